import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { repayInfoQuery } from '@/features/repayment/queries';
import { useBack, usePageLocation, useRouteQuery } from '@/shared/navigation/navigation';
import { NextOffer } from '@/shared/coupon/NextOffer';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';

const KEYS = ['orderNo', 'reason'] as const;

/**
 * `repayment-succ` and `repayment-fail`, opened by the repayment page once the server has the result
 * of a card payment (never from the address the provider returned to). Success: what was paid and what
 * is left, or that the loan is repaid. Failure: declined or left unpaid, nothing was taken, try again.
 */
export default function RepaymentResultDialog() {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const back = useBack();
  const navigate = useNavigate();
  const success = usePageLocation().pathname === paths.dialogs.repaymentSucc;
  const { orderNo, reason } = useRouteQuery(KEYS);
  const info = useQuery({ ...repayInfoQuery(orderNo ?? ''), enabled: Boolean(orderNo) });
  const data = info.data;
  const payment = data?.lastPayment;

  if (success) {
    const repaid = data?.status === 'repaid';
    // Opened by the repayment page once the server confirmed; a deep link without a confirmed payment claims nothing.
    const confirmed = payment?.status === 'success';
    const neutral = !orderNo || info.isError || (data !== undefined && !confirmed);
    return (
      <Dialog
        open
        onClose={back}
        title={neutral ? t('result.title') : t('title.dialogs.repayment-succ', { ns: 'pages' })}
        actions={
          repaid ? (
            <Button variant="primary" fullWidth onClick={() => navigate(paths.personal.loan_order, { replace: true })}>
              {t('result.toMyLoans')}
            </Button>
          ) : (
            <Button variant="primary" fullWidth onClick={back}>
              {t('result.ok')}
            </Button>
          )
        }
      >
        {!orderNo || (data && !confirmed) ? (
          <p>{t('result.seeMyLoans')}</p>
        ) : info.isError ? (
          <ErrorState error={info.error} message={t('page.loadFailed')} onRetry={() => void info.refetch()} />
        ) : !data ? (
          <Skeleton lines={2} />
        ) : (
          <>
            {payment && <p>{t('result.paid', { amount: formatTenge(payment.amount, tag) })}</p>}
            {repaid ? (
              <>
                <p>{t('result.repaid')}</p>
                {/* The next offer and the loyalty coupon that comes with a repaid loan. */}
                <NextOffer orderNo={data.orderNo} />
              </>
            ) : (
              <p>
                {data.dueDate
                  ? t('result.left', { amount: formatTenge(data.repayAmount, tag), date: formatDate(data.dueDate, tag) })
                  : t('result.leftNoDate', { amount: formatTenge(data.repayAmount, tag) })}
              </p>
            )}
          </>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={back}
      title={t('title.dialogs.repayment-fail', { ns: 'pages' })}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('result.tryAgain')}
        </Button>
      }
    >
      <p>{reason === 'cancelled' ? t('result.cancelled') : t('result.declined')}</p>
      <p className="muted">{t('result.notCharged')}</p>
      <p className="muted">{t('result.otherWays')}</p>
    </Dialog>
  );
}
