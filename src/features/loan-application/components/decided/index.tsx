import type { LoanUserInfoResponse } from '@/features/loan-application/api';
import { isLegalRefusal } from '@/shared/refusal/RefusalReason';
import { CoolingCard, LastLoanAnnulled, NotMineHeldCard } from './CoolingCard';
import { LoanCard } from './LoanCard';
import { RefusedCard } from './RefusedCard';

/**
 * The Loans tab's cards of a decided application: refused, in its cooling period, held on a «Я не оформлял этот
 * заём» report, the loan being repaid; and, above the offer, the last refusal the law decided or the last loan
 * refused in its cooling period. A chunk of their own with their texts (the decided group, src/lib/textGroups.ts): a new
 * borrower on the way to a first loan never sees them (docs/decisions.md, "The decided cards load with their
 * texts"). LoanHome (src/features/loan-application/components/LoanHome.tsx) asks for this module only for an
 * answer that needs it (../home/decidedStage.ts); a returning borrower's start asks for it with the tab's code.
 */
export function DecidedCard({ data, onReapply }: { data: LoanUserInfoResponse; onReapply: () => void }) {
  const { stage, order } = data;
  if (stage === 'can_apply' || stage === 'no_card') {
    // Above the offer: the last refusal the law decided (applying again needs its cause gone), or the last loan refused.
    if (order?.status === 'rejected' && isLegalRefusal(order.refusal)) return <RefusedCard order={order} reapplyAt={null} onReapply={() => undefined} />;
    return <LastLoanAnnulled data={data} />;
  }
  if (stage === 'rejected') return <RefusedCard order={order} reapplyAt={data.reapplyAt} onReapply={onReapply} />;
  if (!order) return null;
  if (order.cooling?.state === 'waiting') return <CoolingCard order={order} onChanged={onReapply} />;
  if (order.report?.payoutHeld) return <NotMineHeldCard order={order} />;
  return <LoanCard order={order} due={data.due ?? null} />;
}
