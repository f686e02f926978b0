import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { APP_KEYS, readJson, writeRaw } from '@/lib/storage';
import { forgetKept, onForget } from '@/shared/offline/forget';
import { keyOf } from '@/shared/api/resources';
import { useSession } from '@/stores/session';
import { keptHome, keptOrderList, keptRepayChannels, keptRepayInfo } from '@/shared/offline/strip';

/**
 * The last known answers of the few reads a returning borrower's screens show (the Loans tab's loan card, My
 * loans, the repayment page), kept in this browser
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

/** One kept read: its key (with `perOrder`, the key without the order number that ends it) and its whitelist. */
export interface KeptRead {
  key: QueryKey;
  strip: (data: unknown, orderNo?: string) => unknown;
  /** One answer per order (the key ends with the order number): the newest MAX_PER_READ are kept. */
  perOrder?: boolean;
}

/**
 * The reads a returning borrower's screens need, and what of each is kept: the Loans tab
 * (src/features/loan-application/queries.ts `applicationKeys.home`), My loans' first page
 * (src/features/repayment/queries.ts `repaymentKeys.list`), the repayment page's read of what is owed
 * (src/shared/api/paymentQuery.ts `repayInfoKey`) and the names of its ways to pay (`repaymentKeys.channels`).
 */
export const KEPT: readonly KeptRead[] = [
  { key: keyOf('orders', 'home'), strip: keptHome },
  { key: keyOf('orders', 'list'), strip: keptOrderList },
  { key: keyOf('orders', 'repayInfo'), strip: keptRepayInfo, perOrder: true },
  { key: keyOf('reference', 'repayChannels'), strip: keptRepayChannels },
];

/** A borrower has one loan at a time; a few allow for the one just repaid and the next. */
export const MAX_PER_READ = 3;

const VERSION = 'v1';
const hashOf = (key: QueryKey) => JSON.stringify(key);
/** The kept read a query's key belongs to, if any. */
function readOf(key: QueryKey): KeptRead | undefined {
  return KEPT.find((k) =>
    k.perOrder
      ? key.length === k.key.length + 1 && typeof key[k.key.length] === 'string' && hashOf(key.slice(0, k.key.length)) === hashOf(k.key)
      : hashOf(k.key) === hashOf(key),
  );
}
const orderNoOf = (read: KeptRead, key: QueryKey) => (read.perOrder ? (key[read.key.length] as string) : undefined);

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

/** The write waiting to run, and whose cache it writes. */
let pending: { client: QueryClient; timer: ReturnType<typeof setTimeout> } | null = null;
/** Drops the waiting write (of `client` only, when given). */
function cancelPending(client?: QueryClient): void {
  if (pending === null || (client && pending.client !== client)) return;
  clearTimeout(pending.timer);
  pending = null;
}
/** The moment each restored answer was fetched: while a query still holds that answer, it is the kept one. */
const restored = new Map<string, number>();
onForget(() => {
  cancelPending();
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
  const answers = KEPT.flatMap((read) => {
    const queries = read.perOrder ? queryClient.getQueryCache().findAll({ queryKey: read.key }) : [queryClient.getQueryCache().find({ queryKey: read.key, exact: true })];
    return queries
      .flatMap((query) => {
        const state = query?.state;
        if (!query || readOf(query.queryKey) !== read || state?.status !== 'success' || Date.now() - state.dataUpdatedAt >= MAX_AGE_MS) return [];
        const data = read.strip(state.data, orderNoOf(read, query.queryKey));
        return data == null ? [] : [{ key: query.queryKey, data, at: state.dataUpdatedAt }];
      })
      .sort((a, b) => b.at - a.at)
      .slice(0, MAX_PER_READ);
  });
  if (answers.length === 0) return '';
  return JSON.stringify({ buster, timestamp: Date.now(), answers } satisfies KeptBlob);
}

/** Writes at most every WRITE_DELAY_MS, what the cache holds then (the latest answers). */
const WRITE_DELAY_MS = 300;

function save(queryClient: QueryClient): void {
  if (pending?.client === queryClient) return;
  // Another cache's write (a page has one cache; a test makes one each) would write that cache under this borrower.
  cancelPending();
  const timer = setTimeout(() => {
    pending = null;
    // Who is signed in when the write runs: a borrower who signed out or changed since gets nothing written.
    const who = borrowerKey();
    const text = who ? serialize(queryClient, who) : '';
    if (text) writeRaw(APP_KEYS.kept, text);
    else forgetKept();
  }, WRITE_DELAY_MS);
  pending = { client: queryClient, timer };
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
    const read = Array.isArray(key) ? readOf(key) : undefined;
    if (!read || typeof at !== 'number' || Date.now() - at >= MAX_AGE_MS || data == null) continue;
    // Through the whitelist again: a blob written by an older version keeps nothing the list no longer names.
    const clean = read.strip(data, orderNoOf(read, key));
    if (clean == null) continue;
    queryClient.setQueryData(key, clean, { updatedAt: at });
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
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // A new answer only: a query dropped from memory (unused for a while) stays kept; a session end forgets it.
    if (event.type !== 'updated' || event.action.type !== 'success' || !readOf(event.query.queryKey)) return;
    save(queryClient);
  });
  // Stopped: nothing more of this cache is written, not even a write already waiting.
  return () => {
    unsubscribe();
    cancelPending(queryClient);
  };
}
