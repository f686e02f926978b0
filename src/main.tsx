import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { mayHydrate } from '@/app/firstScreen';
import { takeEarlyTap } from '@/app/earlyTap';
import { applyLaunch, wireHttp } from '@/app/boot';
import { installLeaveGuard } from '@/shared/navigation/leaveGuard';
import { queryClient } from '@/lib/query-client';
import { initI18n, loadAllNamespaces } from '@/lib/i18n';
import '@/app/styles.css';

async function boot() {
  // 1. Launch parameters and tracking ids, before anything reads the address.
  applyLaunch();
  // 2. Language: what the first screen needs (ru's bundled; kz fetched only when chosen), 3. the sandbox in development.
  const [locale] = await Promise.all([
    initI18n({ namespaces: 'core' }),
    import.meta.env.VITE_USE_MOCKS === 'true' ? import('@/mocks/browser').then((m) => m.startSandbox()) : Promise.resolve(),
  ]);
  // 4. Session-aware HTTP client, then render.
  wireHttp(queryClient);
  // Before the router listens to history, so an unsaved form can hold back the back button.
  installLeaveGuard();
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  // The first screen drawn at build time (scripts/prerender.ts), kept by index.html's script for this
  // visitor in this language: the app takes it over. Anything else (another route, a session, another
  // language, a development server) renders from scratch.
  // A button tapped on the drawn screen before now is clicked again once the screen is the app's.
  takeEarlyTap();
  if (mayHydrate(root, locale, window.location.hash)) {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread (a tap on the drawn screen is not delayed by it; total blocking time stays low).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // 5. The rest of the language's texts once the first screen is up (other routes wait for them).
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  idle(() => void loadAllNamespaces().catch(() => undefined));
  // 6. Config: cached copy is already applied by its store; refresh from the server after first paint.
  // 7. Analytics once the page has loaded and the browser is idle. Both lazily (src/app/later.ts):
  // the HTTP client, schemas and the analytics SDK are not part of the first screen's JavaScript.
  void import('@/app/later').then((m) => m.default());
}

void boot();
