import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyRow } from '@/features/repayment/components/CopyRow';
import { repayInfoQuery, terminalsQuery } from '@/features/repayment/queries';
import { useBack, useRouteQuery } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { NavBar } from '@/shared/ui/NavBar';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatTenge } from '@/utils/format';
import styles from './TransferPage.module.css';

const KEYS = ['orderNo', 'id'] as const;

/**
 * Paying at a payment terminal (`/pages/webview/terminal?orderNo&id`), titled with the operator's name
 * (the spec): the amount owed today, the account number to type at the terminal (copyable) and the
 * operator's steps, all as the server gives them in the borrower's language.
 */
export default function TerminalPage() {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const back = useBack();
  const { orderNo = '', id } = useRouteQuery(KEYS);
  const terminals = useQuery({ ...terminalsQuery(orderNo), enabled: orderNo !== '' });
  const info = useQuery({ ...repayInfoQuery(orderNo), enabled: orderNo !== '' });
  const terminal = terminals.data?.list.find((x) => x.id === id);

  let body;
  if (!orderNo || (terminals.data && !terminal)) {
    body = (
      <section className="card form-stack">
        <p>{t('terminal.unknown')}</p>
        <Link className="link-button" to={orderNo ? withQuery(paths.webview.loanRepayment, { orderNo }) : paths.personal.loan_order}>
          {t('terminal.otherWays')}
        </Link>
      </section>
    );
  } else if (terminals.isPending) body = <Skeleton lines={5} blocks={1} />;
  else if (terminals.isError) body = <ErrorState error={terminals.error} message={t('terminal.loadFailed')} onRetry={() => void terminals.refetch()} />;
  else if (terminal) {
    body = (
      <section className="card form-stack" aria-labelledby="terminal-how">
        <h2 id="terminal-how" className="form-heading">
          {t('terminal.how')}
        </h2>
        <dl>
          {info.data && <CopyRow label={t('terminal.amount')} value={String(info.data.repayAmount)} />}
          <CopyRow label={t('terminal.account')} value={terminal.account} />
        </dl>
        {info.data && <p>{t('terminal.amountText', { amount: formatTenge(info.data.repayAmount, tag) })}</p>}
        <ol className={styles.steps}>
          {terminal.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p className="muted">{t('terminal.keepReceipt')}</p>
      </section>
    );
  }

  return (
    <>
      <NavBar title={terminal?.name ?? t('title.webview.terminal', { ns: 'pages' })} onBack={back} />
      {body}
    </>
  );
}
