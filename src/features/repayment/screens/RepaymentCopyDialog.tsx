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

const KEYS = ['orderNo', 'amount'] as const;

/**
 * `repayment-copy`: the company's details for a bank transfer, from the server, each with its own copy
 * action (recipient, BIN, IBAN, bank, Kbe, KNP, purpose with the contract number) and the amount owed today.
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
      <section key={a.iban} aria-label={a.bankName}>
        <dl>
          <CopyRow label={t('transfer.beneficiary')} value={a.beneficiary} />
          <CopyRow label={t('transfer.bin')} value={a.bin} />
          <CopyRow label={t('transfer.iban')} value={a.iban} />
          <CopyRow label={t('transfer.bank')} value={a.bankName} />
          <CopyRow label={t('transfer.kbe')} value={a.kbe} />
          <CopyRow label={t('transfer.knp')} value={a.knp} />
          <CopyRow label={t('transfer.purpose')} value={a.purpose} />
          {toPay !== undefined && <CopyRow label={t('transfer.amount')} value={String(toPay)} />}
        </dl>
      </section>
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
