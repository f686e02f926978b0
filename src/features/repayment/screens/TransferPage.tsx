import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { amountToPay } from '@/features/repayment/amount';
import { useVoucherOutcome } from '@/features/repayment/useVoucherOutcome';
import { repayInfoQuery } from '@/features/repayment/queries';
import type { RepayInfoResponse } from '@/shared/api/payment';
import { useOpenDialog, useRouteQuery } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryView } from '@/shared/ui/QueryView';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatTenge } from '@/utils/format';
import styles from './TransferPage.module.css';

const KEYS = ['orderNo', 'amount'] as const;

/**
 * Paying by bank transfer (`/pages/transfer/transfer`): three steps. Copy the company's details
 * (repayment-copy), send the money from the borrower's bank, upload the receipt (repayment-certificate,
 * then repayment-confirm). Then where the check stands: under review, accepted (the loan is updated), or refused.
 */
export default function TransferPage() {
  const { t } = useTranslation('repayment');
  const { orderNo, amount } = useRouteQuery(KEYS);
  const info = useQuery({ ...repayInfoQuery(orderNo ?? ''), enabled: Boolean(orderNo) });
  useVoucherOutcome(info.data?.voucher);

  if (!orderNo) return <EmptyState text={t('page.nothing')} action={<Link className="link-button" to={paths.personal.loan_order}>{t('page.toMyLoans')}</Link>} />;
  return (
    <QueryView query={info} loading={<Skeleton lines={5} blocks={1} />} failed={t('page.loadFailed')}>
      {(data) => <Transfer orderNo={orderNo} data={data} amount={amount} onRefresh={() => info.refetch()} />}
    </QueryView>
  );
}

function Transfer({ orderNo, data, amount, onRefresh }: { orderNo: string; data: RepayInfoResponse; amount: string | undefined; onRefresh: () => Promise<unknown> }) {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const openDialog = useOpenDialog();
  const toPay = amountToPay(amount, data);
  const v = data.voucher;

  return (
    <PullToRefresh onRefresh={onRefresh}>
      {v?.status === 'under_review' && (
        <p className="notice" role="status">
          {t('voucher.underReview', { amount: formatTenge(v.amount, tag) })}
        </p>
      )}
      {v?.status === 'rejected' && <p className="notice">{t('voucher.rejected')}</p>}
      {data.status === 'repaid' ? (
        <section className="card form-stack">
          <h2 className="form-heading">{t('status.repaid')}</h2>
          <p>{t('page.repaidText')}</p>
          <Link className="link-button" to={paths.personal.loan_order}>
            {t('page.toMyLoans')}
          </Link>
        </section>
      ) : (
        <section className="card form-stack" aria-labelledby="transfer-title">
          <h2 id="transfer-title" className="form-heading">
            {t('transfer.title', { amount: formatTenge(toPay, tag) })}
          </h2>
          {/* Each step's content in a box of its own: a flex list item loses its number (ux review, defect 8). */}
          <ol className={styles.steps}>
            <li>
              <div className="form-stack">
                <span>{t('transfer.step1')}</span>
                <Button type="button" variant="secondary" onClick={() => openDialog(withQuery(paths.dialogs.repaymentCopy, { orderNo, amount: toPay }))}>
                  {t('transfer.copyDetails')}
                </Button>
              </div>
            </li>
            <li>{t('transfer.step2', { amount: formatTenge(toPay, tag) })}</li>
            <li>
              <div className="form-stack">
                <span>{t('transfer.step3')}</span>
                <Button
                  type="button"
                  variant="primary"
                  disabled={v?.status === 'under_review'}
                  onClick={() => openDialog(withQuery(paths.dialogs.repaymentCertificate, { orderNo, amount: toPay }))}
                >
                  {t('transfer.upload')}
                </Button>
              </div>
            </li>
          </ol>
          <p className="muted">{t('transfer.timing')}</p>
        </section>
      )}
    </PullToRefresh>
  );
}
