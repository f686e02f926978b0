import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '@/shared/api/order';
import { ContractItem } from '@/features/repayment/components/ContractList';
import { LoanRows } from '@/features/repayment/components/LoanRows';
import { summarizeOrder } from '@/features/repayment/loanView';
import { myOrdersQuery } from '@/features/repayment/queries';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoadMoreList } from '@/shared/ui/LoadMoreList';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { paths, withQuery } from '@/config/paths';
import { FreshnessProvider, KeptNote, PayNeedsNetwork, useFreshness, useRefreshWhileStale, useScreenFreshness } from '@/shared/offline/KeptNote';
import { TodayAmountLabel } from '@/features/repayment/components/TodayAmountLabel';
import styles from './MyLoansPage.module.css';

const VIEW_KEYS = ['view'] as const;

function LoanItem({ order, now }: { order: Order; now: number }) {
  const { t } = useTranslation('repayment');
  const { t: tl } = useTranslation('loanPage');
  const summary = summarizeOrder(order, now);
  const titleId = `loan-${order.orderNo}`;
  const { offline } = useScreenFreshness();
  const payNote = `pay-needs-network-${order.orderNo}`;
  return (
    <article className={`card ${styles.item}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className="form-heading">
          {t('list.loan', { orderNo: order.orderNo })}
        </h2>
        <span className={`${styles.badge} ${styles[summary.tone]}`}>{t(`status.${summary.label}`)}</span>
      </div>
      {summary.overdue && <p className="form-error">{t('list.overdue', { count: order.overdueDays })}</p>}
      <LoanRows rows={summary.rows} labels={{ owedToday: <TodayAmountLabel today={t('rows.owedToday')} row /> }} />
      <Link className="link-button link-button--secondary" to={withQuery(paths.loan.detail, { orderNo: order.orderNo })}>
        {tl('open')}
      </Link>
      {summary.owing && (
        <>
          <Link className="link-button" to={withQuery(paths.webview.loanRepayment, { orderNo: order.orderNo })} aria-describedby={offline ? payNote : undefined}>
            {t('pay')}
          </Link>
          <PayNeedsNetwork id={payNote} />
        </>
      )}
      {order.status === 'failed' && (
        <Link className="link-button" to={withQuery(paths.bankInfo.bankSelect, { orderNo: order.orderNo, redirect: paths.personal.loan_order })}>
          {t('list.changeCard')}
        </Link>
      )}
    </article>
  );
}

/**
 * My loans (`loan_order`): every order, newest first, ten a page, the next page loading near the
 * bottom; pull to refresh; 'No loans yet' with the way to a first loan. Each shows its status label,
 * amounts and dates, and a loan with money owed has its "pay" one tap away; every loan opens its own page.
 */
export default function MyLoansPage() {
  const { t } = useTranslation('repayment');
  const list = useInfiniteQuery(myOrdersQuery());
  const now = Date.now();
  // 'My contracts' (the Me menu) is this list seen by contract: one per loan the borrower signed.
  const contracts = useRouteQuery(VIEW_KEYS).view === 'contracts';
  // The last known first page, kept in this browser, shows at once (and offline), labelled with its time until the server answers.
  const freshness = useFreshness({ queryKey: myOrdersQuery().queryKey, dataUpdatedAt: list.dataUpdatedAt, fetchStatus: list.fetchStatus, error: list.error });
  useRefreshWhileStale(freshness, list.refetch);

  return (
    <QueryView query={list} refreshTold={freshness.stale} loading={<Skeleton lines={3} blocks={2} />} failed={t('list.loadFailed')}>
      {(data) => {
        const all = data.pages.flatMap((p) => p.list);
        // A rejected application was never signed: it has no contract.
        const orders = contracts ? all.filter((o) => o.status !== 'rejected') : all;
        return (
          <PullToRefresh onRefresh={() => list.refetch()}>
            <FreshnessProvider value={freshness}>
              {/* Offline or a refresh that failed: above the list, where the figures are read. */}
              <KeptNote freshness={freshness} place="top" onRetry={() => void list.refetch()} />
              <nav className={styles.views} aria-label={t('views.label')}>
                <Link className={contracts ? styles.view : `${styles.view} ${styles.viewOn}`} to={paths.personal.loan_order} replace aria-current={contracts ? undefined : 'page'}>
                  {t('views.loans')}
                </Link>
                <Link
                  className={contracts ? `${styles.view} ${styles.viewOn}` : styles.view}
                  to={withQuery(paths.personal.loan_order, { view: 'contracts' })}
                  replace
                  aria-current={contracts ? 'page' : undefined}
                >
                  {t('views.contracts')}
                </Link>
              </nav>
              <LoadMoreList
                aria-label={contracts ? t('views.contracts') : t('list.label')}
                items={orders}
                getKey={(o) => o.orderNo}
                renderItem={(o) => (contracts ? <ContractItem order={o} /> : <LoanItem order={o} now={now} />)}
                hasMore={list.hasNextPage && !list.isFetchNextPageError}
                loading={list.isFetchingNextPage}
                onLoadMore={() => void list.fetchNextPage()}
                empty={
                  <EmptyState
                    preset="loans"
                    action={
                      <Link className="link-button" to={paths.root}>
                        {t('list.getLoan')}
                      </Link>
                    }
                  />
                }
              />
              {list.isFetchNextPageError && (
                <ErrorState error={list.error} message={t('list.moreFailed')} onRetry={() => void list.fetchNextPage()} />
              )}
              {/* While the answer is on its way: last, so nothing moves when it ends. */}
              <KeptNote freshness={freshness} place="end" />
            </FreshnessProvider>
          </PullToRefresh>
        );
      }}
    </QueryView>
  );
}
