import * as z from 'zod/mini';
import { Empty } from '@/shared/api/common';
import { endpoint } from '@/lib/http';

// POST /bury3/add: behaviour event (with the common extras)
export const Bury3Request = z.object({
  event: z.string(),
  page: z.optional(z.string()),
  /** Flat properties; never card data, tokens or personal data. */
  props: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});
export type Bury3Request = z.infer<typeof Bury3Request>;
export type Bury3Response = Empty;
export const bury3Add = endpoint<Bury3Request, Bury3Response>('/bury3/add', Empty);
