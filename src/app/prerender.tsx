/**
 * Build-time rendering of the first screen (scripts/prerender.ts runs it once per build, in Node with a
 * jsdom window): the Loans tab and the landing pages (src/app/firstScreen.ts) as a signed-out visitor sees
 * them on arrival, in each language. The HTML
 * goes into index.html, so the screen paints with the HTML and CSS alone, as fast as a static page; the
 * app then hydrates it (src/main.tsx). docs/decisions.md, "The first screens at build time".
 */
import { prerender } from 'react-dom/static';
import { App } from '@/app/App';
import { markQueriesReady } from '@/lib/queries';
import { initI18n, loadTexts, setLocale, type AppLocale } from '@/lib/i18n';
import { paths } from '@/config/paths';

async function toText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * The markup of `route` for a signed-out visitor in `locale`, with every lazy part resolved (React's
 * `prerender` waits for Suspense), exactly as the app's first client render draws it.
 */
export async function renderFirstScreen(route: string, locale: AppLocale): Promise<string> {
  await initI18n({ namespaces: 'core', locale });
  await setLocale(locale);
  // Every route but the Loans tab renders with the whole language (the route table's `texts` need); its
  // code is loaded once for all renders, so the texts of this language are loaded here, not by it.
  if (route !== paths.root) await loadTexts('main');
  // Nothing is fetched at build time, and no cache timer may keep the build's process alive.
  const { queryClient } = await import('@/lib/query-client');
  queryClient.setDefaultOptions({ queries: { retry: false, enabled: false, gcTime: Infinity } });
  // The app's own HashRouter on the build's window (its address is the route), so links are drawn
  // exactly as the browser's hydration will draw them ('#/pages/…').
  window.location.hash = '#' + route;
  // No effects run at build time: React Query is ready from the start (the offer and the gift, which
  // wait for it, are drawn in their loading state as the app first renders them).
  markQueriesReady();
  const { prelude } = await prerender(<App />);
  const html = await toText(prelude);
  queryClient.clear();
  return html;
}
