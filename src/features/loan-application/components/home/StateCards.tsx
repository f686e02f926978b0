import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '@/shared/api/order';
import { useOpenDialog } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatTenge } from '@/utils/format';
import { AppliedTerms, CardLine, LoanPageLink, StateCard } from './parts';
import styles from './home.module.css';

/** In review: what was applied for, that employees speed it up, and where the decision will be told. */
export function ReviewCard({ order }: { order: Order | null }) {
  const { t } = useTranslation('loan');
  const { t: th } = useTranslation('home');
  return (
    <StateCard id="review-title" title={t('review.title')}>
      {order && <AppliedTerms order={order} />}
      <p>{t('review.text')}</p>
      <p className={styles.next}>{th('review.next')}</p>
      {order && <CardLine order={order} />}
    </StateCard>
  );
}

/** New photos needed: which ones (order.supplement), the way there, and what happens after. */
export function SupplementCard({ order }: { order: Order | null }) {
  const { t } = useTranslation('loan');
  const { t: th } = useTranslation('home');
  const which = order?.supplement ?? 'both';
  return (
    <StateCard id="order-supplement" title={t('supplement.title')} notice>
      <p>{th(`supplement.${which}`)}</p>
      <Link className="link-button" to={withQuery(paths.info.photoCard, { supplement: 1 })}>
        {t('supplement.action')}
      </Link>
      {order && <AppliedTerms order={order} />}
      <p className={styles.next}>{th('supplement.next')}</p>
    </StateCard>
  );
}

/** Approved, money on its way to the card: how much, to which card, and what the tab shows next. */
export function PayoutCard({ order }: { order: Order }) {
  const { t } = useTranslation('loan');
  const { t: th } = useTranslation('home');
  const openDialog = useOpenDialog();
  const tag = useIntlTag();
  const status = order.status;
  return (
    <StateCard id="order-title" title={t(status === 'payout_in_progress' ? 'order.payout_in_progress' : 'order.awaiting_payout')}>
      <p>{t('order.payoutText', { amount: formatTenge(order.receiveAmount, tag) })}</p>
      <CardLine order={order} />
      <Button
        type="button"
        variant="secondary"
        onClick={() => openDialog(status === 'awaiting_payout' ? paths.dialogs.readyLoanDetail : paths.dialogs.readyLoanDetailWithdrawal)}
      >
        {t('order.details')}
      </Button>
      <AppliedTerms order={order} />
      <p className={styles.next}>{th('payout.next')}</p>
      <LoanPageLink order={order} />
    </StateCard>
  );
}

/** The bank refused the payout: change the card (one action), what was approved, and what happens next. */
export function PayoutFailedCard({ order }: { order: Order }) {
  const { t } = useTranslation('loan');
  const { t: th } = useTranslation('home');
  return (
    <StateCard id="order-title" title={t('order.failed')} notice>
      <p>{t('order.failedText')}</p>
      <CardLine order={order} />
      <Link className="link-button" to={withQuery(paths.bankInfo.bankInfo, { orderNo: order.orderNo, redirect: paths.root })}>
        {t('order.changeCard')}
      </Link>
      <AppliedTerms order={order} />
      <p className={styles.next}>{th('failed.next')}</p>
      <LoanPageLink order={order} />
    </StateCard>
  );
}
