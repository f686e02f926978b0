import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { repayInfoQuery } from '@/features/repayment/queries';
import type { RepayInfoResponse } from '@/shared/api/payment';
import { useBack, usePageLocation, useRouteQuery } from '@/shared/navigation/navigation';
import { NextOffer } from '@/shared/coupon/NextOffer';
import { parsePaymentKind, paymentVerdict, type PaymentKind } from '@/shared/payment/verdict';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';

const KEYS = ['orderNo', 'kind', 'ref'] as const;

/**
 * `repayment-succ` and `repayment-fail`: the result of a card payment (a repayment or an extension's fee),
 * opened over the page it started on once the server reported it (src/shared/payment/cardPayment.ts).
 * What it says is the server's verdict on the payment named in the address (`ref`), by the one rule
 * (paymentVerdict); opened by a link, or for a payment the server has not settled that way, it claims
 * nothing. Paid: what was paid and what is left (or repaid), or the extension's new date; declined or
 * left unpaid: nothing was taken, try again.
 */
export default function RepaymentResultDialog() {
  const { t } = useTranslation('repayment');
  const back = useBack();
  const wantsSuccess = usePageLocation().pathname === paths.dialogs.repaymentSucc;
  const query = useRouteQuery(KEYS);
  const kind = parsePaymentKind(query.kind) ?? 'repay';
  const { orderNo, ref } = query;
  const info = useQuery({ ...repayInfoQuery(orderNo ?? ''), enabled: Boolean(orderNo && ref) });
  const verdict = paymentVerdict(info.data?.lastPayment, kind, ref);

  if (info.data && verdict === 'success' && wantsSuccess) return <Paid kind={kind} info={info.data} onClose={back} />;
  if (info.data && (verdict === 'failed' || verdict === 'cancelled') && !wantsSuccess) {
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
        <p>{verdict === 'cancelled' ? t('result.cancelled') : t('result.declined')}</p>
        {kind === 'extension' ? (
          <p className="muted">{`${t('payfail.notCharged', { ns: 'extension' })} ${t('payfail.extensionUnchanged', { ns: 'extension' })}`}</p>
        ) : (
          <>
            <p className="muted">{t('result.notCharged')}</p>
            <p className="muted">{t('result.otherWays')}</p>
          </>
        )}
      </Dialog>
    );
  }

  // Loading, unreadable, or nothing the server confirmed this way.
  const loading = Boolean(orderNo && ref) && info.isPending;
  return (
    <Dialog
      open
      onClose={back}
      title={t('result.title')}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('result.ok')}
        </Button>
      }
    >
      {loading ? (
        <Skeleton lines={2} />
      ) : info.isError ? (
        <ErrorState error={info.error} message={t('page.loadFailed')} onRetry={() => void info.refetch()} />
      ) : (
        <p>{t('result.seeMyLoans')}</p>
      )}
    </Dialog>
  );
}

/** The server confirmed the payment: what it changed. */
function Paid({ kind, info, onClose }: { kind: PaymentKind; info: RepayInfoResponse; onClose: () => void }) {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const navigate = useNavigate();
  const payment = info.lastPayment!;
  const repaid = info.status === 'repaid';

  let body: ReactNode;
  let action: ReactNode;
  if (kind === 'extension') {
    body = (
      <>
        {info.dueDate && (
          <p>
            <strong>{t('return.newDueDate', { ns: 'extension', date: formatDate(info.dueDate, tag) })}</strong>
          </p>
        )}
        {info.repayAmount > 0 && <p>{t('return.owed', { ns: 'extension', amount: formatTenge(info.dueDateAmount, tag) })}</p>}
      </>
    );
    action = (
      <Button variant="primary" fullWidth onClick={() => navigate(paths.root)}>
        {t('return.toLoans', { ns: 'extension' })}
      </Button>
    );
  } else {
    body = (
      <>
        <p>{t('result.paid', { amount: formatTenge(payment.amount, tag) })}</p>
        {repaid ? (
          <>
            <p>{t('result.repaid')}</p>
            {/* The next offer and the loyalty coupon that comes with a repaid loan. */}
            <NextOffer orderNo={info.orderNo} />
          </>
        ) : (
          <p>
            {info.dueDate
              ? t('result.left', { amount: formatTenge(info.repayAmount, tag), date: formatDate(info.dueDate, tag) })
              : t('result.leftNoDate', { amount: formatTenge(info.repayAmount, tag) })}
          </p>
        )}
      </>
    );
    action = repaid ? (
      <Button variant="primary" fullWidth onClick={() => navigate(paths.personal.loan_order, { replace: true })}>
        {t('result.toMyLoans')}
      </Button>
    ) : (
      <Button variant="primary" fullWidth onClick={onClose}>
        {t('result.ok')}
      </Button>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={kind === 'extension' ? t('return.successTitle', { ns: 'extension' }) : t('title.dialogs.repayment-succ', { ns: 'pages' })}
      actions={action}
    >
      {body}
    </Dialog>
  );
}
