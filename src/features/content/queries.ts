import { CONTENT_ERROR, sendFeedback, type FeedbackRequest, type FeedbackResponse } from '@/features/content/api';
import { useApiMutation } from '@/shared/api/query';
import type { ServerMessages } from '@/shared/errorText';

/** The product: rules, rates and the worked example (instructions); signed in, the loyalty (integral) and referral channel (share). */
export { productQuery } from '@/shared/api/productQuery';

/** Server codes of the content domain and what the borrower reads for them. */
export const CONTENT_MESSAGES: ServerMessages = {
  codes: { [CONTENT_ERROR.invalidFeedback]: 'account:feedback.invalid' },
};

/**
 * Sends a feedback message once per draft: the draft's key makes a retry after a lost answer one message.
 * It opens a conversation, so the messages' lists are stale.
 */
export function useSendFeedback(idempotencyKey: (req: FeedbackRequest) => string, onSent: (res: FeedbackResponse) => void) {
  return useApiMutation(sendFeedback, { changes: 'threadWritten', idempotencyKey, onSuccess: onSent });
}
