import type { LoanUserInfoResponse } from '@/features/loan-application/api';
import { isLegalRefusal } from '@/shared/api/order';

type Answer = Pick<LoanUserInfoResponse, 'stage' | 'order'>;

/** The Loans tab's one card for a borrower's state (or, above the offer, its one line about the last order). */
export type HomeCard =
  | 'review'
  | 'supplement'
  | 'payout'
  | 'payoutFailed'
  | 'refused'
  | 'cooling'
  | 'notMineHeld'
  | 'loan'
  | 'lastRefusal'
  | 'lastAnnulled';

/**
 * Which card the Loans tab shows for this answer: the one rule that LoanHome's StageCard, DecidedCard
 * (../decided/index.tsx) and `needsDecidedCard` read. Ready to apply: a line above the offer only for the last
 * refusal the law decided (applying again needs its cause gone) or the last loan refused in its cooling period.
 */
export function homeCardOf({ stage, order }: Answer): HomeCard | null {
  if (stage === 'can_apply' || stage === 'no_card') {
    if (order?.status === 'annulled') return 'lastAnnulled';
    return order?.status === 'rejected' && isLegalRefusal(order.refusal) ? 'lastRefusal' : null;
  }
  if (stage === 'in_review') return 'review';
  if (stage === 'supplement') return 'supplement';
  if (stage === 'rejected') return 'refused';
  if (stage !== 'has_loan' || !order) return null;
  // Approved but waiting: the cooling period (issue 26), or a payout held on a «Я не оформлял этот заём» report.
  if (order.cooling?.state === 'waiting') return 'cooling';
  if (order.report?.payoutHeld) return 'notMineHeld';
  if (order.status === 'awaiting_payout' || order.status === 'payout_in_progress') return 'payout';
  if (order.status === 'failed') return 'payoutFailed';
  return 'loan';
}

/** The cards a new borrower on the way to a first loan never sees: ../decided/, a chunk of their own with their texts. */
const DECIDED: ReadonlySet<HomeCard> = new Set<HomeCard>(['refused', 'cooling', 'notMineHeld', 'loan', 'lastRefusal', 'lastAnnulled']);

/** Whether this answer's card is one of ../decided/, so LoanHome asks for that chunk only then. */
export function needsDecidedCard(answer: Answer): boolean {
  const card = homeCardOf(answer);
  return card !== null && DECIDED.has(card);
}
