import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '@/shared/api/order';
import type { LoanUserInfoResponse } from '@/features/loan-application/api';
import { ApplyForm } from '@/features/loan-application/components/ApplyForm';
import { loanHomeQuery, productQuery } from '@/features/loan-application/queries';
import { useOpenDialog } from '@/shared/navigation/navigation';
import { CouponNotice } from '@/shared/coupon/CouponNotice';
import { Button } from '@/shared/ui/Button';
import { Countdown } from '@/shared/ui/Countdown';
import { QueryView } from '@/shared/ui/QueryView';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { reportOrderStatus } from '@/shared/analytics/track';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';

/** The card the money goes to, masked. */
function CardLine({ order }: { order: Order }) {
  const { t } = useTranslation('loan');
  if (!order.card) return null;
  return <p className="muted">{t('order.card', { bank: order.card.bankName, last4: order.card.last4 })}</p>;
}

/** The loan's own page (its story, payments, documents): for every state of the order. */
function LoanPageLink({ order }: { order: Order }) {
  const { t } = useTranslation('loanPage');
  return (
    <Link className="link-button link-button--secondary" to={withQuery(paths.loan.detail, { orderNo: order.orderNo })}>
      {t('open')}
    </Link>
  );
}

/** The newest order once the company has decided: payout on its way, failed, or a loan to repay. */
function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('loan');
  const openDialog = useOpenDialog();
  const tag = useIntlTag();
  const money = (v: number) => formatTenge(v, tag);
  const status = order.status;
  if (status === 'awaiting_payout' || status === 'payout_in_progress') {
    return (
      <section className="card form-stack" aria-labelledby="order-title">
        <h2 id="order-title" className="form-heading">
          {t(`order.${status}`)}
        </h2>
        <p>{t('order.payoutText', { amount: money(order.receiveAmount) })}</p>
        <CardLine order={order} />
        <Button
          type="button"
          variant="secondary"
          onClick={() => openDialog(status === 'awaiting_payout' ? paths.dialogs.readyLoanDetail : paths.dialogs.readyLoanDetailWithdrawal)}
        >
          {t('order.details')}
        </Button>
        <LoanPageLink order={order} />
      </section>
    );
  }
  if (status === 'failed') {
    return (
      <section className="card form-stack notice" aria-labelledby="order-title">
        <h2 id="order-title" className="form-heading">
          {t('order.failed')}
        </h2>
        <p>{t('order.failedText')}</p>
        <CardLine order={order} />
        <Link className="link-button" to={withQuery(paths.bankInfo.bankSelect, { orderNo: order.orderNo, redirect: paths.root })}>
          {t('order.changeCard')}
        </Link>
        <LoanPageLink order={order} />
      </section>
    );
  }
  // Awaiting repayment or overdue: what is owed, by when, and one tap to pay.
  return (
    <section className="card form-stack" aria-labelledby="order-title">
      <h2 id="order-title" className="form-heading">
        {t(status === 'overdue' ? 'order.overdue' : 'order.active')}
      </h2>
      <dl className="form-stack">
        <div>
          <dt className="muted">{t('order.repay')}</dt>
          <dd>{money(order.repayAmount)}</dd>
        </div>
        {order.dueDate && (
          <div>
            <dt className="muted">{t('order.dueDate')}</dt>
            <dd>{formatDate(order.dueDate, tag)}</dd>
          </div>
        )}
        {order.overdueDays > 0 && (
          <div>
            <dt className="muted">{t('order.overdueDays')}</dt>
            <dd>{t('order.days', { count: order.overdueDays })}</dd>
          </div>
        )}
      </dl>
      <Link className="link-button" to={withQuery(paths.webview.loanRepayment, { orderNo: order.orderNo })}>
        {t('order.pay')}
      </Link>
      <Link className="link-button link-button--secondary" to={withQuery(paths.extension, { orderNo: order.orderNo })}>
        {t('order.extend')}
      </Link>
      <LoanPageLink order={order} />
    </section>
  );
}

/**
 * The Loans tab for a borrower who finished onboarding: what fits their state (spec section 4). Ready
 * to apply (or without a card yet): the offer. In review: the copy that employees speed it up; the
 * status refreshes by itself (polling stops when the page is hidden and when the status is final) and
 * on pull-to-refresh. Rejected: a live countdown to the day they may apply again. Asked for new photos:
 * the way there. With a loan: its payout, or what to repay and when.
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

  // Nothing read yet: the failure in place of the page. A refresh that failed (a poll, a pull) keeps the page.
  return (
    <QueryView query={home} loading={<Skeleton lines={4} blocks={1} />} failed={t('loadFailed')}>
      {(data) => (
        <PullToRefresh onRefresh={() => Promise.all([home.refetch(), wantsOffer ? product.refetch() : null])}>
          {/* The server's one-line coupon notice, when it has one. */}
          <CouponNotice />
          {wantsOffer ? (
            <QueryView query={product} loading={<Skeleton lines={6} blocks={1} />} failed={t('loadFailed')}>
              {(p) => <ApplyForm product={p} hasCard={stage === 'can_apply'} />}
            </QueryView>
          ) : (
            <StageCard data={data} onReapply={() => void home.refetch()} />
          )}
        </PullToRefresh>
      )}
    </QueryView>
  );
}

/** What the Loans tab shows for a borrower who is not choosing a loan: the review, new photos, a refusal, the loan. */
function StageCard({ data, onReapply }: { data: LoanUserInfoResponse; onReapply: () => void }) {
  const { t } = useTranslation('loan');
  const { stage, order } = data;
  if (stage === 'in_review') {
    return (
      <section className="card form-stack" aria-labelledby="review-title">
        <h2 id="review-title" className="form-heading">
          {t('review.title')}
        </h2>
        <p>{t('review.text')}</p>
        {order && <CardLine order={order} />}
      </section>
    );
  }
  if (stage === 'supplement') {
    return (
      <section className="card notice form-stack" aria-labelledby="order-supplement">
        <h2 id="order-supplement" className="form-heading">
          {t('supplement.title')}
        </h2>
        <p>{t('supplement.text')}</p>
        <Link className="link-button" to={withQuery(paths.info.photoCard, { supplement: 1 })}>
          {t('supplement.action')}
        </Link>
      </section>
    );
  }
  if (stage === 'rejected') {
    const until = data.reapplyAt ? Date.parse(data.reapplyAt) : NaN;
    return (
      <section className="card form-stack" aria-labelledby="rejected-title">
        <h2 id="rejected-title" className="form-heading">
          {t('rejected.title')}
        </h2>
        <p>{t('rejected.text')}</p>
        {Number.isFinite(until) && (
          <p>
            {t('rejected.again')} <Countdown until={until} onDone={onReapply} />
          </p>
        )}
      </section>
    );
  }
  return stage === 'has_loan' && order ? <OrderCard order={order} /> : null;
}
