/**
 * Build-time rendering of the first screen (scripts/prerender.ts runs it once per build, in Node with a
 * jsdom window): the Loans tab as a signed-out borrower sees it on arrival, in each language. The HTML
 * goes into index.html, so the screen paints with the HTML and CSS alone, as fast as a static page; the
 * app then hydrates it (src/main.tsx). docs/decisions.md, "The first screen at build time".
 */
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { App } from '@/app/App';
import { initI18n, setLocale, type AppLocale } from '@/lib/i18n';

/** The routes drawn at build time: the launch route (the Loans tab). */
export const PRERENDERED_ROUTES = ['/'] as const;

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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  // The app's own HashRouter on the build's window (its address is the route), so links are drawn
  // exactly as the browser's hydration will draw them ('#/pages/…').
  window.location.hash = '#' + route;
  const { prelude } = await prerender(<App queryClient={queryClient} />);
  return toText(prelude);
}
