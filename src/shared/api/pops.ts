import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

// POST /bury3/pop/get: pop-ups for a place in the app; position 'messages' is the messages page (information)
export const PopPosition = z.enum(['home', 'my', 'messages']);
export type PopPosition = z.infer<typeof PopPosition>;
export const PopRequest = z.object({ position: PopPosition });
export type PopRequest = z.infer<typeof PopRequest>;
export const Pop = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  /** ISO date-time */
  createdAt: z.string(),
  /** An in-app route ('/pages/personal/coupon') or null. */
  link: z.nullable(z.string()),
  read: z.boolean(),
});
export type Pop = z.infer<typeof Pop>;
export const PopResponse = z.object({ list: z.array(Pop) });
export type PopResponse = z.infer<typeof PopResponse>;
export const getPops = endpoint<PopRequest, PopResponse>('/bury3/pop/get', PopResponse, { read: true });
