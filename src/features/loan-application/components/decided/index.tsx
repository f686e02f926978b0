import type { LoanUserInfoResponse } from '@/features/loan-application/api';
import { homeCardOf } from '../home/decidedStage';
import { CoolingCard, LastLoanAnnulled, NotMineHeldCard } from './CoolingCard';
import { LoanCard } from './LoanCard';
import { RefusedCard } from './RefusedCard';

/**
 * The Loans tab's cards of a decided application: refused, in its cooling period, held on a «Я не оформлял этот
 * заём» report, the loan being repaid; and, above the offer, the last refusal the law decided or the last loan
 * refused in its cooling period. A chunk of their own with their texts (the decided group, src/lib/textGroups.ts): a new
 * borrower on the way to a first loan never sees them (docs/decisions.md, "The decided cards load with their
 * texts"). LoanHome (src/features/loan-application/components/LoanHome.tsx) asks for this module only for an
 * answer that needs it (../home/decidedStage.ts, whose rule picks the card); a returning borrower's start asks for it with the tab's code.
 */
export function DecidedCard({ data, onReapply }: { data: LoanUserInfoResponse; onReapply: () => void }) {
  const { order } = data;
  switch (homeCardOf(data)) {
    case 'lastRefusal':
      return order && <RefusedCard order={order} reapplyAt={null} onReapply={() => undefined} />;
    case 'lastAnnulled':
      return <LastLoanAnnulled />;
    case 'refused':
      return <RefusedCard order={order} reapplyAt={data.reapplyAt} onReapply={onReapply} />;
    case 'cooling':
      return order && <CoolingCard order={order} onChanged={onReapply} />;
    case 'notMineHeld':
      return order && <NotMineHeldCard order={order} />;
    case 'loan':
      return order && <LoanCard order={order} due={data.due ?? null} />;
    default:
      return null;
  }
}
