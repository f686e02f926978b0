import { afterEach } from 'vitest';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { APP_KEYS } from '@/lib/storage';
import { keepReads } from '@/shared/offline/keep';

/**
 * The offline copy in a component test: `keep(client)` starts keeping that client's reads; after each test the
 * keeping stops, the network is back and nothing kept is left. `kept()` is the stored blob as written.
 */
export function keptReadsKit(): { kept: () => string | null; keep: (client: QueryClient) => void } {
  let stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    onlineManager.setOnline(true);
    localStorage.removeItem(APP_KEYS.kept);
  });
  return { kept: () => localStorage.getItem(APP_KEYS.kept), keep: (client) => void stops.push(keepReads(client)) };
}
