import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isLegalRefusal, type Order } from '@/shared/api/order';
import { LegalRefusal } from '@/shared/refusal/RefusalReason';
import { Countdown } from '@/shared/ui/Countdown';
import { paths } from '@/config/paths';
import { AppliedTerms, StateCard } from '../home/parts';
import styles from '../home/home.module.css';

/**
 * Refused, with the reason the server gives (issue 26). A reason the law decides (self-ban, debt burden,
 * overdue elsewhere) says what it means and what the borrower can do, with no waiting period: the server puts
 * the offer below it, to apply once the cause is gone. Any other reason: the company's 7 days, counted down
 * live, and what to do meanwhile. Never a phone number: a call changes none of it.
 */
export function RefusedCard({ order, reapplyAt, onReapply }: { order: Order | null; reapplyAt: string | null; onReapply: () => void }) {
  const { t } = useTranslation('loan');
  const { t: th } = useTranslation('home');
  const refusal = order?.refusal;
  if (isLegalRefusal(refusal)) {
    return (
      <StateCard id="rejected-title" title={t('rejected.title')}>
        <LegalRefusal refusal={refusal} />
        {order && <AppliedTerms order={order} />}
      </StateCard>
    );
  }
  const until = reapplyAt ? Date.parse(reapplyAt) : NaN;
  return (
    <StateCard id="rejected-title" title={t('rejected.title')}>
      <p>{t('rejected.text')}</p>
      {Number.isFinite(until) && (
        <p>
          {t('rejected.again')} <Countdown until={until} onDone={onReapply} />
        </p>
      )}
      <p className={styles.next}>{th('rejected.next')}</p>
      <Link className="link-button link-button--secondary" to={paths.personal.material}>
        {th('rejected.action')}
      </Link>
      {order && <AppliedTerms order={order} />}
    </StateCard>
  );
}
