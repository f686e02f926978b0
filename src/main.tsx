import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { applyLaunch, wireHttp } from '@/app/boot';
import { installLeaveGuard } from '@/shared/navigation/leaveGuard';
import { queryClient } from '@/lib/query-client';
import { initI18n, loadAllNamespaces } from '@/lib/i18n';
import '@/app/styles.css';

async function boot() {
  // 1. Launch parameters and tracking ids, before anything reads the address.
  applyLaunch();
  // 2. Language: what the first screen needs (ru's bundled; kz fetched only when chosen), 3. the sandbox in development.
  await Promise.all([
    initI18n({ namespaces: 'core' }),
    import.meta.env.VITE_USE_MOCKS === 'true' ? import('@/mocks/browser').then((m) => m.startSandbox()) : Promise.resolve(),
  ]);
  // 4. Session-aware HTTP client, then render.
  wireHttp(queryClient);
  // Before the router listens to history, so an unsaved form can hold back the back button.
  installLeaveGuard();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  // 5. The rest of the language's texts once the first screen is up (other routes wait for them).
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  idle(() => void loadAllNamespaces().catch(() => undefined));
  // 6. Config: cached copy is already applied by its store; refresh from the server after first paint.
  // 7. Analytics once the page has loaded and the browser is idle. Both lazily (src/app/later.ts):
  // the HTTP client, schemas and the analytics SDK are not part of the first screen's JavaScript.
  void import('@/app/later').then((m) => m.default());
}

void boot();
