import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { parseDays, parseOrderNo } from '@/features/extension/params';
import { repayInfoQuery } from '@/shared/api/paymentQuery';
import { parsePaymentKind, paymentVerdict, recentPaymentRef } from '@/shared/payment/verdict';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { paths, withQuery } from '@/config/paths';
import styles from '@/features/extension/components/extension.module.css';

const QUERY_KEYS = ['orderNo', 'kind', 'days'] as const;

/**
 * A card payment that did not go through (`/pages/payfail/payfail?orderNo&kind&days&reason`). What it says is
 * the server's word on the order's latest payment of that kind, made within the last half hour: declined by the
 * bank (`failed`) or left unpaid on the provider's page (`cancelled`), and only then that no money was taken.
 * The address's `reason` is never believed (issue 29 L1: a crafted link must not tell a borrower who paid that
 * nothing was taken); anything else reads as "not confirmed" and claims nothing. Trying again returns to where
 * the payment started.
 */
export default function PayFailPage() {
  const { t } = useTranslation('extension');
  const query = useRouteQuery(QUERY_KEYS);
  const orderNo = parseOrderNo(query.orderNo);
  const kind = parsePaymentKind(query.kind);
  const days = parseDays(query.days);
  const info = useQuery({ ...repayInfoQuery(orderNo ?? ''), enabled: Boolean(orderNo && kind) });
  const last = info.data?.lastPayment;
  const verdict = kind ? paymentVerdict(last, kind, recentPaymentRef(last, kind, Date.now())) : null;
  const reason = verdict === 'failed' || verdict === 'cancelled' ? verdict : null;
  const loading = Boolean(orderNo && kind) && info.isPending;

  const retry =
    kind === 'extension'
      ? withQuery(paths.extension, { orderNo, days })
      : kind === 'repay'
        ? withQuery(paths.webview.loanRepayment, { orderNo })
        : undefined;

  return (
    <section className="card form-stack" aria-labelledby="payfail-title">
      <h2 id="payfail-title" className="form-heading">
        {t(reason ? `payfail.${reason}Title` : 'payfail.unknownTitle')}
      </h2>
      {loading ? <Skeleton lines={2} /> : <p>{t(reason ? `payfail.${reason}Text` : 'payfail.unknownText')}</p>}
      {reason && (
        <p>
          {t('payfail.notCharged')}
          {kind && ` ${t(kind === 'extension' ? 'payfail.extensionUnchanged' : 'payfail.repayUnchanged')}`}
        </p>
      )}
      <div className={styles.actions}>
        {retry && (
          <Link className="link-button" to={retry} replace>
            {t('payfail.tryAgain')}
          </Link>
        )}
        <Link className="link-button link-button--secondary" to={withQuery(paths.webview.loanRepayment, { orderNo })} replace>
          {t('payfail.otherWays')}
        </Link>
        {!retry && (
          <Link className="link-button link-button--secondary" to={paths.root}>
            {t('payfail.toLoans')}
          </Link>
        )}
      </div>
    </section>
  );
}
