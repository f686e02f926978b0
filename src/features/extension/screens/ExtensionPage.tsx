import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CurrentLoan } from '@/features/extension/components/CurrentLoan';
import { ExtensionOffer } from '@/features/extension/components/ExtensionOffer';
import { parseDays, parseOrderNo, parseReturned } from '@/features/extension/params';
import { lastOrderQuery } from '@/features/extension/queries';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { trackOnce } from '@/shared/analytics/track';
import { useCardPaymentReturn } from '@/shared/payment/cardPayment';
import { isCheckingPayment, PaymentChecking, PaymentCheckNotice } from '@/shared/payment/PaymentCheck';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { paths } from '@/config/paths';

const QUERY_KEYS = ['orderNo', 'days', 'return'] as const;

/**
 * Loan extension (`/pages/extension/extension?orderNo=…&days=…`): the loan today, repaying in full and
 * extending side by side with the overpayment cap used, and paying for the extension; back from the payment
 * page (`return=1`), the server's verdict, shown as a repayment's is (src/shared/payment/cardPayment.ts).
 * Without an order number the newest order is meant.
 */
export default function ExtensionPage() {
  const { t } = useTranslation('extension');
  const query = useRouteQuery(QUERY_KEYS);
  const fromAddress = parseOrderNo(query.orderNo);
  const days = parseDays(query.days);
  const returned = parseReturned(query.return);
  const last = useQuery({ ...lastOrderQuery(), enabled: fromAddress === undefined });

  // Back from the card provider's page (`return=1`, with the order it paid): the result is the server's.
  if (fromAddress !== undefined) return <Extension key={fromAddress} orderNo={fromAddress} days={days} returned={returned} />;
  return (
    <QueryView query={last} loading={<Skeleton lines={4} blocks={1} />} failed={t('loadFailed')}>
      {({ order }) =>
        order ? (
          <Extension key={order.orderNo} orderNo={order.orderNo} days={days} returned={false} />
        ) : (
          <EmptyState
            text={t('noLoan.text')}
            action={
              <Link className="link-button" to={paths.root}>
                {t('noLoan.home')}
              </Link>
            }
          />
        )
      }
    </QueryView>
  );
}

function Extension({ orderNo, days, returned }: { orderNo: string; days: number | undefined; returned: boolean }) {
  const { outcome, checkAgain } = useCardPaymentReturn(
    'extension',
    orderNo,
    { path: paths.extension, query: { orderNo, days } },
    {
      active: returned,
      report: (o) => {
        if (o.name === 'success') trackOnce('extension_paid', o.payment.ref, { days: days ?? 0, amount: o.payment.amount });
      },
    },
  );
  if (returned && isCheckingPayment(outcome)) return <PaymentChecking />;
  return (
    <div>
      <PaymentCheckNotice outcome={outcome} onCheckAgain={checkAgain} />
      <CurrentLoan orderNo={orderNo} />
      <ExtensionOffer orderNo={orderNo} initialDays={days} />
    </div>
  );
}
