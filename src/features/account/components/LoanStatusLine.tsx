import { useTranslation } from 'react-i18next';
import type { UserInfoResponse } from '@/features/account/api';
import { formatDate, formatTenge } from '@/utils/format';
import styles from './account.module.css';

/** Short status of the current loan for the Me tab. */
export function LoanStatusLine({ loan }: { loan: UserInfoResponse['currentLoan'] }) {
  const { t, i18n } = useTranslation('account');
  if (!loan) return <p className={styles.status}>{t('loan.none')}</p>;
  const owes = loan.status === 'awaiting_repayment' || loan.status === 'overdue';
  return (
    <p className={`${styles.status} ${loan.status === 'overdue' ? styles.overdue : ''}`}>
      <span className={styles.badge}>{t(`loan.status.${loan.status}`)}</span>{' '}
      {owes
        ? t('loan.repayBy', { amount: formatTenge(loan.repayAmount, i18n.language), date: formatDate(loan.dueDate, i18n.language) })
        : formatTenge(loan.amount, i18n.language)}
    </p>
  );
}
