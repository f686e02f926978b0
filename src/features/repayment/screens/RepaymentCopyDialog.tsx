import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { amountToPay } from '@/features/repayment/amount';
import { CopyRow } from '@/features/repayment/components/CopyRow';
import { repayBankCardQuery, repayInfoQuery } from '@/features/repayment/queries';
import { useBack, useRouteQuery } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatTenge } from '@/utils/format';
import { copyText } from '@/shared/clipboard';
import { showToast } from '@/shared/ui/toastStore';
import type { RepayAccount } from '@/features/repayment/api';
import styles from './RepaymentCopyDialog.module.css';

const KEYS = ['orderNo', 'amount'] as const;

/**
 * `repayment-copy`: the company's details for a bank transfer, from the server, one block per receiving bank
 * under its name: each detail with its own copy action (recipient, BIN, IBAN, Kbe, KNP, purpose with the
 * contract number), the amount to send, and a copy-all action.
 */
export default function RepaymentCopyDialog() {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const back = useBack();
  const { orderNo = '', amount } = useRouteQuery(KEYS);
  const details = useQuery({ ...repayBankCardQuery(orderNo), enabled: orderNo !== '' });
  const info = useQuery({ ...repayInfoQuery(orderNo), enabled: orderNo !== '' });
  // The sum chosen on the repayment page (a part the server's rules allow), or what is owed today.
  const toPay = info.data ? amountToPay(amount, info.data) : undefined;

  let body;
  if (!orderNo) body = <p>{t('page.nothing')}</p>;
  else if (details.isPending) body = <Skeleton lines={6} />;
  else if (details.isError) body = <ErrorState error={details.error} message={t('transfer.loadFailed')} onRetry={() => void details.refetch()} />;
  else
    body = details.data.accounts.map((a) => (
      <Account key={a.iban} account={a} toPay={toPay} />
    ));

  return (
    <Dialog
      open
      onClose={back}
      title={t('title.dialogs.repayment-copy', { ns: 'pages' })}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('transfer.done')}
        </Button>
      }
    >
      {toPay !== undefined && <p>{t('transfer.amountText', { amount: formatTenge(toPay, tag) })}</p>}
      {body}
    </Dialog>
  );
}

/** What copy-all puts on the clipboard: one «label: value» line per detail, ready to paste into a message or a bank app. */
export function accountText(lines: readonly (readonly [string, string])[]): string {
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/**
 * One receiving account under a heading with its bank's name: each detail with its own copy action, the
 * amount grouped like every figure (copied as digits), and one action that copies them all.
 */
function Account({ account: a, toPay }: { account: RepayAccount; toPay: number | undefined }) {
  const { t } = useTranslation('repayment');
  const { t: o } = useTranslation('offer');
  const tag = useIntlTag();
  const headingId = useId();
  const rows: [string, string][] = [
    [t('transfer.beneficiary'), a.beneficiary],
    [t('transfer.bin'), a.bin],
    [t('transfer.iban'), a.iban],
    [t('transfer.kbe'), a.kbe],
    [t('transfer.knp'), a.knp],
    [t('transfer.purpose'), a.purpose],
  ];
  const amount: [string, string] | null = toPay !== undefined ? [t('transfer.amount'), String(toPay)] : null;
  const copyAll = async () => {
    const ok = await copyText(accountText([[t('transfer.bank'), a.bankName], ...rows, ...(amount ? [amount] : [])]));
    showToast(ok ? o('transfer.copiedAll', { bank: a.bankName }) : t('copy.failed'));
  };
  return (
    <section aria-labelledby={headingId} className={styles.account}>
      <h3 id={headingId} className={styles.bank}>
        {o('transfer.account', { bank: a.bankName })}
      </h3>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <CopyRow key={label} label={label} value={value} />
        ))}
        {amount && <CopyRow label={amount[0]} value={amount[1]} shown={formatTenge(Number(amount[1]), tag)} />}
      </dl>
      <Button variant="secondary" fullWidth onClick={() => void copyAll()} aria-label={o('transfer.copyAllAction', { bank: a.bankName })}>
        {o('transfer.copyAll')}
      </Button>
    </section>
  );
}
