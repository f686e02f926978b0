import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { APP_KEYS, readJson, writeRaw } from '@/lib/storage';
import { forgetKept, onForget } from '@/shared/offline/forget';
import { keyOf } from '@/shared/api/resources';
import { useSession } from '@/stores/session';
import { keptHome } from '@/shared/offline/strip';

/**
 * The last known answers of the few reads the signed-in Loans tab shows (its loan card), kept in this browser
 * so a returning borrower sees them at once, and offline, labelled with their time (src/shared/offline/KeptNote.tsx).
 *
 * - Only the reads listed in KEPT, each through its whitelist (src/shared/offline/strip.ts): no card, token or IIN.
 * - Bound to the borrower: the `buster` is a hash of their phone; an answer kept for another borrower is
 *   dropped on restore, and a write never lands once the borrower signed out or changed (checked when it fires).
 * - At most MAX_AGE old (counted from the answer, not from the save).
 * - Forgotten at logout, account deletion, session end and another tab's logout (src/shared/session/session.ts).
 *
 * In the manner of TanStack's persister plugin (a buster, a timestamp, a maximum age), not with it: its packages
 * each pin their own exact query-core (5.104.x against the app's 5.108), which would put more copies of it in the
 * bundle. A few named reads need no dehydrate/hydrate either: each is kept as its data and the time it arrived.
 */

export { forgetKept } from '@/shared/offline/forget';

/** A week without signal still shows what is owed and when; the figure says how old it is. */
export const MAX_AGE_MS = 7 * 24 * 3_600_000;

/** The Loans tab's read (src/features/loan-application/queries.ts `applicationKeys.home`), and what of it is kept. */
export const KEPT: readonly { key: QueryKey; strip: (data: unknown) => unknown }[] = [{ key: keyOf('orders', 'home'), strip: keptHome }];

const VERSION = 'v1';
const hashOf = (key: QueryKey) => JSON.stringify(key);
const stripFor = (key: QueryKey) => KEPT.find((k) => hashOf(k.key) === hashOf(key))?.strip;

/** FNV-1a: a short fingerprint of the phone, so the kept blob does not carry the number itself. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Who the kept answers belong to: '' while nobody is signed in (nothing is kept then). */
export function borrowerKey(): string {
  const { token, userData } = useSession.getState();
  return token && userData.phone ? `${VERSION}:${fingerprint(userData.phone)}` : '';
}

let pending: ReturnType<typeof setTimeout> | null = null;
/** The moment each restored answer was fetched: while a query still holds that answer, it is the kept one. */
const restored = new Map<string, number>();
onForget(() => {
  if (pending !== null) clearTimeout(pending);
  pending = null;
  restored.clear();
});

/** One kept answer: the query's key, its data as the whitelist left it, when it arrived from the server. */
interface KeptAnswer {
  key: QueryKey;
  data: unknown;
  at: number;
}

interface KeptBlob {
  /** Whose: borrowerKey() when written. */
  buster: string;
  timestamp: number;
  answers: KeptAnswer[];
}

/** What is written for the borrower: the listed reads' answers (not too old), each through its whitelist; '' if none. */
export function serialize(queryClient: QueryClient, buster: string): string {
  const answers = KEPT.flatMap(({ key, strip }) => {
    const state = queryClient.getQueryState(key);
    if (state?.status !== 'success' || Date.now() - state.dataUpdatedAt >= MAX_AGE_MS) return [];
    return [{ key, data: strip(state.data), at: state.dataUpdatedAt }];
  });
  if (answers.length === 0) return '';
  return JSON.stringify({ buster, timestamp: Date.now(), answers } satisfies KeptBlob);
}

/** Writes at most every WRITE_DELAY_MS, what the cache holds then (the latest answers). */
const WRITE_DELAY_MS = 300;

function save(queryClient: QueryClient): void {
  if (pending !== null) return;
  pending = setTimeout(() => {
    pending = null;
    // Who is signed in when the write runs: a borrower who signed out or changed since gets nothing written.
    const who = borrowerKey();
    const text = who ? serialize(queryClient, who) : '';
    if (text) writeRaw(APP_KEYS.kept, text);
    else forgetKept();
  }, WRITE_DELAY_MS);
}

/** The borrower's kept answers into the cache, or nothing (another borrower's, too old, unreadable: dropped). */
function restore(queryClient: QueryClient, buster: string): void {
  const kept = readJson<Partial<KeptBlob>>(APP_KEYS.kept);
  if (!kept) return;
  if (kept.buster !== buster || typeof kept.timestamp !== 'number' || Date.now() - kept.timestamp > MAX_AGE_MS || !Array.isArray(kept.answers)) {
    forgetKept();
    return;
  }
  for (const { key, data, at } of kept.answers) {
    if (!Array.isArray(key) || !stripFor(key) || typeof at !== 'number' || Date.now() - at >= MAX_AGE_MS || data == null) continue;
    queryClient.setQueryData(key, data, { updatedAt: at });
    restored.set(hashOf(key), at);
    // However recent, a kept answer is asked for again as soon as a screen shows it.
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
}

/** The query holds the answer restored from this browser (not yet one from the server in this visit). */
export function isKeptAnswer(queryKey: QueryKey, dataUpdatedAt: number): boolean {
  return restored.get(hashOf(queryKey)) === dataUpdatedAt;
}

/**
 * Restores the borrower's kept answers into `queryClient` (synchronously: the Loans tab's first render has them),
 * then keeps the listed reads as new answers arrive. Returns the unsubscribe.
 */
export function keepReads(queryClient: QueryClient): () => void {
  const buster = borrowerKey();
  if (buster) restore(queryClient, buster);
  else forgetKept();
  return queryClient.getQueryCache().subscribe((event) => {
    // A new answer only: a query dropped from memory (unused for a while) stays kept; a session end forgets it.
    if (event.type !== 'updated' || event.action.type !== 'success' || !stripFor(event.query.queryKey)) return;
    save(queryClient);
  });
}
