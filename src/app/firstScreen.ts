/**
 * The first screen drawn at build time (scripts/prerender.ts, scripts/first-screen.ts): the names the
 * build, index.html's inline script and the app's start (src/main.tsx) share.
 */
// Relative: the build (vite.config.ts → scripts/first-screen.ts) reads this file without the '@' alias.
import { paths } from '../config/paths.ts';

/** On #root: the language of the drawn screen the inline script kept for this visitor ('ru' | 'kz'). */
export const FIRST_SCREEN_ATTR = 'data-first-screen';
/** The <template> holding the Kazakh copy. */
export const KZ_TEMPLATE_ID = 'first-screen-kz';
/** The hash routes that show the drawn screen (the Loans tab). */
export const FIRST_SCREEN_ROUTES: readonly string[] = ['', paths.root, paths.home.index];

/** The route of a hash address, without its query: '#/pages/home/index?x=1' → '/pages/home/index'. */
export function hashRoute(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] ?? '';
}

/**
 * Whether the app may take over the drawn screen: the inline script kept it in this language, and the
 * address (after the launch rule, src/app/boot.ts) is still the Loans tab.
 */
export function mayHydrate(root: Element, locale: string, hash: string): boolean {
  return root.getAttribute(FIRST_SCREEN_ATTR) === locale && FIRST_SCREEN_ROUTES.includes(hashRoute(hash));
}
