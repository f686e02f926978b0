import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderDetailResponse } from '@/features/repayment/api';
import {
  CompanySection,
  DocumentsSection,
  OverdueSection,
  PaymentsSection,
  QuoteSection,
  StandingSection,
  SummarySection,
  TimelineSection,
  TodaySection,
  WaysSection,
} from '@/features/repayment/components/LoanSections';
import { orderDetailQuery, repayQuoteQuery } from '@/features/repayment/queries';
import { isApiError } from '@/lib/api-error';
import { LOAN_ERROR } from '@/shared/api/order';
import { HardshipSection } from '@/shared/loan/Hardship';
import { AddToCalendar } from '@/shared/calendar/AddToCalendar';
import { CoolingPanel } from '@/shared/loan/CoolingPanel';
import { NotMineReport, reportable } from '@/shared/loan/NotMineReport';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatTenge } from '@/utils/format';

const QUERY_KEYS = ['orderNo'] as const;

function ToMyLoans() {
  const { t } = useTranslation('loanPage');
  return (
    <Link className="link-button" to={paths.personal.loan_order}>
      {t('toMyLoans')}
    </Link>
  );
}

/**
 * The loan's own page (`/pages/loan/detail?orderNo=`, ours: docs/decisions.md "The loan's own page"), for any
 * order of the borrower's, opened from My loans and from the Loans tab: what Kazakhstan's rules ask the
 * cabinet to show (law.md section 1 rows 3, 6, 7). Every figure and text is the server's (`orderDetail`,
 * `repayQuote`, `debtCertificate`, `companyInfo`); the page formats, it computes no money.
 */
export default function LoanPage() {
  const { t } = useTranslation('loanPage');
  const { orderNo } = useRouteQuery(QUERY_KEYS);
  if (!orderNo) return <EmptyState text={t('missing')} action={<ToMyLoans />} />;
  return <Loan key={orderNo} orderNo={orderNo} />;
}

function Loan({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('loanPage');
  const detail = useQuery(orderDetailQuery(orderNo));
  // An order that is not the borrower's is not a failure to retry: there is nothing to show.
  if (detail.data === undefined && isApiError(detail.error) && detail.error.code === LOAN_ERROR.orderNotFound) {
    return <EmptyState text={t('notFound')} action={<ToMyLoans />} />;
  }
  return (
    <QueryView query={detail} loading={<Skeleton lines={6} blocks={3} />} failed={t('loadFailed')}>
      {(data) => (
        <PullToRefresh onRefresh={() => detail.refetch()}>
          <LoanDetail data={data} onChanged={() => void detail.refetch()} />
        </PullToRefresh>
      )}
    </QueryView>
  );
}

function LoanDetail({ data, onChanged }: { data: OrderDetailResponse; onChanged: () => void }) {
  const { t } = useTranslation('loanPage');
  const { t: tc } = useTranslation('cooling');
  const tag = useIntlTag();
  const queryClient = useQueryClient();
  const { order } = data;
  // A running loan whose due date is still ahead: the amount owed on it is the server's quote for that day.
  const due = order.status === 'awaiting_repayment' ? data.quoteRange?.to : undefined;
  const owing = data.today !== null;
  // Approved but waiting on the borrower (cooling period) or on the company (payout held): said here, not as "soon paid out".
  const cooling = order.cooling?.state === 'waiting';
  const held = order.report?.payoutHeld === true;
  return (
    <>
      <SummarySection data={data} />
      {cooling && (
        <section className="card form-stack" aria-labelledby="cooling-title">
          <h2 id="cooling-title" className="form-heading">
            {tc('card.title')}
          </h2>
          <CoolingPanel order={order} onChanged={onChanged} />
        </section>
      )}
      {/* One obvious way to pay, with today's amount in it. */}
      {data.today && (
        <Link className="link-button" to={withQuery(paths.webview.loanRepayment, { orderNo: order.orderNo })}>
          {t('pay', { amount: formatTenge(data.today.total, tag) })}
        </Link>
      )}
      {due && (
        <AddToCalendar
          orderNo={order.orderNo}
          dueDate={due}
          amountOnDueDate={async () => (await queryClient.fetchQuery(repayQuoteQuery(order.orderNo, due))).total}
        />
      )}
      {data.overdue && <OverdueSection overdue={data.overdue} />}
      {/* «Не могу платить»: the application and its answer, and the way to apply while the server allows it. */}
      {owing && <HardshipSection orderNo={order.orderNo} />}
      {data.today && <TodaySection today={data.today} />}
      {data.quoteRange && <QuoteSection orderNo={order.orderNo} range={data.quoteRange} />}
      {!cooling && !held && <StandingSection data={data} />}
      <TimelineSection timeline={data.timeline} />
      <PaymentsSection payments={data.payments} />
      <DocumentsSection data={data} />
      {reportable(order) && (
        <section className="card form-stack" aria-labelledby="not-mine-title">
          <h2 id="not-mine-title" className="form-heading">
            {held ? tc('notMine.heldTitle') : tc('notMine.title')}
          </h2>
          <NotMineReport order={order} />
        </section>
      )}
      {owing && <WaysSection />}
      <CompanySection />
    </>
  );
}
