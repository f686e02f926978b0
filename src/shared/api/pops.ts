import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

// POST /bury3/pop/get: pop-ups for a place in the app; position 'messages' is the messages page (information)
export const PopPosition = z.enum(['home', 'my', 'messages']);
export type PopPosition = z.infer<typeof PopPosition>;
/**
 * `page` (from 1) and `pageSize` are optional: without `page` the server answers the whole list (the contract
 * before paging); with it, `pageSize` messages (default 20, at most 50).
 */
export const PopRequest = z.object({
  position: PopPosition,
  page: z.optional(z.int().check(z.minimum(1))),
  pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(50))),
});
export type PopRequest = z.infer<typeof PopRequest>;
export const Pop = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text (line breaks kept); never markup. */
  text: z.string(),
  /** ISO date-time */
  createdAt: z.string(),
  /** An in-app route ('/pages/personal/coupon'), maybe with a query, or null. The app opens only allow-listed pages. */
  link: z.nullable(z.string()),
  /** False the first time the message is delivered; the server marks it read once it was delivered. */
  read: z.boolean(),
});
export type Pop = z.infer<typeof Pop>;
/** Newest first; `total` counts the position's messages, `page`/`pageSize` say which slice this is. */
export const PopResponse = z.object({ list: z.array(Pop), total: z.number(), page: z.number(), pageSize: z.number() });
export type PopResponse = z.infer<typeof PopResponse>;
export const getPops = endpoint<PopRequest, PopResponse>('/bury3/pop/get', PopResponse, { read: true });

/** Messages a page of the messages page holds. */
export const MESSAGES_PAGE_SIZE = 20;
