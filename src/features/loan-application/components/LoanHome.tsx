import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoanUserInfoResponse } from '@/features/loan-application/api';
import { ApplyForm } from '@/features/loan-application/components/ApplyForm';
import { loanHomeQuery, productQuery } from '@/features/loan-application/queries';
import { CouponNotice } from '@/shared/coupon/CouponNotice';
import { QueryView } from '@/shared/ui/QueryView';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { reportOrderStatus } from '@/shared/analytics/track';
import { formatDate } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';
import { CoolingCard, LastLoanAnnulled, NotMineHeldCard } from './home/CoolingCard';
import { LoanCard } from './home/LoanCard';
import { RefusedCard } from './home/RefusedCard';
import { PayoutCard, PayoutFailedCard, ReviewCard, SupplementCard } from './home/StateCards';
import { isLegalRefusal } from '@/shared/refusal/RefusalReason';
import { FreshnessProvider, KeptNote, useFreshness, useRefreshWhileStale } from '@/shared/offline/KeptNote';
import { NO_KEPT_COPY_ATTR } from '@/shared/offline/handover';
import styles from './home/home.module.css';

/**
 * The Loans tab for a borrower who finished onboarding: one card for their state, with its one main action
 * (spec section 4, issue 25). Ready to apply (or without a card yet): the offer, with a line about the last
 * loan once it is repaid. In review, new photos needed, refused: what was applied for, what happens next
 * and where they will be told; the status refreshes by itself (polling stops when the page is hidden and
 * when the status is final) and on pull-to-refresh. With a loan: its payout, or what to repay and when.
 * The coupon notice comes after the card, so its late arrival moves nothing the borrower is reaching for.
 */
export default function LoanHome() {
  const { t } = useTranslation('loan');
  const home = useQuery(loanHomeQuery());
  const stage = home.data?.stage;
  const wantsOffer = stage === 'can_apply' || stage === 'no_card';
  const product = useQuery({ ...productQuery(), enabled: wantsOffer });
  // Analytics: approved, rejected, paid out, as the polled status shows them (once per order).
  const seen = home.data?.order;
  useEffect(() => reportOrderStatus(seen), [seen]);
  // The last known state, kept in this browser, shows at once (and offline), labelled with its time until the server answers.
  const freshness = useFreshness({ queryKey: loanHomeQuery().queryKey, dataUpdatedAt: home.dataUpdatedAt, fetchStatus: home.fetchStatus, error: home.error });
  useRefreshWhileStale(freshness, home.refetch);

  // Nothing read yet: the failure in place of the page. A refresh that failed (a poll, a pull) keeps the page.
  return (
    <QueryView query={home} refreshTold={freshness.stale} loading={<Skeleton lines={4} blocks={1} />} failed={t('loadFailed')}>
      {(data) => (
        <PullToRefresh onRefresh={() => Promise.all([home.refetch(), wantsOffer ? product.refetch() : null])}>
          <FreshnessProvider value={freshness}>
            {/* Offline or a refresh that failed: above the card, where the figures are read. */}
            <KeptNote freshness={freshness} place="top" onRetry={() => void home.refetch()} />
            {wantsOffer ? (
              <>
                {/* The offer needs the product's limits, which this browser does not keep: no copy of this screen
                    is drawn before the app next time (src/shared/offline/keptScreen.ts), the app draws it. */}
                <span hidden {...{ [NO_KEPT_COPY_ATTR]: '' }} />
                <LastLoanRepaid data={data} />
                <LastRefusal data={data} />
                <LastLoanAnnulled data={data} />
                <QueryView query={product} loading={<Skeleton lines={6} blocks={1} />} failed={t('loadFailed')}>
                  {(p) => <ApplyForm product={p} hasCard={stage === 'can_apply'} />}
                </QueryView>
              </>
            ) : (
              <StageCard data={data} onReapply={() => void home.refetch()} />
            )}
            {/* The server's one-line coupon notice, when it has one: below the card, never above it. */}
            <CouponNotice />
            {/* While the answer is on its way (a second or two): last, so nothing moves when it ends (no layout shift). */}
            <KeptNote freshness={freshness} place="end" />
          </FreshnessProvider>
        </PullToRefresh>
      )}
    </QueryView>
  );
}

/** A borrower whose last loan is repaid gets the offer, with one line that the last loan is done. */
function LastLoanRepaid({ data }: { data: LoanUserInfoResponse }) {
  const { t } = useTranslation('home');
  const tag = useIntlTag();
  const repaidAt = data.order?.status === 'repaid' && data.order.repaidAt ? Date.parse(data.order.repaidAt) : NaN;
  if (!Number.isFinite(repaidAt)) return null;
  return <p className={`card ${styles.muted}`}>{t('repaid', { date: formatDate(kzDay(repaidAt), tag) })}</p>;
}

/**
 * A refusal the law decided has no waiting period: the borrower may apply again once its cause is gone, so the
 * server offers a loan at once, and the refusal stays above the offer until the next application says why
 * applying now would meet the same answer and what to do first.
 */
function LastRefusal({ data }: { data: LoanUserInfoResponse }) {
  const order = data.order;
  if (order?.status !== 'rejected' || !isLegalRefusal(order.refusal)) return null;
  return <RefusedCard order={order} reapplyAt={null} onReapply={() => undefined} />;
}

/** What the Loans tab shows for a borrower who is not choosing a loan: the review, new photos, a refusal, the loan. */
/** `onReapply`: read the state again (a countdown ended: the refusal's or the cooling period's). */
function StageCard({ data, onReapply }: { data: LoanUserInfoResponse; onReapply: () => void }) {
  const { stage, order } = data;
  if (stage === 'in_review') return <ReviewCard order={order} />;
  if (stage === 'supplement') return <SupplementCard order={order} />;
  if (stage === 'rejected') return <RefusedCard order={order} reapplyAt={data.reapplyAt} onReapply={onReapply} />;
  if (stage !== 'has_loan' || !order) return null;
  // Approved but waiting: the cooling period (issue 26), or a payout held on a «Я не оформлял этот заём» report.
  if (order.cooling?.state === 'waiting') return <CoolingCard order={order} onChanged={onReapply} />;
  if (order.report?.payoutHeld) return <NotMineHeldCard order={order} />;
  if (order.status === 'awaiting_payout' || order.status === 'payout_in_progress') return <PayoutCard order={order} />;
  if (order.status === 'failed') return <PayoutFailedCard order={order} />;
  return <LoanCard order={order} due={data.due ?? null} />;
}
