import type { LoanUserInfoResponse } from '@/features/loan-application/api';

type Answer = Pick<LoanUserInfoResponse, 'stage' | 'order'>;

/**
 * Whether the Loans tab shows a card of ../decided/ for this answer (a refusal, the cooling period, a payout held
 * on a report, the loan being repaid; above the offer, the last refusal the law decided or the last loan refused),
 * so LoanHome asks for that chunk only then. DecidedCard (../decided/index.tsx) draws each of these states.
 */
export function needsDecidedCard({ stage, order }: Answer): boolean {
  if (stage === 'can_apply' || stage === 'no_card') return order?.status === 'annulled' || (order?.status === 'rejected' && (order.refusal?.reason ?? 'other') !== 'other');
  if (stage === 'rejected') return true;
  if (stage !== 'has_loan' || !order) return false;
  if (order.cooling?.state === 'waiting' || order.report?.payoutHeld) return true;
  return !['awaiting_payout', 'payout_in_progress', 'failed'].includes(order.status);
}
