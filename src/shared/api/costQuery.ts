import { loanCost } from '@/shared/api/cost';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';

export const costKey = (amount: number, days: number, couponId: string | undefined) => keyOf('product', 'cost', amount, days, couponId ?? '');

/**
 * The whole cost of a loan of `amount` for `days` (with the coupon, when one is chosen): one key per loan, so
 * the landing page, the application's offer and the contract show one cached answer for the same loan.
 */
export const costQuery = (amount: number, days: number, couponId?: string) =>
  readQuery(costKey(amount, days, couponId), loanCost, couponId ? { amount, days, couponId } : { amount, days }, { staleTime: 60_000 });
