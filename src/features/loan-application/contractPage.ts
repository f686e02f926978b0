import { CostRequest } from '@/shared/api/cost';
import { webviewState, type WebviewState } from '@/shared/navigation/webview';

/**
 * How the contract page is opened from the offer: the contract's address the server handed out, and the loan
 * it is for (amount, term, coupon), whose cost card goes above it. Router state, so a reload keeps both; the
 * page's URL carries neither.
 */
export interface ContractPageState extends WebviewState {
  cost: CostRequest;
}

export function contractState(url: string, cost: { amount: number; days: number; couponId?: string | undefined }): ContractPageState {
  return { ...webviewState(url), cost: cost.couponId ? { amount: cost.amount, days: cost.days, couponId: cost.couponId } : { amount: cost.amount, days: cost.days } };
}

/** The loan the contract page was opened for, or null (a signed contract opened from My loans, or no state). */
export function costRequestFrom(state: unknown): CostRequest | null {
  const parsed = CostRequest.safeParse((state as Partial<ContractPageState> | null)?.cost);
  return parsed.success ? parsed.data : null;
}
