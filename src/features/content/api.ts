import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

export const CONTENT_ERROR = { invalidFeedback: 5001 } as const;

// POST /feedBack
export const FeedbackRequest = z.object({
  /** 10 to 200 words. */
  content: z.string(),
  email: z.string(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
export const FeedbackResponse = z.object({ id: z.string() });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
export const sendFeedback = endpoint<FeedbackRequest, FeedbackResponse>('/feedBack', FeedbackResponse, { creates: true });

// POST /bury3/pop/get: src/shared/api/pops.ts (the messages page, the pop-ups and the dots read it)
export { Pop, PopPosition, PopRequest, PopResponse, getPops } from '@/shared/api/pops';

// POST /api/prod/productInfoForH5: src/shared/api/product.ts, read through content/queries.ts (instructions, loyalty,
// share). Not re-exported here: the contract test counts every endpoint a feature's api.ts exports as a declaration.
