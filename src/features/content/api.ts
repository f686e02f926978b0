import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import { ThreadSummary, WRITABLE_TOPICS } from '@/shared/api/threads';

export const CONTENT_ERROR = { invalidFeedback: 5001 } as const;

// POST /feedBack
export const FeedbackRequest = z.object({
  /** 10 to 200 words. */
  content: z.string(),
  email: z.string(),
  /** What it is about (our assumption, docs/api.md "Conversations"); without it, 'other'. */
  topic: z.optional(z.enum(WRITABLE_TOPICS)),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
/** `thread` (our assumption): the conversation the message opened, with its ticket number and answer-due date. */
export const FeedbackResponse = z.object({ id: z.string(), thread: z.optional(ThreadSummary) });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
export const sendFeedback = endpoint<FeedbackRequest, FeedbackResponse>('/feedBack', FeedbackResponse, { creates: true });

// POST /bury3/pop/get: src/shared/api/pops.ts (the messages page, the pop-ups and the dots read it)
export { Pop, PopPosition, PopRequest, PopResponse, getPops } from '@/shared/api/pops';

// POST /api/prod/productInfoForH5: src/shared/api/product.ts, read through content/queries.ts (instructions, loyalty,
// share). Not re-exported here: the contract test counts every endpoint a feature's api.ts exports as a declaration.
