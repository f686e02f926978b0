import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { parseDays, parseFailReason, parseOrderNo } from '@/features/extension/params';
import { parsePaymentKind } from '@/shared/payment/verdict';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { paths, withQuery } from '@/config/paths';
import styles from '@/features/extension/components/extension.module.css';

const QUERY_KEYS = ['orderNo', 'kind', 'days', 'reason'] as const;

/**
 * A card payment that did not go through (`/pages/payfail/payfail?orderNo&kind&days&reason`), reached
 * after the server reported it: declined by the bank (`failed`) or left unpaid on the provider's page
 * (`cancelled`). Only for those two does the page say that no money was taken; any other value is read
 * as "not confirmed" and claims nothing. Trying again returns to where the payment started.
 */
export default function PayFailPage() {
  const { t } = useTranslation('extension');
  const query = useRouteQuery(QUERY_KEYS);
  const orderNo = parseOrderNo(query.orderNo);
  const kind = parsePaymentKind(query.kind);
  const days = parseDays(query.days);
  const reason = parseFailReason(query.reason);

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
      <p>{t(reason ? `payfail.${reason}Text` : 'payfail.unknownText')}</p>
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
