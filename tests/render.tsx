import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { wireHttp } from '@/app/wireHttp';
import { currentLocation } from '@/shared/navigation/navBridge';
import { createQueryClient, queryClient } from '@/lib/query-client';
import { markQueriesReady } from '@/lib/queries';
import { initI18n, type AppLocale } from '@/lib/i18n';
import { useSession } from '@/stores/session';
import { useDrafts } from '@/stores/drafts';

/**
 * Renders the real app shell at `path` with the sandbox answering through msw: on a memory router, or
 * with `hash: true` on the production HashRouter over jsdom's real history (back button, leave guard).
 */
export async function renderApp(path: string, opts: { locale?: AppLocale; hash?: boolean } = {}) {
  await initI18n({ locale: opts.locale ?? 'ru' });
  // The app's own client, provided as in production: by the deferred blocks that need it, never at the
  // root, so a block that reads the server without saying so fails here as it would in the app.
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  wireHttp(queryClient);
  markQueriesReady();
  if (opts.hash) window.history.replaceState(null, '', `#${path}`);
  const utils = render(opts.hash ? <App /> : <App router={(children) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>} />);
  return { ...utils, queryClient, location: currentLocation };
}

/**
 * A fresh query client for a component rendered outside the app shell: texts of `locale` loaded, answers from
 * the sandbox through the app's HTTP wiring, no retries (a failure shows at once).
 */
export async function componentQueryClient(locale: AppLocale = 'ru') {
  await initI18n({ locale });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  wireHttp(client);
  return client;
}

/** Starts a sandbox session for `national` (10 digits) and stores it as the app would. */
export async function signedIn(db: { lastCode: (phone: string) => string | null }, national = '7011234567') {
  const { sendCode, login } = await import('@/features/auth/api');
  await sendCode({ phone: `7${national}` });
  const code = db.lastCode(`7${national}`)!;
  const r = await login({ phone: `7${national}`, code });
  // As the session module's signIn does: the drafts belong to this borrower from now on.
  useDrafts.getState().claim(r.phone);
  useSession.getState().setSession(r.token, r.phone);
  return r;
}

/** A seeded borrower (src/mocks/fixtures.ts) stored as signed in, the way the app would after sign-in. */
export async function seededAs(db: Parameters<typeof import('@/mocks/fixtures').seedBorrower>[0], opts: Parameters<typeof import('@/mocks/fixtures').seedBorrower>[1]) {
  const { seedBorrower } = await import('@/mocks/fixtures');
  const seeded = seedBorrower(db, opts);
  useDrafts.getState().claim(seeded.phone);
  useSession.getState().setSession(seeded.token, seeded.phone);
  // Calls a test makes before rendering go out as the app's would (token in the header and body).
  wireHttp(createQueryClient());
  return seeded;
}

/**
 * The page drawn beneath an open dialog route (inert while the dialog is open): what the borrower sees
 * under the dialog's backdrop, and gets back when it closes.
 */
export function pageBeneath(): HTMLElement {
  const page = document.querySelector<HTMLElement>('.app__page');
  if (!page) throw new Error('no page is drawn');
  return page;
}
