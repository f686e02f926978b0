/**
 * The HTTP wiring and its query client, loaded by src/main.tsx as the app starts (in parallel with the
 * language, never before the first screen is taken over). Code that uses React Query waits for it
 * (src/lib/queries.ts).
 */
import { queryClient } from '@/lib/query-client';
import { wireHttp } from '@/app/wireHttp';
import { markQueriesReady } from '@/lib/queries';

export function startQueries(): void {
  wireHttp(queryClient);
  markQueriesReady();
}
