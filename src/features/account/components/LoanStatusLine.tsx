import { useTranslation } from 'react-i18next';
import type { UserInfoResponse } from '@/features/account/api';
import { DueHeadline } from '@/shared/loan/DueHeadline';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatTenge } from '@/utils/format';
import styles from './account.module.css';

/**
 * The current loan on the Me tab: its status, and for a loan being repaid the same headline as the Loans
 * tab (DueHeadline: «Вернуть до …: …», the server's figure for the due date).
 */
export function LoanStatusLine({ loan }: { loan: UserInfoResponse['currentLoan'] }) {
  const { t } = useTranslation('account');
  const tag = useIntlTag();
  if (!loan) return <p className={styles.status}>{t('loan.none')}</p>;
  const owes = loan.status === 'awaiting_repayment' || loan.status === 'overdue';
  const overdue = loan.status === 'overdue';
  return (
    <div className={`${styles.status} ${overdue ? styles.overdue : ''}`}>
      <span className={styles.badge}>{t(`loan.status.${loan.status}`)}</span>{' '}
      {owes ? <DueHeadline amount={loan.repayAmount} dueDate={loan.dueDate} overdue={overdue} /> : formatTenge(loan.amount, tag)}
    </div>
  );
}
