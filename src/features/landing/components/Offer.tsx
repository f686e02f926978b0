import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductInfoResponse } from '@/shared/api/product';
import { productQuery } from '@/features/landing/queries';
import { useIsLoggedIn } from '@/stores/session';
import { CostBlock } from '@/shared/cost/CostBlock';
import { COST_SKELETON_LINES } from '@/shared/cost/skeleton';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useHydrated } from '@/shared/ui/useHydrated';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { currentLocale, toTag } from '@/lib/i18n';
import { formatPercent, formatTenge, warmFormatters } from '@/utils/format';
import styles from './landing.module.css';

// The figures arrive a round trip after this code: their formatters are made before, in a task of their own.
warmFormatters(toTag(currentLocale()));

/**
 * The offer's figures, all the server's (`productInfoForH5`): amounts, terms, the reward rate and the
 * ГЭСВ of its default offer. The regulator wants the effective rate next to any advertised offer, so
 * every block that shows an amount also shows the ГЭСВ with the nominal rate. Loaded lazily by the
 * landing pages (it brings the HTTP client): their text and call to action paint first.
 */

function useFigures(p: ProductInfoResponse) {
  const tag = useIntlTag();
  const terms = [...p.terms].sort((a, b) => a - b);
  return {
    min: formatTenge(p.minAmount, tag),
    max: formatTenge(p.maxAmount, tag),
    /** Shortest and longest term offered; null if the server offers none. */
    minDays: terms[0] ?? null,
    maxDays: terms[terms.length - 1] ?? null,
    termList: terms.join(', '),
    daily: formatPercent(p.dailyRatePercent, tag),
    annual: formatPercent(p.annualRatePercent, tag),
    apr: formatPercent(p.aprPercent, tag),
    exampleAmount: formatTenge(p.defaultAmount, tag),
    exampleDays: p.defaultDays,
    penalty: formatPercent(p.penaltyRatePercent, tag),
  };
}

type Figures = ReturnType<typeof useFigures>;

function useProduct() {
  const q = useQuery(productQuery());
  // Drawn at build time without figures: taken over the same way, then the figures (useHydrated).
  const hydrated = useHydrated();
  return hydrated ? q : { ...q, data: undefined, isError: false };
}

/** The terms could not be read: say so where they go, with a retry (the rest of the page stays usable). */
function LoadFailed({ q }: { q: ReturnType<typeof useProduct> }) {
  const { t } = useTranslation('landing');
  return <ErrorState error={q.error} message={t('offer.loadFailed')} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
}

/** The rates and the ГЭСВ with the offer it was computed for (its amount and term), for every sentence that states them. */
const rates = (f: Figures) => ({ daily: f.daily, annual: f.annual, apr: f.apr, amount: f.exampleAmount, count: f.exampleDays });

/** Signed out the maximum is the product's; the borrower's own limit comes after the form. */
function LimitNote() {
  const { t } = useTranslation('landing');
  const signedIn = useIsLoggedIn();
  return signedIn ? null : <p className={styles.note}>{t('offer.limit')}</p>;
}

/** Inside the landing page's hero: the amount and term ranges in large type, the rates in small print. */
export function OfferHero() {
  const q = useProduct();
  // A failed refetch keeps the figures already shown.
  if (q.data) return <HeroFigures p={q.data} />;
  if (q.isError) {
    return (
      <div className={styles.heroPanel}>
        <LoadFailed q={q} />
      </div>
    );
  }
  return <Skeleton lines={2} className={styles.heroPanel} />;
}

function HeroFigures({ p }: { p: ProductInfoResponse }) {
  const { t } = useTranslation('landing');
  const f = useFigures(p);
  return (
    <div className={styles.heroFigures}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('offer.amount')}</dt>
          <dd>{t('offer.amountRange', { min: f.min, max: f.max })}</dd>
        </div>
        {f.maxDays !== null && (
          <div>
            <dt>{t('offer.term')}</dt>
            <dd>{t('offer.termRange', { min: f.minDays, count: f.maxDays })}</dd>
          </div>
        )}
      </dl>
      <p className={styles.smallPrint}>{t('offer.smallPrint', rates(f))}</p>
    </div>
  );
}

/**
 * landList: what the borrower gets, as one list: the server's figures first, then `children` (the
 * page's own items: speed, cards...), which also show while the figures load or if they fail.
 */
export function OfferList({ children }: { children: ReactNode }) {
  const q = useProduct();
  if (q.data) return <ListFigures p={q.data}>{children}</ListFigures>;
  if (q.isError) {
    return (
      <>
        <LoadFailed q={q} />
        <ul className={styles.checks}>{children}</ul>
      </>
    );
  }
  return <OfferListLoading>{children}</OfferListLoading>;
}

function OfferListLoading({ children }: { children: ReactNode }) {
  return (
    <>
      <Skeleton lines={3} />
      <ul className={styles.checks}>{children}</ul>
    </>
  );
}

function ListFigures({ p, children }: { p: ProductInfoResponse; children: ReactNode }) {
  const { t } = useTranslation('landing');
  const f = useFigures(p);
  return (
    <>
      <ul className={styles.checks}>
        <li>{t('offer.listAmount', { min: f.min, max: f.max })}</li>
        {f.maxDays !== null && <li>{t('offer.listTerms', { list: f.termList, count: f.maxDays })}</li>}
        <li>{t('offer.listRate', rates(f))}</li>
        {children}
      </ul>
      <LimitNote />
      <p className={styles.note}>{t('offer.penaltyLine', { rate: f.penalty })}</p>
    </>
  );
}

/** The full terms as a table (landUse): amount, term, reward, ГЭСВ, overdue charge, early repayment. */
export function OfferTerms() {
  const q = useProduct();
  if (q.data) return <TermsTable p={q.data} />;
  if (q.isError) return <LoadFailed q={q} />;
  return <Skeleton lines={5} />;
}

function TermsTable({ p }: { p: ProductInfoResponse }) {
  const { t } = useTranslation('landing');
  const f = useFigures(p);
  return (
    <>
      <dl className={styles.terms}>
        <dt>{t('offer.amount')}</dt>
        <dd>{t('offer.amountRange', { min: f.min, max: f.max })}</dd>
        {f.maxDays !== null && (
          <>
            <dt>{t('offer.term')}</dt>
            <dd>{t('offer.termChoice', { list: f.termList, count: f.maxDays })}</dd>
          </>
        )}
        <dt>{t('offer.reward')}</dt>
        <dd>{t('offer.rewardValue', { daily: f.daily, annual: f.annual })}</dd>
        <dt>{t('offer.apr')}</dt>
        <dd>{t('offer.aprValue', rates(f))}</dd>
        <dt>{t('offer.penalty')}</dt>
        <dd>{t('offer.penaltyValue', { rate: f.penalty })}</dd>
      </dl>
      <p className={styles.note}>{t('offer.early')}</p>
      <LimitNote />
    </>
  );
}

/**
 * The landing page's cost card: the whole cost of the product's default offer (its amount and term, the ones
 * the ГЭСВ above is quoted for), the same answer the Loans tab's offer and the contract show for that loan.
 * Without the product's terms there is no offer to cost: the hero already says they failed.
 */
export function OfferCost() {
  const q = useProduct();
  if (q.data) return <CostBlock amount={q.data.defaultAmount} days={q.data.defaultDays} />;
  if (q.isError) return null;
  return <Skeleton lines={COST_SKELETON_LINES} />;
}
