import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { repayInfoQuery } from '@/features/extension/queries';
import type { RepayInfoResponse } from '@/shared/api/payment';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate, formatTenge } from '@/utils/format';
import styles from './extension.module.css';

/** The loan as it stands today (repayInfo): its due date and what is owed now. Nothing when nothing is owed. */
export function CurrentLoan({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('extension');
  const repay = useQuery(repayInfoQuery(orderNo));

  return (
    <QueryView query={repay} loading={<Skeleton lines={2} blocks={1} />} failed={t('loadFailed')}>
      {(data) => <Loan data={data} />}
    </QueryView>
  );
}

function Loan({ data: { dueDate, repayAmount, overdueDays } }: { data: RepayInfoResponse }) {
  const { t } = useTranslation('extension');
  const tag = useIntlTag();
  if (repayAmount <= 0) return null;
  return (
    <section className="card form-stack" aria-labelledby="extension-current">
      <h2 id="extension-current" className="form-heading">
        {t('current.title')}
      </h2>
      <dl className={styles.figures}>
        {dueDate && (
          <div>
            <dt>{t('current.dueDate')}</dt>
            <dd>{formatDate(dueDate, tag)}</dd>
          </div>
        )}
        <div>
          <dt>{t('current.owed')}</dt>
          <dd className={styles.strong}>{formatTenge(repayAmount, tag)}</dd>
        </div>
        {overdueDays > 0 && (
          <div>
            <dt>{t('current.overdueDays')}</dt>
            <dd>{t('days', { count: overdueDays })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
