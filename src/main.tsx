import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { applyLaunch, wireHttp } from '@/app/boot';
import { createAppRouter } from '@/app/router';
import { queryClient } from '@/lib/query-client';
import { initI18n } from '@/lib/i18n';
import { env } from '@/config/env';
import { loadConfig } from '@/features/account/loadConfig';
import '@/app/styles.css';

async function boot() {
  // 1. Launch parameters and tracking ids, before anything reads the address.
  applyLaunch();
  // 2. Language (ru bundled; kz fetched only when chosen), 3. the sandbox in development.
  await Promise.all([
    initI18n(),
    env.useMocks ? import('@/mocks/browser').then((m) => m.startSandbox()) : Promise.resolve(),
  ]);
  // 4. Session-aware HTTP client and router, then render.
  const router = createAppRouter();
  wireHttp(router, queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  // 5. Config: cached copy is already applied by its store; refresh from the server after first paint.
  void loadConfig();
}

void boot();
