import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import { Order } from '@/shared/api/order';
import { useApiMutation } from '@/shared/api/query';
import { SmsCodeSent } from '@/shared/api/smsCode';

/**
 * The cooling period and «Я не оформлял этот заём» (issue 26): our assumption, docs/api.md "Cooling period and
 * the not-mine report". Shared: the Loans tab's card and the loan's page both act on the order. Each call answers
 * the order as it now stands; repeating one that already took effect answers the same (a retry after a lost
 * answer changes nothing twice).
 */

export const COOLING_ERROR = {
  /** sendCode or confirmReceipt before the order's `cooling.until`. */
  notOver: 4030,
  /** confirmReceipt with a code that is not the one sent. */
  wrongCode: 4031,
  /** confirmReceipt with no live code (none sent, expired, or too many wrong tries): ask for a new one. */
  codeExpired: 4032,
  /** sendCode again before `resendAfter` ran out. */
  tooManyCodes: 4033,
} as const;

export const CoolingRequest = z.object({ orderNo: z.string() });
export type CoolingRequest = z.infer<typeof CoolingRequest>;
export const CoolingResponse = z.object({ order: Order });
export type CoolingResponse = z.infer<typeof CoolingResponse>;

/** The confirmation is signed with a fresh SMS code (law.md section 5 feature 5; an SMS code is the signature's analogue, row 24). */
export const ConfirmReceiptRequest = z.object({ orderNo: z.string(), code: z.string() });
export type ConfirmReceiptRequest = z.infer<typeof ConfirmReceiptRequest>;
export const ConfirmCodeResponse = SmsCodeSent;
export type ConfirmCodeResponse = z.infer<typeof ConfirmCodeResponse>;

// POST /api/loan/cooling/sendCode: once the cooling period is over, an SMS code to the borrower's phone for the confirmation.
export const sendConfirmCode = endpoint<CoolingRequest, ConfirmCodeResponse>('/api/loan/cooling/sendCode', ConfirmCodeResponse);
// POST /api/loan/cooling/confirm: the borrower confirms receipt with that code; the payout goes on.
export const confirmReceipt = endpoint<ConfirmReceiptRequest, CoolingResponse>('/api/loan/cooling/confirm', CoolingResponse);
// POST /api/loan/cooling/refuse: the borrower refuses the loan during the cooling period: free, the contract annulled.
export const refuseLoan = endpoint<CoolingRequest, CoolingResponse>('/api/loan/cooling/refuse', CoolingResponse);

export const NotMineResponse = z.object({
  order: Order,
  ticketNo: z.string(),
  /** The payout had not been made and is now held; false when the money had already gone to the card. */
  payoutHeld: z.boolean(),
  /** 'YYYY-MM-DD': the company answers (in the messages) by this day. */
  answerBy: z.string(),
});
export type NotMineResponse = z.infer<typeof NotMineResponse>;
// POST /api/loan/reportNotMine: «Я не оформлял этот заём»: the server holds the payout and checks who applied.
export const reportNotMine = endpoint<CoolingRequest, NotMineResponse>('/api/loan/reportNotMine', NotMineResponse);

export const useSendConfirmCode = () => useApiMutation(sendConfirmCode, { changes: 'nothing' });
export const useConfirmReceipt = () => useApiMutation(confirmReceipt, { changes: 'coolingAnswered' });
export const useRefuseLoan = () => useApiMutation(refuseLoan, { changes: 'coolingAnswered' });
export const useReportNotMine = () => useApiMutation(reportNotMine, { changes: 'notMineReported' });
