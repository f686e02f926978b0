import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { productQuery } from '@/features/content/queries';
import { useFigures } from '@/features/content/components/useFigures';
import styles from '@/features/content/components/content.module.css';
import type { ProductInfoResponse, ProductLoyalty } from '@/shared/api/product';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/errorText';
import { useOpenDialog } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { Skeleton } from '@/shared/ui/Skeleton';

/**
 * 'Мои баллы' (integral): the borrower's loyalty. The company keeps no points; what a borrower earns is
 * a higher limit per repaid loan and coupons, so this page shows those, all from the server
 * (productInfoForH5's `loyalty` and its limit rule), and invites to share the app. Signed in only.
 */
export default function IntegralPage() {
  const { t } = useTranslation('content');
  const product = useQuery(productQuery());

  let body;
  if (product.isPending) body = <Skeleton blocks={1} lines={4} />;
  else if (product.isError)
    body = (
      <ErrorState
        message={`${t('integral.loadFailed')}. ${errorText(t, product.error)}`}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  else if (!product.data.loyalty) body = <EmptyState text={t('integral.empty')} />;
  else body = <Loyalty p={product.data} loyalty={product.data.loyalty} />;

  return (
    <PullToRefresh onRefresh={() => product.refetch()}>
      <p className={styles.intro}>{t('integral.intro')}</p>
      {body}
    </PullToRefresh>
  );
}

function Loyalty({ p, loyalty }: { p: ProductInfoResponse; loyalty: ProductLoyalty }) {
  const { t } = useTranslation('content');
  const f = useFigures();
  const openDialog = useOpenDialog();
  const ids = useId();
  const highest = p.maxQuota;
  const first = p.firstQuota;
  // How far the limit has come from the first one to the highest: drawn for the eye; the text says it.
  const share =
    highest !== undefined && first !== undefined && highest > first
      ? Math.min(1, Math.max(0, (loyalty.quota - first) / (highest - first)))
      : null;
  return (
    <>
      <section className={styles.prose} aria-labelledby={`${ids}-limit`}>
        <h2 id={`${ids}-limit`}>{t('integral.limitTitle')}</h2>
        <p className={styles.quota}>{f.money(loyalty.quota)}</p>
        {share !== null && (
          <div className={styles.bar} aria-hidden="true">
            <div className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
          </div>
        )}
        <p>{t('integral.repaid', { count: loyalty.repaidCount })}</p>
        <p>{loyalty.nextQuota === null ? t('integral.max') : t('integral.next', { next: f.money(loyalty.nextQuota) })}</p>
        {first !== undefined && p.quotaStep !== undefined && highest !== undefined && (
          <p className="muted">{t('integral.rule', { first: f.money(first), step: f.money(p.quotaStep), max: f.money(highest) })}</p>
        )}
      </section>
      <section className={styles.prose} aria-labelledby={`${ids}-coupons`}>
        <h2 id={`${ids}-coupons`}>{t('integral.couponsTitle')}</h2>
        <p>{t('integral.coupons', { earned: loyalty.couponsEarned, available: loyalty.couponsAvailable })}</p>
        <Link className="link-button link-button--secondary" to={paths.personal.coupon}>
          {t('integral.couponsLink')}
        </Link>
      </section>
      <section className={styles.prose} aria-labelledby={`${ids}-share`}>
        <h2 id={`${ids}-share`}>{t('integral.shareTitle')}</h2>
        <p>{t('integral.shareText')}</p>
        <Button variant="primary" onClick={() => openDialog(paths.dialogs.share)}>
          {t('integral.shareLink')}
        </Button>
      </section>
    </>
  );
}
