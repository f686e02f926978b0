import { Suspense, useDeferredValue, useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
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
import { ErrorState } from '@/shared/ui/ErrorState';
import type { ProductInfoResponse } from '@/shared/api/product';
import { PayoutCard, PayoutFailedCard, ReviewCard, SupplementCard } from './home/StateCards';
import { homeCardOf, needsDecidedCard } from './home/decidedStage';
import { deferredBlock } from '@/lib/deferred';
import { FreshnessProvider, KeptNote, useFreshness, useRefreshWhileStale, type Freshness } from '@/shared/offline/KeptNote';
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

  // The answer as drawn. One whose card is still on its way (the decided cards' code and texts: on a first visit on
  // this device, or when a poll brings the decision) leaves on screen what is there (the skeleton, the review card)
  // until the card can draw, then draws at once: React commits no fallback for a deferred render that waits, so it
  // does not hold the card back afterwards either (a fallback shown makes React reveal what follows it no sooner than
  // 300 ms later, which cost a first visit 0.3–0.5 s). No half a tab meanwhile: its kept note would hand the kept
  // copy of the screen over to it. At the first render, an answer that can draw now (a tab switch, a kept answer
  // whose card is here) draws at once; any other waits behind the skeleton the same way.
  const answer = home.data ?? null;
  const drawableNow = answer !== null && (!needsDecidedCard(answer) || decided.isReady());
  const shown = useDeferredValue(answer, drawableNow ? answer : null) ?? undefined;
  // A kept answer whose refresh failed is an answer: the skeleton, not the failure, until it draws.
  const read = { data: shown, isError: home.isError && home.data === undefined, isRefetchError: home.isRefetchError, isFetching: home.isFetching, error: home.error, refetch: home.refetch };

  // Nothing read yet: the failure in place of the page. A refresh that failed (a poll, a pull) keeps the page.
  return (
    // Around the skeleton as well: a deferred render that waits inside a boundary already on screen keeps what is
    // there; one inside a boundary it would mount shows the fallback. Only a render that is not deferred (a language
    // switch before the cards' code is here) shows this fallback.
    <Suspense fallback={<Skeleton lines={4} blocks={1} />}>
      <QueryView query={read} refreshTold={freshness.stale} loading={<Skeleton lines={4} blocks={1} />} failed={t('loadFailed')}>
        {(data) => <HomeCards data={data} product={product} freshness={freshness} refetch={() => home.refetch()} />}
      </QueryView>
    </Suspense>
  );
}

/**
 * The refused, cooling-period and loan cards (./decided/): a chunk of their own with their texts, which a new
 * borrower on the way to a first loan never loads (docs/decisions.md, "The decided cards load with their texts").
 * A returning borrower's start asks for them with the tab's own code (scripts/start-modules.mjs).
 */
const decided = deferredBlock(() => import('./decided').then((m) => m.DecidedCard), { texts: ['decided'], failed: DecidedCardFailed });
const DecidedCard = decided.Block;

/** The decided cards' code could not be loaded (offline with no copy, a deploy renamed it): a fresh page asks again. */
function DecidedCardFailed() {
  const { t } = useTranslation('loan');
  return (
    <section className="card">
      <ErrorState message={t('loadFailed')} onRetry={() => window.location.reload()} />
    </section>
  );
}

interface HomeCardsProps {
  data: LoanUserInfoResponse;
  product: UseQueryResult<ProductInfoResponse>;
  freshness: Freshness;
  refetch: () => Promise<unknown>;
}

function HomeCards({ data, product, freshness, refetch }: HomeCardsProps) {
  const { t } = useTranslation('loan');
  const { stage } = data;
  const wantsOffer = stage === 'can_apply' || stage === 'no_card';
  return (
    <PullToRefresh onRefresh={() => Promise.all([refetch(), wantsOffer ? product.refetch() : null])}>
      <FreshnessProvider value={freshness}>
        {/* Offline or a refresh that failed: above the card, where the figures are read. */}
        <KeptNote freshness={freshness} place="top" onRetry={() => void refetch()} />
        {wantsOffer ? (
          <>
            {/* The offer needs the product's limits, which this browser does not keep: no copy of this screen
                is drawn before the app next time (src/shared/offline/keptScreen.ts), the app draws it. */}
            <span hidden {...{ [NO_KEPT_COPY_ATTR]: '' }} />
            <LastLoanRepaid data={data} />
            {/* The last refusal the law decided, or the last loan refused in its cooling period. */}
            {needsDecidedCard(data) && <DecidedCard data={data} onReapply={() => undefined} />}
            <QueryView query={product} loading={<Skeleton lines={6} blocks={1} />} failed={t('loadFailed')}>
              {(p) => <ApplyForm product={p} hasCard={stage === 'can_apply'} />}
            </QueryView>
          </>
        ) : needsDecidedCard(data) ? (
          <DecidedCard data={data} onReapply={() => void refetch()} />
        ) : (
          <StageCard data={data} />
        )}
        {/* The server's one-line coupon notice, when it has one: below the card, never above it. */}
        <CouponNotice />
        {/* While the answer is on its way (a second or two): last, so nothing moves when it ends (no layout shift). */}
        <KeptNote freshness={freshness} place="end" />
      </FreshnessProvider>
    </PullToRefresh>
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

/** The Loans tab's other states, in the tab's own code: the review, new photos, the payout on its way or failed. */
function StageCard({ data }: { data: LoanUserInfoResponse }) {
  const { order } = data;
  switch (homeCardOf(data)) {
    case 'review':
      return <ReviewCard order={order} />;
    case 'supplement':
      return <SupplementCard order={order} />;
    case 'payout':
      return order && <PayoutCard order={order} />;
    case 'payoutFailed':
      return order && <PayoutFailedCard order={order} />;
    default:
      return null;
  }
}
