// The analytics feature's endpoints: /bury2/add, /api/user/uploadDeviceInfo, /Sensors/getField are declared in
// ./endpoints.ts (imported by the runtime alone, so its chunk stays small).
export * from './endpoints';

// POST /bury3/add: src/shared/api/bury.ts (pop-ups record shown and tapped)
export { Bury3Request, bury3Add, type Bury3Response } from '@/shared/api/bury';
