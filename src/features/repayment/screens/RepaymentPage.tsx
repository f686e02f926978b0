import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OverdueHelp } from '@/features/repayment/components/OverdueHelp';
import { OwedBreakdown } from '@/features/repayment/components/OwedBreakdown';
import { PayForm } from '@/features/repayment/components/PayForm';
import { useVoucherOutcome } from '@/features/repayment/useVoucherOutcome';
import { repayInfoQuery } from '@/features/repayment/queries';
import { lastOrderQuery } from '@/shared/api/orderQuery';
import type { RepayInfoResponse } from '@/shared/api/payment';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { useCardPaymentReturn, type PaymentPage, type SettledPayment } from '@/shared/payment/cardPayment';
import { isCheckingPayment, PaymentChecking, PaymentCheckNotice } from '@/shared/payment/PaymentCheck';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryView } from '@/shared/ui/QueryView';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import { daysUntilDue } from '@/utils/kzDate';
import styles from './RepaymentPage.module.css';
import { trackOnce } from '@/shared/analytics/track';
import { FreshnessProvider, KeptNote, useFreshness, useRefreshWhileStale } from '@/shared/offline/KeptNote';
import { TodayAmountLabel } from '@/features/repayment/components/TodayAmountLabel';

const QUERY_KEYS = ['orderNo', 'return'] as const;

/** Where the loan stands: due in N days, due today, overdue by N days, or repaid. */
function StatusCard({ info }: { info: RepayInfoResponse }) {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const overdue = info.status === 'overdue';
  const left = info.dueDate ? daysUntilDue(info.dueDate, Date.now()) : null;
  return (
    <section className={overdue ? `card ${styles.status} ${styles.overdue}` : `card ${styles.status}`} aria-labelledby="repay-status">
      <h2 id="repay-status" className="form-heading">
        {overdue ? t('status.overdue') : t('status.awaiting_repayment')}
      </h2>
      <p className={styles.big}>{formatTenge(info.repayAmount, tag)}</p>
      <p className="muted">
        <TodayAmountLabel today={t('page.owedToday')} />
      </p>
      {info.dueDate && (
        <p>
          {t('page.dueDate', { date: formatDate(info.dueDate, tag) })}
          {!overdue && left !== null && <> · {left <= 0 ? t('rows.dueToday') : t('page.daysLeft', { count: left })}</>}
        </p>
      )}
      {overdue && (
        <p className="form-error">
          {t('page.overdueText', { count: info.overdueDays, penalty: formatTenge(info.penalty, tag) })}
        </p>
      )}
      {overdue && <OverdueHelp />}
    </section>
  );
}

/** A certificate the company is checking, or refused; and a card payment the provider has not reported yet. */
function PendingNotices({ info, onCheck }: { info: RepayInfoResponse; onCheck: () => void }) {
  const { t } = useTranslation('repayment');
  const { t: tp } = useTranslation('payment');
  const tag = useIntlTag();
  const v = info.voucher;
  return (
    <>
      {v?.status === 'under_review' && (
        <p className="notice" role="status" data-unkept="">
          {t('voucher.underReview', { amount: formatTenge(v.amount, tag) })}
        </p>
      )}
      {v?.status === 'rejected' && (
        <p className="notice" data-unkept="">
          {t('voucher.rejected')}
        </p>
      )}
      {/* The voucher and the last card payment are not kept in this browser (src/shared/offline/strip.ts), nor in the screen's copy. */}
      {info.lastPayment?.status === 'pending' && (
        <div className="notice" data-unkept="">
          <p>{t('result.pendingEarlier', { amount: formatTenge(info.lastPayment.amount, tag) })}</p>
          <button type="button" className="link-inline" onClick={onCheck}>
            {tp('checkAgain')}
          </button>
        </div>
      )}
    </>
  );
}

/** Reported once per card payment the server settled (docs/analytics.md). */
function reportCardPayment(outcome: SettledPayment) {
  const { ref, amount } = outcome.payment;
  if (outcome.name === 'success') trackOnce('repayment_succeeded', ref, { method: 'card', amount });
  else trackOnce('repayment_failed', ref, { method: 'card', amount, reason: outcome.name });
}

/**
 * Repayment (`loanRepayment`, our own page): what is owed today, itemised, and the ways to pay it. Reached
 * in one tap from the Loans tab and from My loans. Without an order number, the newest order is meant.
 */
