/**
 * The first screens drawn at build time (scripts/prerender.ts, scripts/first-screen.ts): the names the
 * build, index.html's inline script and the app's start (src/main.tsx) share.
 *
 * Drawn: the Loans tab and the landing pages (the marketing links' entry points), signed out, in ru and
 * kz. index.html carries the Russian Loans tab in #root and every other one in a <template>; the inline
 * script puts the right one in #root before the first paint, or empties it.
 */
// Relative: the build (vite.config.ts → scripts/first-screen.ts) reads this file without the '@' alias.
import { paths } from '../config/paths.ts';

/** On #root: which drawn screen the inline script kept for this visitor ('<locale> <route>'). */
export const FIRST_SCREEN_ATTR = 'data-first-screen';

/**
 * In index.html's head: a <template> holding the app's entry script and its module preloads. The inline
 * script inserts them once a drawn screen has painted (at once when none is kept), so on a slow network
 * the screen's HTML and CSS are not competing with 115 kB of JavaScript for the first paint.
 */
export const APP_SCRIPTS_TEMPLATE = 'app-scripts';
/** The <template> of a drawn route's own module preloads, inserted after the app's when its screen is kept. */
export const routeScriptsId = (route: string) => `${APP_SCRIPTS_TEMPLATE}:${route}`;

/** On window: the last drawn button tapped before the app took the screen over (src/app/earlyTap.ts). */
export const EARLY_TAP = '__bzEarlyTap';

/** The routes drawn, the Loans tab first (it is the one in #root as built). */
export const FIRST_SCREEN_ROUTES: readonly string[] = [
  paths.root,
  paths.home.landingpage,
  paths.landweb.landList,
  paths.landweb.landUse,
  paths.landweb.landAbout,
  paths.landweb.landFail,
];

/** Addresses of the Loans tab besides '/'. */
export const LOANS_TAB_ALIASES: readonly string[] = ['', paths.home.index];

/** The key of a drawn screen: '<locale> <route>'. */
export const screenKey = (locale: string, route: string) => `${locale} ${route}`;
/** The <template> holding a drawn screen. */
export const templateId = (key: string) => `first-screen ${key}`;
/** The screen in #root as built. */
export const BUILT_IN_ROOT = screenKey('ru', paths.root);

/** The route of a hash address, without its query: '#/pages/home/index?x=1' → '/pages/home/index'. */
export function hashRoute(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** The drawn screen's route for a hash route: the Loans tab's aliases are '/'. */
export function drawnRoute(route: string): string {
  return LOANS_TAB_ALIASES.includes(route) ? paths.root : route;
}

/**
 * Whether the app may take over the drawn screen: the inline script kept the one for this language and
 * for the address as it is after the launch rule (src/app/boot.ts).
 */
export function mayHydrate(root: Element, locale: string, hash: string): boolean {
  const route = drawnRoute(hashRoute(hash));
  return FIRST_SCREEN_ROUTES.includes(route) && root.getAttribute(FIRST_SCREEN_ATTR) === screenKey(locale, route);
}
