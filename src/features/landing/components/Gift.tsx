import { lazy, Suspense } from 'react';
import { Quiet } from '@/shared/ui/Quiet';
import { withQueryClient } from '@/lib/queries';
import { nextTask } from '@/utils/nextTask';

type GiftModule = typeof import('@/shared/coupon/NewcomerGift');

let loading: Promise<GiftModule> | null = null;

/**
 * The newcomer gift block (src/shared/coupon/NewcomerGift.tsx) in a chunk of its own, like the offer:
 * it brings the coupon calls and the HTTP client, which a landing page's first paint does without.
 * Started when the page's module is evaluated; a failed load may be tried again on the next visit.
 */
function loadGift(): Promise<GiftModule> {
  loading ??= import('@/shared/coupon/NewcomerGift').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** Starts loading the gift block in a task of its own (like the offer's, src/features/landing/components/lazyOffer.tsx). */
export function preloadGift(): void {
  void nextTask().then(() => loadGift().catch(() => undefined));
}

// An extra on the page: if its code cannot be loaded or it breaks, the page goes on without it.
const NewcomerGift = lazy(() =>
  loadGift().then(
    async (m) => ({ default: await withQueryClient(m.NewcomerGift) }),
    () => ({ default: () => null }),
  ),
);

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
