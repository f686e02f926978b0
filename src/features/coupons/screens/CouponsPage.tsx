import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CouponGroups } from '@/features/coupons/components/CouponGroups';
import { useMarkCouponsSeen, userCouponsQuery } from '@/features/coupons/queries';
import { NewcomerGift } from '@/shared/coupon/NewcomerGift';
import { groupCoupons, type CouponState } from '@/shared/coupon/rules';
import { keyOf } from '@/shared/api/resources';
import { QueryView } from '@/shared/ui/QueryView';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { Skeleton } from '@/shared/ui/Skeleton';
import { kzDay } from '@/utils/kzDate';

/**
 * Купоны (`/pages/personal/coupon`): the newcomer gift on top while it is there, then the borrower's
 * coupons as available / used / expired with their counts (available soonest to expire first), each a
 * CouponCard. Pull to refresh; an empty state per group; an error with retry. Once the coupons have been
 * shown, the coupon dot is cleared.
 */
export default function CouponsPage() {
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const list = useQuery(userCouponsQuery());
  const [active, setActive] = useState<CouponState>('available');
  const today = kzDay(Date.now());

  // Seen once the list is on screen: the red dot goes (a failure leaves it, nothing to tell the borrower).
  const { submit: markSeen } = useMarkCouponsSeen();
  const marked = useRef(false);
  useEffect(() => {
    if (!list.isSuccess || marked.current) return;
    marked.current = true;
    markSeen({ markSeen: true }).catch(() => {});
  }, [list.isSuccess, markSeen]);

  // Everything on the page (the list and the gift) is read again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: keyOf('coupons') });

  return (
    <PullToRefresh onRefresh={refresh}>
      <NewcomerGift returnPath={paths.personal.coupon} />
      <QueryView query={list} loading={<Skeleton lines={3} blocks={2} />} failed={t('page.loadFailed')}>
        {(data) => <CouponGroups groups={groupCoupons(data.list, today)} active={active} onSelect={setActive} today={today} />}
      </QueryView>
    </PullToRefresh>
  );
}
