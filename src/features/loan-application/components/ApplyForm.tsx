import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ProductInfoResponse } from '@/features/loan-application/api';
import { dailyRatePercentFor, kzDay, previewCost, snapAmount, snapTerm } from '@/features/loan-application/offer';
import { contractState } from '@/features/loan-application/contractPage';
import {
  APPLICATION_MESSAGES,
  applyCouponsQuery,
  contractQuery,
  costQuery,
  indexCouponQuery,
  useSubmitOrder,
} from '@/features/loan-application/queries';
import { Select } from '@/shared/ui/Select';
import { errorText } from '@/shared/errorText';
import { serverText } from '@/shared/serverText';
import { isApiError } from '@/lib/api-error';
import { LOAN_ERROR } from '@/shared/api/order';
import { invalidateChange } from '@/shared/api/query';
import { CreditBureauCheck } from '@/features/loan-application/components/CreditBureauCheck';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { returnUrlFor, useOpenDialog } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { showToast } from '@/shared/ui/toastStore';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatPercent, formatTenge } from '@/utils/format';
import type { CostFigures } from '@/shared/api/cost';
import { CostCard } from '@/shared/cost/CostCard';
import { Skeleton } from '@/shared/ui/Skeleton';
import { track } from '@/shared/analytics/track';
import styles from './ApplyForm.module.css';

interface ApplyValues {
  amount: number;
  days: number;
  /** '' for none; undefined until the borrower chooses (the home page's coupon is then offered). */
  couponId?: string;
}

const NO_COUPON = '';
/** The result parameter a vendor page appends to the address it returns to. */
const VENDOR_RESULT = 'sandboxResult';

export const APPLY_FORM = 'loan-apply';
const DRAFT_FIELDS = ['amount', 'days', 'couponId'] as const;

/**
 * The value after the thumb has rested for `ms` (the server is asked for that one, not every step).
 * Compared by content: a new object with the same numbers neither restarts the wait nor renders again.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState({ key, value });
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    if (key === settled.key) return;
    const id = setTimeout(() => setSettled({ key, value: latest.current }), ms);
    return () => clearTimeout(id);
  }, [key, settled.key, ms]);
  return settled.value;
}

/**
 * Analytics: `amount_chosen` each time the borrower rests on another amount or term (when the server's
 * quote is asked for); not for what the form opened with.
 */
function useAmountChosen(amount: number, days: number) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const key = `${amount}:${days}`;
    if (reported.current !== null && reported.current !== key) track('amount_chosen', { amount, days });
    reported.current = key;
  }, [amount, days]);
}

/**
 * The contract page sends the borrower back here with the vendor's result in the address (`?sandboxResult=`
 * in the sandbox). The app asks the server whether the contract was read, so the parameter is dropped at
 * once: a reload or a shared link must not carry it.
 */
function useDropVendorResult() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (!query.has(VENDOR_RESULT)) return;
    query.delete(VENDOR_RESULT);
    const search = query.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: location.state });
  }, [location, navigate]);
}

/**
 * Amount and term, with one thumb or a keyboard (and the borrower's limit when it is below the product's
 * highest), then what decides and the action within a phone's first screen: the total to repay, its date and
 * the late-payment line, the contract and the button. Below the button the cost card: the six figures the
 * borrower must see before taking the loan, the penalty rule, early repayment, the most the loan can cost, the
 * schedule and the order a payment is applied in (shown again above the contract). Limits, steps and prices
 * come from the server: the figures follow the thumb with the server's formulas and its last answer's rules,
 * and are replaced by the server's answer for the amount as soon as it arrives; the button waits for that
 * answer. The choice and the application's Idempotency-Key live in a draft, so a double tap, a retry after a
 * lost answer or a reload create one order.
 */
