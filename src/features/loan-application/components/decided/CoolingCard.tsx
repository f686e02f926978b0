import { useTranslation } from 'react-i18next';
import type { Order } from '@/shared/api/order';
import { CoolingPanel } from '@/shared/loan/CoolingPanel';
import { NotMineReport, NotMineStatus } from '@/shared/loan/NotMineReport';
import { AppliedTerms, CardLine, LoanPageLink, StateCard } from '../home/parts';
import styles from '../home/home.module.css';

/**
 * Approved, in its cooling period (issue 26): why the money waits, the countdown, «Подтвердить получение» once the
 * server allows it, «Отказаться от займа» always; what was applied for, and the report of a loan not made.
 */
export function CoolingCard({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t } = useTranslation('cooling');
  return (
    <StateCard id="order-title" title={t('card.title')}>
      <CoolingPanel order={order} onChanged={onChanged} />
      <CardLine order={order} />
      <AppliedTerms order={order} />
      <NotMineReport order={order} />
      <LoanPageLink order={order} />
    </StateCard>
  );
}

/** The payout held on a «Я не оформлял этот заём» report: what happens next, in place of the payout card. */
export function NotMineHeldCard({ order }: { order: Order }) {
  const { t } = useTranslation('cooling');
  return (
    <StateCard id="order-title" title={t('notMine.heldTitle')} notice>
      {order.report && <NotMineStatus report={order.report} />}
      <AppliedTerms order={order} />
      <LoanPageLink order={order} />
    </StateCard>
  );
}

/** A borrower who refused the last loan in its cooling period gets the offer, with one line that nothing is owed. */
export function LastLoanAnnulled() {
  const { t } = useTranslation('cooling');
  return <p className={`card ${styles.muted}`}>{t('card.annulled')}</p>;
}
