import { useTranslation } from 'react-i18next';
import type { RepayInfoResponse } from '@/shared/api/payment';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatTenge } from '@/utils/format';
import styles from './LoanRows.module.css';

/**
 * What is owed today, item by item, as the server counts it: principal, reward to date and any overdue
 * charge, less coupon discounts and what was paid already. The lines add up to the total. The law allows
 * no charge but reward and penalty, so the API's `serviceFee` (always 0) has no line. The first line is the
 * loan's amount («Сумма займа»), what the payments are then taken from; «Основной долг» is what is still owed of
 * it, as the loan's own page splits today's debt, so the two pages never give one name to two figures.
 */
export function OwedBreakdown({ info }: { info: RepayInfoResponse }) {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const money = (v: number) => formatTenge(v, tag);
  const minus = (v: number) => `−${formatTenge(v, tag)}`;
  const lines: [string, string, boolean?][] = [
    [t('owed.principal'), money(info.principal)],
    [t('owed.reward'), money(info.interest)],
  ];
  if (info.penalty > 0) lines.push([t('owed.penalty', { count: info.overdueDays }), money(info.penalty), true]);
  if (info.discount > 0) lines.push([t('owed.discount'), minus(info.discount)]);
  if (info.paid > 0) lines.push([t('owed.paid'), minus(info.paid)]);
  return (
    <dl className={styles.rows}>
      {lines.map(([label, value, alert]) => (
        <div key={label} className={alert ? `${styles.row} ${styles.alert}` : styles.row}>
          <dt className="muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('owed.total')}</dt>
        <dd>{money(info.repayAmount)}</dd>
      </div>
    </dl>
  );
}
