import { useSyncExternalStore } from 'react';
import { LIVE_ATTR } from '@/shared/ui/liveMark';

const never = () => () => {};

/**
 * False while React takes over a screen drawn at build time (hydration), true in every other render.
 * A block that shows server data renders its loading state while false, exactly as it was drawn, even
 * when the data arrived first (another block on the page fetched it): otherwise the takeover finds other
 * text than the drawn one and React redraws the block (a hydration mismatch). React renders again with
 * `true` right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Props for a button a drawn screen shows: `data-live` once React answers it (src/shared/ui/liveMark.ts).
 * Absent in the drawn markup and in the takeover's first render (they must be equal), added right after.
 */
export function useLiveMark(): { [LIVE_ATTR]?: '' } {
  return useHydrated() ? { [LIVE_ATTR]: '' } : {};
}
