/**
 * The HTTP wiring and its query client, loaded by src/main.tsx as the app starts (in parallel with the
 * language, never before the first screen is taken over). Code that uses React Query waits for it
 * (src/lib/queries.ts).
 */
import { queryClient } from '@/lib/query-client';
import { wireHttp } from '@/app/wireHttp';
import { markQueriesReady } from '@/lib/queries';
import { keepReads } from '@/shared/offline/keep';
import { readLoanHomeEarly } from '@/shared/api/loanHome';
import { drawnRoute, hashRoute } from '@/app/firstScreen';
import { paths } from '@/config/paths';

/**
 * The borrower's kept answers (src/shared/offline/keep.ts) are restored before React Query is marked ready, so
 * the Loans tab's first render shows the last known loan instead of a skeleton (one read of localStorage).
 */
export function startQueries(): void {
  wireHttp(queryClient);
  keepReads(queryClient);
  // A signed-in borrower starting on the Loans tab: their loan is asked for now, not once the tab's signed-in
  // block and its imports have arrived and run (a second earlier on a first visit on this device at the
  // bench's profile). The tab's first read takes this answer (src/lib/http.ts); without a session, nothing.
  if (drawnRoute(hashRoute(window.location.hash)) === paths.root) readLoanHomeEarly();
  markQueriesReady();
}
