import { StrictMode, startTransition } from 'react';
import { App } from '@/app/App';
import { drawnRoute, mayHydrate } from '@/app/firstScreen';
import { hashRoute } from '@/utils/hashAddress';
import { recoverFromStaleChunk } from '@/lib/lazyChunk';
import { markQueriesFailed } from '@/lib/queries';
import { nextTask, whenIdle } from '@/utils/nextTask';
import { applyLaunch, captureTrackingCookies } from '@/app/boot';
import { installLeaveGuard } from '@/shared/navigation/leaveGuard';
import { commonText, initI18n, loadTexts } from '@/lib/i18n';
import { showStartFailed } from '@/app/startFailed';
import { warmIntlOffMainThread } from '@/utils/intlWarmup';
import { HANDOVER_LIMIT_MS, KEPT_SCREEN_ID, releaseKeptScreen } from '@/shared/offline/handover';
import '@/app/styles.css';

/**
 * A chunk every start needs. If it cannot load (a deploy replaced it, or the network went as the app
 * started), a stale chunk reloads the page once (src/lib/lazyChunk.ts); otherwise `failed` says so with a
 * way to reload, and offline the page reloads by itself when the network is back (nothing can have been
 * typed yet: every form needs these). The promise then never settles.
 */
function loadForStart<T>(load: () => Promise<T>, failed: (e: unknown) => void): Promise<T> {
  return load().catch((e: unknown) => {
    if (!recoverFromStaleChunk(e)) {
      failed(e);
      if (!navigator.onLine) window.addEventListener('online', () => window.location.reload(), { once: true });
    }
    return new Promise<never>(() => {});
  });
}

/** The query layer: without it nothing that needs the server works, and what needs it says so (markQueriesFailed). */
const loadQueryLayer = () => loadForStart(() => import('@/app/queryLayer'), markQueriesFailed);

/**
 * React's DOM renderer, the largest module a start evaluates: imported here rather than with the entry,
 * so it is evaluated in a task of its own (the build preloads it with the app's scripts,
 * scripts/prerender.ts). Without it the app cannot start: the page says so with a tap to reload.
 */
const loadDomClient = () => loadForStart(() => import('react-dom/client'), () => showStartFailed(document.getElementById('root')!, commonText));

async function boot() {
  // Amounts and dates come soon on most screens: their formatters' costly part is made on another thread.
  warmIntlOffMainThread();
  // 1. Launch parameters, before anything reads the address.
  applyLaunch();
  // 2. React Query and the session-aware HTTP wiring: loading from now on, provided when here. A drawn
  // first screen is taken over without them (it shows no server data); everything else waits for them.
  const sandbox = import.meta.env.VITE_USE_MOCKS === 'true' ? import('@/mocks/browser').then((m) => m.startSandbox()) : Promise.resolve();
  // Asked for in a task of its own: starting a chunk's fetches costs the main thread too, and this
  // task already evaluates the first screen's code. The first call also waits for the pixels' cookie
  // ids, which every request carries (read without blocking: captureTrackingCookies).
  const queries = Promise.all([nextTask().then(loadQueryLayer), sandbox, captureTrackingCookies()]).then(([m]) => m.startQueries());
  // 3. Language: what the first screen needs (ru's bundled; kz fetched only when chosen), and the sandbox
  // in development. In a task of its own, as are React's DOM renderer and the takeover after it: this
  // one has just evaluated the entry's modules, and on a cheap phone together they block a tap for over
  // 100 ms.
  await nextTask();
  const [locale] = await Promise.all([initI18n({ namespaces: 'core' }), sandbox]);
  const { createRoot, hydrateRoot } = await loadDomClient();
  await nextTask();
  // Before the router listens to history, so an unsaved form can hold back the back button.
  installLeaveGuard();
  const root = document.getElementById('root')!;
  const takeover = mayHydrate(root, locale, window.location.hash);
  const app = (
    <StrictMode>
      <App takeover={takeover ? drawnRoute(hashRoute(window.location.hash)) : undefined} />
    </StrictMode>
  );
  // The first screen drawn at build time (scripts/prerender.ts), kept by index.html's script for this
  // visitor in this language: the app takes it over. Anything else (another route, a session, another
  // language, a development server) renders from scratch.
  if (takeover) {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread (a tap on the drawn screen is not delayed by it; total blocking time stays low).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    const reactRoot = createRoot(root);
    // A copy of a signed-in screen drawn by index.html's script stands in until the app's screen shows its
    // figures (src/shared/offline/handover.ts); never longer than this. Behind it, the first render is a transition,
    // which yields to the browser every few milliseconds: the borrower already sees the screen, and a tap or a
    // scroll is not held up by one long task (React's first render of a signed-in screen took ~90 ms at 4× CPU).
    if (document.getElementById(KEPT_SCREEN_ID)) startTransition(() => reactRoot.render(app));
    else reactRoot.render(app);
    setTimeout(releaseKeptScreen, HANDOVER_LIMIT_MS);
  }
  // 4. The rest of the language's texts once the first screen is up (other routes wait for them).
  whenIdle(() => void loadTexts('main').catch(() => undefined), 200);
  // 5. What follows the first screen (src/app/later.ts: the config from the server, then analytics once the
  // page is idle), once the HTTP client is wired: the HTTP client, schemas and the analytics SDK are not
  // part of the first screen's JavaScript.
  await queries;
  void import('@/app/later').then((m) => m.default());
}

void boot();
