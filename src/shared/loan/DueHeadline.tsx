import { useTranslation } from 'react-i18next';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate, formatTenge } from '@/utils/format';
import styles from './DueHeadline.module.css';

export interface DueHeadlineProps {
  /**
   * The server's "owed on the due date if nothing more is paid" (the Loans tab's `due.dueAmount`, the Me
   * tab's `currentLoan.repayAmount`): what is owed now once the loan is overdue.
   */
  amount: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  overdue: boolean;
}

/**
 * The one headline of a loan being repaid, the same on the Loans tab and the Me tab: «Вернуть до 10 декабря
 * 2026 г.: 30 630 ₸», large; once late, «Просроченная задолженность: …» in the danger colour.
 */
export function DueHeadline({ amount, dueDate, overdue }: DueHeadlineProps) {
  const { t } = useTranslation('home');
  const tag = useIntlTag();
  return (
    <p className={overdue ? `${styles.headline} ${styles.overdue}` : styles.headline}>
      <span className={styles.label}>{overdue ? t('due.overdueLabel') : t('due.label', { date: formatDate(dueDate, tag) })}</span>{' '}
      <strong className={styles.figure}>{formatTenge(amount, tag)}</strong>
    </p>
  );
}
