/**
 * The HTTP wiring and its query client, loaded by src/main.tsx as the app starts (in parallel with the
 * language, never before the first screen is taken over). Code that uses React Query waits for it
 * (src/lib/queries.ts).
 */
import { askAgainWhenOnline, queryClient } from '@/lib/query-client';
import { wireHttp } from '@/app/wireHttp';
import { markQueriesReady } from '@/lib/queries';
import { keepReads } from '@/shared/offline/keep';
import { readEarlyFor } from '@/shared/api/earlyReads';
import { drawnRoute } from '@/app/firstScreen';
import { hashQuery, hashRoute } from '@/utils/hashAddress';

/**
 * The borrower's kept answers (src/shared/offline/keep.ts) are restored before React Query is marked ready, so
 * the Loans tab's first render shows the last known loan instead of a skeleton (one read of localStorage).
 */
export function startQueries(): void {
  wireHttp(queryClient);
  keepReads(queryClient);
  askAgainWhenOnline(queryClient);
  // A signed-in borrower starting on the Loans tab, My loans or a repayment page: the screen's first read is asked
  // for now, not once its code has arrived and run (a second earlier on a first visit on this device at the
  // bench's profile). The screen's first call of it takes this answer; without a session, nothing.
  readEarlyFor(drawnRoute(hashRoute(window.location.hash)), hashQuery(window.location.hash));
  markQueriesReady();
}
