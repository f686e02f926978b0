import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { costQuery } from '@/shared/api/costQuery';
import { CostCard } from '@/shared/cost/CostCard';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { COST_SKELETON_LINES } from '@/shared/cost/skeleton';


/**
 * The cost card of one loan, read from the server (`costQuery`: the answer the offer's card showed for the same
 * loan, from the cache): a placeholder while it loads, the failure with a retry.
 */
export function CostBlock({ amount, days, couponId, className }: { amount: number; days: number; couponId?: string | undefined; className?: string }) {
  const { t } = useTranslation('cost');
  const q = useQuery(costQuery(amount, days, couponId));
  // A failed refetch keeps the card already shown.
  if (q.data) return <CostCard cost={q.data} className={className} />;
  if (q.isError) return <ErrorState error={q.error} message={t('loadFailed')} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  return <Skeleton lines={COST_SKELETON_LINES} />;
}
