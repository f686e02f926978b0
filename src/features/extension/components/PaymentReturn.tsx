import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Payment } from '@/shared/api/order';
import { repayInfoQuery } from '@/features/extension/queries';
import { usePaymentResult } from '@/shared/payment/usePaymentResult';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import { trackOnce } from '@/shared/analytics/track';
import styles from './extension.module.css';

/**
 * Back from the payment provider (`return=1`). What the provider put in the address proves nothing: the
 * result is the server's (`repayInfo.lastPayment`, through usePaymentResult). Declined or left unpaid:
 * the payment-failure page, in place of this one. Confirmed: the new due date, read after the server
 * confirmed it. Not reported yet: say so, check again or pay again.
 */
export function PaymentReturn({ orderNo, days }: { orderNo: string; days: number | undefined }) {
  const { t } = useTranslation('extension');
  const navigate = useNavigate();
  const { outcome, checkAgain } = usePaymentResult(orderNo, 'extension', true);

  useEffect(() => {
    // Analytics: the server confirmed the extension fee (once per payment).
    if (outcome?.name === 'success') trackOnce('extension_paid', outcome.payment.ref, { days: days ?? 0, amount: outcome.payment.amount });
    if (outcome?.name === 'failed' || outcome?.name === 'cancelled') {
      navigate(withQuery(paths.payfail, { orderNo, kind: 'extension', days, reason: outcome.name }), { replace: true });
    }
  }, [outcome, orderNo, days, navigate]);

  if (outcome?.name === 'success') return <Extended orderNo={orderNo} payment={outcome.payment} />;
  if (outcome?.name === 'pending') {
    return (
      <section className="card form-stack" aria-labelledby="extension-pending">
        <h2 id="extension-pending" className="form-heading">
          {t('return.pendingTitle')}
        </h2>
        <p>{t('return.pendingText')}</p>
        <div className={styles.actions}>
          <Button type="button" variant="primary" fullWidth onClick={checkAgain}>
            {t('return.checkAgain')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            fullWidth
            onClick={() => navigate(withQuery(paths.extension, { orderNo, days }), { replace: true })}
          >
            {t('return.payAgain')}
          </Button>
        </div>
      </section>
    );
  }
  if (outcome?.name === 'error') {
    return <ErrorState message={t('return.error')} retryLabel={t('return.checkAgain')} onRetry={checkAgain} />;
  }
  // Checking, or a failure on its way to the failure page.
  return (
    <section className="card form-stack" aria-busy="true">
      <p role="status">{t('return.checking')}</p>
      <Skeleton lines={2} />
    </section>
  );
}

/** The extension is confirmed: the due date as the server has it now. */
function Extended({ orderNo, payment }: { orderNo: string; payment: Payment }) {
  const { t } = useTranslation('extension');
  const tag = useIntlTag();
  const repay = useQuery(repayInfoQuery(orderNo));
  // Only an answer that already carries this confirmed payment has the new date.
  const confirmed = repay.data?.lastPayment?.ref === payment.ref && repay.data.lastPayment.status === 'success' ? repay.data : null;

  return (
    <section className="card form-stack" aria-labelledby="extension-done">
      <h2 id="extension-done" className="form-heading">
        {t('return.successTitle')}
      </h2>
      {confirmed ? (
        <>
          {confirmed.dueDate && <p className={styles.strong}>{t('return.newDueDate', { date: formatDate(confirmed.dueDate, tag) })}</p>}
          {confirmed.repayAmount > 0 && <p>{t('return.owed', { amount: formatTenge(confirmed.dueDateAmount, tag) })}</p>}
        </>
      ) : repay.isError ? (
        <ErrorState error={repay.error} message={t('loadFailed')} onRetry={() => void repay.refetch()} />
      ) : (
        <Skeleton lines={2} />
      )}
      <Link className="link-button" to={paths.root}>
        {t('return.toLoans')}
      </Link>
    </section>
  );
}
