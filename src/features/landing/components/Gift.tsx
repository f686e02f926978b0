import { Suspense } from 'react';
import { Quiet } from '@/shared/ui/Quiet';
import { deferredBlock } from '@/lib/deferred';

/**
 * The newcomer gift block (src/shared/coupon/NewcomerGift.tsx) in a chunk of its own, like the offer: it
 * brings the coupon calls and the HTTP client, which a landing page's first paint does without. An extra
 * on the page: if its code cannot be loaded, the page goes on without it. Pages start loading it when
 * their module is evaluated (`preloadGift`).
 */
const { Block: NewcomerGift, preload: preloadGift } = deferredBlock(() => import('@/shared/coupon/NewcomerGift').then((m) => m.NewcomerGift), {
  queries: true,
  failed: () => null,
});
export { preloadGift };

/** The gift for a new borrower; "claim" signed out goes through sign-in and back to `returnPath` to claim. */
export function Gift({ returnPath }: { returnPath: string }) {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <NewcomerGift returnPath={returnPath} />
      </Suspense>
    </Quiet>
  );
}