export function ApplyForm({ product, hasCard }: { product: ProductInfoResponse; hasCard: boolean }) {
  const { t } = useTranslation('loan');
  const { t: o } = useTranslation('offer');
  const tag = useIntlTag();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openDialog = useOpenDialog();
  const amountId = useId();
  useDropVendorResult();
  const form = useForm<ApplyValues>({ defaultValues: { amount: product.defaultAmount, days: product.defaultDays } });
  const draft = useFormDraft(APPLY_FORM, form, { fields: DRAFT_FIELDS });
  // watch, not useWatch: the draft is restored (reset) before useWatch would subscribe, and it would keep the
  // default (after a reload or signing in again the slider showed, and the order sent, the default amount).
  const watched = form.watch();
  const amount = snapAmount(Number(watched.amount), product);
  const days = snapTerm(Number(watched.days), product.terms, product.defaultDays);

  // Coupons the server lets this loan use; the chosen one must be among them (the amount may have changed).
  const settledTerms = useDebounced({ amount, days }, 250);
  useAmountChosen(settledTerms.amount, settledTerms.days);
  const coupons = useQuery({ ...applyCouponsQuery(settledTerms.amount, settledTerms.days), enabled: hasCard, placeholderData: keepPreviousData });
  const offered = useQuery({ ...indexCouponQuery(), enabled: hasCard });
  const usable = coupons.data?.list ?? [];
  const wanted = watched.couponId ?? offered.data?.coupon?.id ?? NO_COUPON;
  const couponId = usable.some((c) => c.id === wanted) ? wanted : undefined;

  const settled = useDebounced({ amount, days, couponId }, 250);
  const quote = useQuery({ ...costQuery(settled.amount, settled.days, settled.couponId), placeholderData: keepPreviousData });
  const exact =
    quote.data && quote.data.amount === amount && quote.data.days === days && settled.couponId === couponId ? quote.data : null;
  // Under the thumb: the last answer's rules with the server's formulas for this amount (no answer yet: nothing to preview).
  const figures = exact ?? (quote.data ? previewCost(quote.data, amount, days, dailyRatePercentFor(amount, product), kzDay(Date.now())) : null);
  // The previous answer stays while another amount's is asked for: the borrower read the same contract text.
  const contract = useQuery({ ...contractQuery(settledTerms.amount, settledTerms.days, returnUrlFor(paths.root)), placeholderData: keepPreviousData });
  const read = contract.data?.read === true;

  // One key per choice: a retry after a lost answer sends the same key, but once the borrower has moved the
  // amount, the term or the coupon it is another order, never the first one replayed at the old amount. The
  // coupon counts as the borrower chose it (none touched: the server's default), not as the server lists it
  // now: a lost order used its coupon, which then leaves the list, and the retry must still be the same order.
  const submissionScope = (o: { amount: number; days: number }) => `${o.amount}:${o.days}:${form.getValues('couponId') ?? 'default'}`;
  const submit = useSubmitOrder((req) => draft.idempotencyKey(submissionScope(req)), () => {
    draft.discard();
    setBureau(false);
    openDialog(paths.dialogs.loanSucc);
  });
  // The server asked for the credit bureau's answer first (4008): the check runs, then the order.
  const [bureau, setBureau] = useState(false);
  const bureauKey = () => `${draft.idempotencyKey(submissionScope({ amount, days }))}-fcb`;

  const money = (v: number) => formatTenge(v, tag);

  const take = () => {
    if (!hasCard) return navigate(withQuery(paths.bankInfo.bankInfo, { redirect: paths.root }));
    const asked = { amount, days, ...(couponId ? { couponId } : {}) };
    // A retry after a lost answer sends what the lost attempt sent (its coupon may have left the list since).
    void submit.submit(draft.sameBody(draft.idempotencyKey(submissionScope(asked)), asked)).catch((e: unknown) => {
      if (isApiError(e) && e.code === LOAN_ERROR.creditBureauRequired) setBureau(true);
      // Already has a loan or an application (one made by an earlier attempt whose answer was lost): said in
      // a toast, as the form gives way to what the Loans tab, read again, shows of it.
      if (isApiError(e) && e.code === LOAN_ERROR.activeLoan) {
        showToast(errorText(t, e, APPLICATION_MESSAGES), { duration: 6000 });
        void invalidateChange(queryClient, 'orderSubmitted');
      }
      /* anything else is shown below from submit.error */
    });
  };
  const blocked = hasCard && (!exact || !read);

  return (
    <section className={`card form-stack ${styles.form}`} aria-labelledby="apply-title">
      <h2 id="apply-title" className={styles.h2}>
        {t('apply.title')}
      </h2>

      <div className={styles.amount}>
        <label htmlFor={amountId} className={styles.label}>
          {t('apply.amount')}
        </label>
        <output htmlFor={amountId} className={styles.big} aria-live="off">
          {money(amount)}
        </output>
        <Controller
          name="amount"
          control={form.control}
          render={({ field }) => (
            <input
              id={amountId}
              type="range"
              className={styles.range}
              min={product.minAmount}
              max={snapAmount(product.maxAmount, product)}
              step={product.amountStep}
              value={amount}
              aria-valuetext={money(amount)}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
            />
          )}
        />
        <div className={styles.limits} aria-hidden="true">
          <span>{money(product.minAmount)}</span>
          <span>{money(snapAmount(product.maxAmount, product))}</span>
        </div>
        {product.maxQuota !== undefined && product.maxAmount < product.maxQuota && (
          <p className={styles.limitNote}>{o('limit', { quota: money(product.maxAmount), max: money(product.maxQuota) })}</p>
        )}
      </div>

      <fieldset className={styles.terms}>
        <legend className={styles.label}>{t('apply.term')}</legend>
        <Controller
          name="days"
          control={form.control}
          render={({ field }) => (
            <div className={styles.chips}>
              {product.terms.map((d) => (
                <label key={d} className={d === days ? `${styles.chip} ${styles.chipOn}` : styles.chip}>
                  <input type="radio" name={field.name} value={d} checked={d === days} onChange={() => field.onChange(d)} className={styles.radio} />
                  {t('apply.days', { count: d })}
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>

      {usable.length > 0 && (
        <Controller
          name="couponId"
          control={form.control}
          render={({ field }) => (
            <Select
              label={t('apply.coupon')}
              value={couponId ?? NO_COUPON}
              onChange={field.onChange}
              options={[
                { value: NO_COUPON, label: t('apply.noCoupon') },
                ...usable.map((c) => ({ value: c.id, label: t('apply.couponOption', { title: serverText(c, 'title', tag), amount: money(c.amount) }) })),
              ]}
            />
          )}
        />
      )}

      {figures ? <OfferSummary figures={figures} /> : !quote.isError && <Skeleton lines={2} />}
      {quote.isError && !exact && (
        <div className={styles.failed}>
          <p role="alert" className="form-error">
            {errorText(t, quote.error, APPLICATION_MESSAGES)}
          </p>
          <Button type="button" variant="secondary" loading={quote.isFetching} onClick={() => void quote.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      )}
      {hasCard && (
        <p className={styles.contract}>
          {read ? t('apply.contractRead') : t('apply.contractLead')}{' '}
          {contract.data && (
            <Link to={paths.webview.loanContract} state={contractState(contract.data.url, settled)}>
              {contract.data.title}
            </Link>
          )}
        </p>
      )}
      {hasCard && contract.isError && !contract.data && (
        <div className={styles.failed}>
          <p role="alert" className="form-error">
            {t('apply.contractFailed')} {errorText(t, contract.error)}
          </p>
          <Button type="button" variant="secondary" loading={contract.isFetching} onClick={() => void contract.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      )}

      {bureau && (
        <CreditBureauCheck
          amount={amount}
          days={days}
          idempotencyKey={bureauKey}
          onAnswered={(fcbApplicationId) => {
            // The order the server refused for want of the bureau's answer, now with it: the key's body from here on.
            const asked = { amount, days, fcbApplicationId, ...(couponId ? { couponId } : {}) };
            return submit.submit(draft.sameBody(draft.idempotencyKey(submissionScope(asked)), asked, true));
          }}
          onCancel={() => setBureau(false)}
        />
      )}
      {submit.error && !bureau && (
        <p role="alert" className="form-error">
          {errorText(t, submit.error, APPLICATION_MESSAGES)}
        </p>
      )}
      <Button
        type="button"
        variant="primary"
        fullWidth
        disabled={blocked || bureau}
        aria-describedby={blocked ? 'apply-why' : undefined}
        loading={submit.isPending}
        onClick={take}
      >
        {hasCard ? t('apply.take') : t('apply.addCard')}
      </Button>
      {blocked && !bureau && (
        <p id="apply-why" className="muted">
          {!read ? t('apply.readFirst') : t('apply.waitQuote')}
        </p>
      )}

      {/* The whole cost, in full before signing (and again above the contract): below the action, so the figures
          that decide and the button fit the first screen. */}
      {figures ? <CostCard cost={figures} level={3} pending={!exact} /> : !quote.isError && <Skeleton lines={8} />}
    </section>
  );
}

/**
 * What the borrower decides on, next to the button: the total to repay and its date, and what being late
 * costs (the penalty rate per day and the most a day adds), from the same figures as the cost card below.
 */
function OfferSummary({ figures }: { figures: CostFigures }) {
  const { t } = useTranslation('offer');
  const tag = useIntlTag();
  const money = (v: number) => formatTenge(v, tag);
  return (
    <div role="group" aria-label={t('summary.title')} className={styles.summary}>
      <p className={styles.sumItem}>
        <span className={styles.sumLabel}>{t('summary.repay')}</span>
        <strong className={styles.sumValue}>{money(figures.repayAmount)}</strong>
      </p>
      <p className={styles.sumItem}>
        <span className={styles.sumLabel}>{t('summary.due')}</span>
        <strong className={styles.sumValue}>{formatDate(figures.dueDate, tag)}</strong>
      </p>
      <p className={styles.late}>
        {t('summary.late', { rate: formatPercent(figures.penalty.ratePercent, tag), perDay: money(figures.penalty.perDay) })}
      </p>
    </div>
  );
}
