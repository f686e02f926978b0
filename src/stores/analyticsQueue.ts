/*
 * Out of src/stores/tracking.ts on purpose: tracking is in the first screen's chunk, and this is needed only at
 * logout (the session module, loaded later).
 */

/** The analytics SDK's batch storage (its BatchSend): one key per waiting event, one list of keys per tab. */
const SDK_QUEUE_PREFIXES = ['sawebjssdk-', 'tab-sawebjssdk-'] as const;

/**
 * Logout: the events the analytics SDK still holds in storage were recorded under the borrower's login id
 * and would go out after they left; they are dropped, not sent (issue 29 L5). The few anonymous events of
 * the last seconds go with them. Returns how many keys were removed.
 */
export function dropQueuedAnalyticsEvents(storage: Storage = localStorage): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && SDK_QUEUE_PREFIXES.some((p) => key.startsWith(p))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}
