import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lastOrderQuery } from '@/features/loan-application/queries';
import type { Order } from '@/shared/api/order';
import { useBack, usePageLocation } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';

/**
 * `readyLoan-detail` (the approved loan: amount, term, what to repay and when) and
 * `readyLoan-detailWithdrawal` (the withdrawal: what goes to which card, and where it stands). Both read
 * the newest order from the server; opened without one, they say so.
 */
export default function ReadyLoanDialog() {
  const { t } = useTranslation('loan');
  const tag = useIntlTag();
  const back = useBack();
  const withdrawal = usePageLocation().pathname === paths.dialogs.readyLoanDetailWithdrawal;
  const last = useQuery(lastOrderQuery());
  const money = (v: number) => formatTenge(v, tag);
  const rows = (order: Order): [string, string][] =>
    withdrawal
      ? [
          [t('detail.toCard'), money(order.receiveAmount)],
          ...(order.card ? [[t('detail.card'), `${order.card.bankName}, •••• ${order.card.last4}`] as [string, string]] : []),
          [t('detail.status'), t(`detail.statuses.${order.status}`)],
        ]
      : [
          [t('detail.amount'), money(order.amount)],
          [t('apply.termRow'), t('apply.days', { count: order.days })],
          [t('detail.reward'), money(order.interest)],
          [t('apply.repay'), money(order.repayAmount)],
          ...(order.dueDate ? [[t('apply.dueDate'), formatDate(order.dueDate, tag)] as [string, string]] : []),
        ];
  return (
    <Dialog
      open
      onClose={back}
      title={t(withdrawal ? 'title.dialogs.readyLoan-detailWithdrawal' : 'title.dialogs.readyLoan-detail', { ns: 'pages' })}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('close', { ns: 'common' })}
        </Button>
      }
    >
      {/* A failed read is not "no loan": it says so, with a retry. */}
      <QueryView query={last} loading={<Skeleton lines={3} />} failed={t('loadFailed')}>
        {({ order }) =>
          order ? (
            <dl className="form-stack">
              {rows(order).map(([label, value]) => (
                <div key={label}>
                  <dt className="muted">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{t('detail.none')}</p>
          )
        }
      </QueryView>
    </Dialog>
  );
}
