import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useIsLoggedIn } from '@/stores/session';
import { errorText } from '@/shared/errorText';
import { usePageLocation, useRouteQuery } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useHydrated } from '@/shared/ui/useHydrated';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatTenge } from '@/utils/format';
import { COUPON_ERROR } from '@/shared/coupon/api';
import { newcomerInfoQuery, useClaimNewcomer } from '@/shared/coupon/queries';
import { CLAIM_PARAM, claimReturnPath, withoutClaim } from '@/shared/coupon/rules';
import { serverText } from '@/shared/serverText';
import styles from './NewcomerGift.module.css';

export interface NewcomerGiftProps {
  /** The page this block sits on: a signed-out borrower signs in and comes back here to claim. */
  returnPath: string;
}

const QUERY = [CLAIM_PARAM] as const;
type Outcome = 'claimed' | 'unavailable' | 'failed' | null;

/**
 * The newcomer gift (`/newcomerGift/getCouponInfo`, no token needed): what a new borrower gets, and
 * "claim". Signed out, the claim goes through sign-in and back to `returnPath` with `claim=1`, where
 * the claim runs by itself. The claim (`/newcomerGift/getUserCoupon`) is sent once: a double tap joins
 * the call in flight, and the server's "already received" (6001) reads as claimed. Nothing is shown
 * when the gift is not there for this borrower, unless they came back to claim it.
 */
export function NewcomerGift({ returnPath }: NewcomerGiftProps) {
  const { t } = useTranslation('coupons');
  const tag = useIntlTag();
  const navigate = useNavigate();
  const headingId = useId();
  const signedIn = useIsLoggedIn();
  const page = usePageLocation();
  const { claim } = useRouteQuery(QUERY);
  const wantsClaim = claim === '1';
  const info = useQuery(newcomerInfoQuery(signedIn));
  const hydrated = useHydrated();
  const { submit, isPending, error } = useClaimNewcomer();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = useCallback(() => {
    setOutcome(null);
    submit().then(
      () => setOutcome('claimed'),
      (e: unknown) => setOutcome(isApiError(e) && e.code === COUPON_ERROR.alreadyClaimed ? 'claimed' : 'failed'),
    );
  }, [submit]);

  // Back from sign-in with claim=1: claim once, and drop the parameter so a reload or a step back does not ask again.
  const autoClaimed = useRef(false);
  useEffect(() => {
    if (!wantsClaim || !signedIn || autoClaimed.current || !info.data) return;
    autoClaimed.current = true;
    navigate({ pathname: page.pathname, search: withoutClaim(page.search) }, { replace: true });
    if (info.data.available) run();
    else setOutcome('unavailable');
  }, [wantsClaim, signedIn, info.data, navigate, page.pathname, page.search, run]);

  const onClaim = () => {
    if (!signedIn) navigate(withQuery(paths.login, { redirect: claimReturnPath(returnPath) }));
    else run();
  };

  const title = info.data ? serverText(info.data, 'title', tag) : t('newcomer.heading');
  const onCouponsPage = page.pathname === paths.personal.coupon;

  if (outcome === 'claimed' || outcome === 'unavailable') {
    return (
      <section className={`card ${styles.gift}`} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.line} role="status">
          {t(outcome === 'claimed' ? 'newcomer.claimed' : 'newcomer.unavailable')}
        </p>
        {!onCouponsPage && (
          <Link className="link-button link-button--secondary" to={paths.personal.coupon}>
            {t('newcomer.toCoupons')}
          </Link>
        )}
      </section>
    );
  }

  // Drawn at build time while pending: taken over the same way, then the gift (useHydrated).
  if (info.isPending || !hydrated) {
    if (wantsClaim) return <Skeleton lines={2} />;
    // Signed out (a landing page), the gift is there for every newcomer: its place is kept while it
    // loads, so the page below does not jump when it arrives (layout shift ≤ 0.01, issue 13).
    return signedIn ? null : <Skeleton lines={3} className={`card ${styles.gift} ${styles.pending}`} />;
  }
  if (info.isError) {
    // An extra on its page: silent, unless the borrower came back precisely to claim it.
    return wantsClaim ? (
      <section className="card">
        <ErrorState error={info.error} message={t('newcomer.loadFailed')} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      </section>
    ) : null;
  }
  // While the claim runs, the coupon lists (this answer too) are read again: the block stays until it is done.
  if (!info.data.available && !isPending) return null;

  return (
    <section className={`card ${styles.gift}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.value}>{t('newcomer.gives', { amount: formatTenge(info.data.amount, tag) })}</p>
      <p className={`${styles.line} muted`}>{t('newcomer.valid', { count: info.data.validDays })}</p>
      {!signedIn && <p className={`${styles.line} muted`}>{t('newcomer.signInFirst')}</p>}
      <Button onClick={onClaim} loading={isPending} fullWidth>
        {t('newcomer.claim')}
      </Button>
      {outcome === 'failed' && (
        <p className="form-error" role="alert">
          {errorText(t, error, { server: 'coupons:newcomer.failed' })}
        </p>
      )}
    </section>
  );
}
