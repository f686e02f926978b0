/**
 * The sandbox in the browser: msw's service worker answers the API from a database kept in localStorage
 * ('sandbox_db'). Started by main.tsx only when VITE_USE_MOCKS is true.
 */
import { setupWorker } from 'msw/browser';
import { createDb, type SandboxDb } from './db';
import { isScenario, type Scenario } from './domain/scenarios';
import { createHandlers } from './handlers';
import { listenToVendorPages } from './vendorMessages';
import { reportCardBindingToDb } from './routes/bank-card';

let current: SandboxDb | null = null;

/** The running sandbox database (the dev panel reads it), or null before startSandbox. */
export function getSandboxDb(): SandboxDb | null {
  return current;
}

/** `?sandbox=<scenario>` in location.search, or in the query part of a hash route ('#/pages/x?sandbox=reject'). */
export function scenarioFromLocation(loc: Pick<Location, 'search' | 'hash'>): Scenario | null {
  const fromSearch = new URLSearchParams(loc.search).get('sandbox');
  const q = loc.hash.indexOf('?');
  const fromHash = q >= 0 ? new URLSearchParams(loc.hash.slice(q + 1)).get('sandbox') : null;
  const value = fromSearch ?? fromHash;
  return isScenario(value) ? value : null;
}

export async function startSandbox(): Promise<{ db: SandboxDb }> {
  if (current) return { db: current };
  const db = createDb({
    persist: true,
    // The SMS as docs/api.md "The sign-in SMS" asks the backend to send it (the origin-bound last line).
    onCode: (phone, code) => console.info(`[sandbox] SMS to +${phone}:\nКод для входа в Быстрые займы: ${code}. Никому его не сообщайте.\n\n@${window.location.host} #${code}`),
  });
  const scenario = scenarioFromLocation(window.location);
  // A reload keeps the address: only a change of scenario is applied ('overdue' acts when switched on).
  if (scenario && scenario !== db.getScenario()) {
    db.setScenario(scenario);
    console.info(`[sandbox] scenario for everyone: ${scenario}`);
  }
  const worker = setupWorker(...createHandlers(db));
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
  listenToVendorPages(db, window, (ref, result, card) => void reportCardBindingToDb(db, ref, result, card));
  current = db;
  return { db };
}
