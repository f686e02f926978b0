/*
 * Out of src/stores/tracking.ts on purpose: tracking is in the first screen's chunk, and this is needed only at
 * logout (the session module, loaded later).
 */

import { APP_KEYS } from '@/lib/storage';

/** The analytics tracker's waiting events and its ids (src/features/analytics/tracker.ts). */
const QUEUE_KEY = APP_KEYS.analyticsQueue;
const ID_KEY = APP_KEYS.analyticsId;
/** The vendor SDK's batch storage, left by builds before the tracker: one key per event, one list per tab. */
const SDK_QUEUE_PREFIXES = ['sawebjssdk-', 'tab-sawebjssdk-'] as const;

/**
 * Logout: the events still waiting in storage were recorded under the borrower's login id and would go out
 * after they left; they are dropped, not sent (issue 29 L5). The few anonymous events of the last seconds go
 * with them. The borrower's id is forgotten too, so a page that starts signed out never sends as them.
 * Returns how many waiting entries were removed.
 */
export function dropQueuedAnalyticsEvents(storage: Storage = localStorage): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && (key === QUEUE_KEY || SDK_QUEUE_PREFIXES.some((p) => key.startsWith(p)))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  try {
    const ids = JSON.parse(storage.getItem(ID_KEY) ?? 'null') as { loginId?: unknown } | null;
    if (ids && typeof ids === 'object' && ids.loginId) storage.setItem(ID_KEY, JSON.stringify({ ...ids, loginId: '' }));
  } catch {
    /* not the tracker's JSON: the tracker starts afresh from it */
  }
  return keys.length;
}
