import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { APP_KEYS, readJson, removeRaw, writeRaw } from '@/lib/storage';
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
 * TanStack Query's own dehydrate/hydrate, in the shape of its persister plugin (buster, timestamp, clientState).
 * The plugin packages themselves are not used: each pins its own exact copy of query-core (5.104.x against the
 * app's 5.108), which would put a second and third query-core into the bundle and hydrate across copies.
 */

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

/** Drops what is kept (the session ended); a write still pending finds nobody signed in and writes nothing. */
export function forgetKept(): void {
  if (pending !== null) clearTimeout(pending);
  pending = null;
  restored.clear();
  removeRaw(APP_KEYS.kept);
}

interface KeptClient {
  buster: string;
  timestamp: number;
  clientState: DehydratedState;
}

/** What is written: only the listed reads, each through its whitelist; '' (nothing) for anyone but the signed-in borrower. */
export function serialize(client: KeptClient): string {
  // Checked when the (delayed) write runs: a borrower who signed out or changed since gets nothing written.
  if (!client.buster || client.buster !== borrowerKey()) return '';
  const queries = client.clientState.queries.flatMap((q) => {
    const strip = stripFor(q.queryKey);
    return strip ? [{ ...q, state: { ...q.state, data: strip(q.state.data) } }] : [];
  });
  if (queries.length === 0) return '';
  return JSON.stringify({ ...client, clientState: { mutations: [], queries } });
}

/** Writes at most every WRITE_DELAY_MS, what the cache holds then (the latest answers, or nothing). */
const WRITE_DELAY_MS = 300;

function save(queryClient: QueryClient): void {
  if (pending !== null) return;
  pending = setTimeout(() => {
    pending = null;
    const who = borrowerKey();
    const text = who
      ? serialize({
          buster: who,
          timestamp: Date.now(),
          clientState: dehydrate(queryClient, { shouldDehydrateQuery: keepable, shouldDehydrateMutation: () => false }),
        })
      : '';
    if (text) writeRaw(APP_KEYS.kept, text);
    else forgetKept();
  }, WRITE_DELAY_MS);
}

/** The borrower's kept answers, or nothing (another borrower's, too old, unreadable: dropped). */
function restore(queryClient: QueryClient, buster: string): void {
  const kept = readJson<Partial<KeptClient>>(APP_KEYS.kept);
  if (!kept) return;
  if (kept.buster !== buster || typeof kept.timestamp !== 'number' || Date.now() - kept.timestamp > MAX_AGE_MS || !kept.clientState) {
    forgetKept();
    return;
  }
  try {
    hydrate(queryClient, kept.clientState);
  } catch {
    forgetKept();
  }
}

const keepable = (q: Query) => stripFor(q.queryKey) !== undefined && q.state.status === 'success' && Date.now() - q.state.dataUpdatedAt < MAX_AGE_MS;


/** The query holds the answer restored from this browser (not yet one from the server in this visit). */
export function isKeptAnswer(queryKey: QueryKey, dataUpdatedAt: number): boolean {
  return restored.get(hashOf(queryKey)) === dataUpdatedAt;
}

/**
 * Restores the borrower's kept answers into `queryClient` (synchronously: the Loans tab's first render has them),
 * then keeps the listed reads as they change. Returns the unsubscribe.
 */
export function keepReads(queryClient: QueryClient): () => void {
  const buster = borrowerKey();
  if (buster) {
    restore(queryClient, buster);
    for (const { key } of KEPT) {
      const state = queryClient.getQueryState(key);
      if (state?.status !== 'success') continue;
      if (Date.now() - state.dataUpdatedAt >= MAX_AGE_MS) queryClient.removeQueries({ queryKey: key, exact: true });
      else {
        restored.set(hashOf(key), state.dataUpdatedAt);
        // However recent, a kept answer is asked for again as soon as a screen shows it.
        void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
      }
    }
  } else {
    forgetKept();
  }
  return queryClient.getQueryCache().subscribe((event) => {
    // A new answer only: a query dropped from memory (unused for a while) stays kept; a session end forgets it.
    if (event.type !== 'updated' || event.action.type !== 'success' || !stripFor(event.query.queryKey)) return;
    save(queryClient);
  });
}
