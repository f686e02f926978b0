import * as z from 'zod/mini';
import { Empty } from '@/shared/api/common';
import { endpoint } from '@/lib/http';


// POST /bury2/add: channel tracking; the body is only these fields (no common extras)
export const Bury2Request = z.object({
  /** Event type, e.g. 'open', 'register', 'apply'. */
  type: z.string(),
  /** Sub-type or channel, e.g. the channel query parameter. */
  type2: z.string(),
});
export type Bury2Request = z.infer<typeof Bury2Request>;
export type Bury2Response = Empty;
export const bury2Add = endpoint<Bury2Request, Bury2Response>('/bury2/add', Empty, { kind: 'bury2' });

// POST /bury3/add: src/shared/api/bury.ts (pop-ups record shown and tapped)
export { Bury3Request, bury3Add, type Bury3Response } from '@/shared/api/bury';
