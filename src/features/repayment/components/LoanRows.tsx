import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/features/repayment/loanView';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate, formatTenge } from '@/utils/format';
import styles from './LoanRows.module.css';

/**
 * The figures of a loan as label/value pairs: tenge by the language's rules, dates as Kazakhstan days.
 * `labels`: a row's label in place of its usual one (today's amount known earlier says when).
 */
export function LoanRows({ rows, labels = {} }: { rows: readonly Row[]; labels?: Partial<Record<Row['key'], ReactNode>> }) {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const value = (row: Row): string => {
    if ('money' in row) return formatTenge(row.money, tag);
    if ('date' in row) return formatDate(row.date, tag);
    if (row.key === 'daysLeft') return row.days === 0 ? t('rows.dueToday') : t('days', { count: row.days });
    return t('days', { count: row.days });
  };
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={row.key === 'overdueDays' ? `${styles.row} ${styles.alert}` : styles.row}>
          <dt className="muted">{labels[row.key] ?? t(`rows.${row.key}`)}</dt>
          <dd>{value(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