export default function RepaymentPage() {
  const { t } = useTranslation('repayment');
  const query = useRouteQuery(QUERY_KEYS);
  const last = useQuery({ ...lastOrderQuery(), enabled: !query.orderNo });

  // Back from the card provider's page (`return=1`, with the order it paid): the result is the server's.
  if (query.orderNo) return <Repayment key={query.orderNo} orderNo={query.orderNo} returned={query.return === '1'} />;
  return (
    <QueryView query={last} loading={<Skeleton lines={4} blocks={1} />} failed={t('page.loadFailed')}>
      {({ order }) =>
        order ? (
          <Repayment key={order.orderNo} orderNo={order.orderNo} returned={false} />
        ) : (
          <EmptyState text={t('page.nothing')} action={<Link className="link-button" to={paths.root}>{t('page.toLoans')}</Link>} />
        )
      }
    </QueryView>
  );
}

function Repayment({ orderNo, returned }: { orderNo: string; returned: boolean }) {
  const { t } = useTranslation('repayment');
  const info = useQuery(repayInfoQuery(orderNo));
  useVoucherOutcome(info.data?.voucher);
  const page: PaymentPage = { path: paths.webview.loanRepayment, query: { orderNo } };
  const { outcome, checkAgain } = useCardPaymentReturn('repay', orderNo, page, { active: returned, report: reportCardPayment });
  // The last known figures, kept in this browser, show at once (and offline), labelled with their time until the server answers.
  const freshness = useFreshness({ queryKey: repayInfoQuery(orderNo).queryKey, dataUpdatedAt: info.dataUpdatedAt, fetchStatus: info.fetchStatus, error: info.error });
  useRefreshWhileStale(freshness, info.refetch);

  if (returned && isCheckingPayment(outcome)) return <PaymentChecking />;
  // A refresh that fails keeps the page (and the amount typed) with a line saying so.
  return (
    <QueryView query={info} refreshTold={freshness.stale} loading={<Skeleton lines={6} blocks={2} />} failed={t('page.loadFailed')}>
      {(data) => (
        <FreshnessProvider value={freshness}>
          {/* Offline or a refresh that failed: above the figures. */}
          <KeptNote freshness={freshness} place="top" onRetry={() => void info.refetch()} />
          <Owed data={data} page={page} onRefresh={() => info.refetch()}>
            <PaymentCheckNotice outcome={outcome} onCheckAgain={checkAgain} />
          </Owed>
          {/* While the answer is on its way: last, so nothing moves when it ends. */}
          <KeptNote freshness={freshness} place="end" />
        </FreshnessProvider>
      )}
    </QueryView>
  );
}

/** What is owed and the ways to pay it; or that the loan is repaid, or owes nothing. `children`: notices about a payment. */
function Owed({ data, page, onRefresh, children }: { data: RepayInfoResponse; page: PaymentPage; onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('repayment');
  const { orderNo } = data;

  if (data.status === 'repaid') {
    return (
      <section className="card form-stack" aria-labelledby="repaid-title">
        <h2 id="repaid-title" className="form-heading">
          {t('status.repaid')}
        </h2>
        <p>{t('page.repaidText')}</p>
        <Link className="link-button" to={paths.personal.loan_order}>
          {t('page.toMyLoans')}
        </Link>
        <Link className="link-button link-button--secondary" to={paths.root}>
          {t('page.toLoans')}
        </Link>
      </section>
    );
  }
  if (data.status !== 'awaiting_repayment' && data.status !== 'overdue') {
    return (
      <section className="card form-stack">
        <p>{t('page.notOwing')}</p>
        <Link className="link-button" to={paths.personal.loan_order}>
          {t('page.toMyLoans')}
        </Link>
      </section>
    );
  }

  return (
    <PullToRefresh onRefresh={onRefresh}>
      {children}
      <StatusCard info={data} />
      <PendingNotices info={data} onCheck={() => void onRefresh()} />
      <PayForm info={data} page={page} />
      {/* What the sum is made of, below the way to pay it: the total is in the card above, and the pay button
          stays on a phone's first screen. */}
      <section className="card form-stack" aria-labelledby="owed-title">
        <h2 id="owed-title" className="form-heading">
          {t('owed.title')}
        </h2>
        <OwedBreakdown info={data} />
        <p className="muted">{t('owed.earlyNote')}</p>
      </section>
      <section className="card form-stack" aria-labelledby="extend-title">
        <h2 id="extend-title" className="form-heading">
          {t('page.extendTitle')}
        </h2>
        <p className="muted">{t('page.extendText')}</p>
        <Link className="link-button link-button--secondary" to={withQuery(paths.extension, { orderNo })}>
          {t('page.extend')}
        </Link>
      </section>
    </PullToRefresh>
  );
}
