/**
 * The first screens drawn at build time (scripts/prerender.ts, src/app/firstScreenScript.ts): the names
 * the build, index.html's inline script and the app's start (src/main.tsx) share.
 *
 * Drawn: the Loans tab and the landing pages (the marketing links' entry points), signed out, in ru and
 * kz. index.html carries an empty #root, the inline script, and every drawn screen in a <template>; the
 * script puts the one this visitor may see into #root, or none.
 */
// Relative, with extensions: the build (vite.config.ts → scripts/) reads these files without the '@' alias.
import { paths, routeEntry, screenModule } from '../config/paths.ts';
import { APP_KEYS, type LogoutKey } from '../lib/storage.ts';
import { LIVE_ATTR } from '../shared/ui/liveMark.ts';
import { KEPT_FLAGS, KEPT_SCREEN_ID, KEPT_SCREEN_ROUTE_ATTR } from '../shared/offline/handover.ts';
import type { AppLocale } from '../lib/i18n.ts';
import { hashRoute } from '../utils/hashAddress.ts';

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
/**
 * The route-scripts key of a returning borrower's Loans tab in a language ('signed-in ru'): the tab's signed-in
 * block and that language's texts, asked for with the app's scripts when a session is saved, so they do not
 * wait for the start to find them one import after another (issue 27, a first visit on this device).
 */
export const signedInScriptsKey = (locale: string) => `signed-in ${locale}`;

/** On window: the last drawn button tapped before the app took the screen over (src/app/earlyTap.ts). */
export const EARLY_TAP = '__bzEarlyTap';

/** The routes drawn, the Loans tab first. */
export const FIRST_SCREEN_ROUTES: readonly string[] = [
  paths.root,
  paths.home.landingpage,
  paths.landweb.landList,
  paths.landweb.landUse,
  paths.landweb.landAbout,
  paths.landweb.landFail,
];

/**
 * The screen module of each drawn route, by the route table (src/config/paths.ts): what the build preloads
 * and compiles ahead for it (scripts/prerender.ts, scripts/compile-hints.ts) and writes down for the size
 * check (`.vite/drawn-screens.json` beside the manifest).
 */
export function drawnScreenModules(): Record<string, string> {
  return Object.fromEntries(
    FIRST_SCREEN_ROUTES.map((route) => {
      const entry = routeEntry(route);
      if (!entry) throw new Error(`the drawn route ${route} is not in the route table`);
      return [route, screenModule(entry.screen)];
    }),
  );
}

/** Where the build writes drawnScreenModules() for the size check (plain Node, which cannot read TypeScript). */
export const DRAWN_SCREENS_FILE = 'drawn-screens.json';

/**
 * The languages drawn, in the order their screens come in index.html: Russian first (a first visit is
 * Russian; a screen further down the page waits for the ones above it to arrive).
 */
export const FIRST_SCREEN_LOCALES: readonly AppLocale[] = ['ru', 'kz'];

/** Addresses of the Loans tab besides '/'. */
export const LOANS_TAB_ALIASES: readonly string[] = ['', paths.home.index];

/** The key of a drawn screen: '<locale> <route>'. */
export const screenKey = (locale: string, route: string) => `${locale} ${route}`;
/** The <template> holding a drawn screen. */
export const templateId = (key: string) => `first-screen ${key}`;

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

/**
 * What index.html's inline script needs to know, each from its one definition; the build writes these
 * values into the compiled script (scripts/first-screen.ts), where the source reads `FIRST_SCREEN.<name>`.
 */
export const FIRST_SCREEN_SCRIPT_NAMES = {
  rootId: 'root',
  screenAttr: FIRST_SCREEN_ATTR,
  earlyTap: EARLY_TAP,
  liveAttr: LIVE_ATTR,
  appScripts: APP_SCRIPTS_TEMPLATE,
  routeScriptsPrefix: routeScriptsId(''),
  /** signedInScriptsKey(locale) is this + locale. */
  signedInPrefix: signedInScriptsKey(''),
  screenPrefix: templateId(''),
  /** screenKey(locale, route) is locale + this + route. */
  keySeparator: screenKey('', ''),
  routes: FIRST_SCREEN_ROUTES,
  loansTab: paths.root,
  loansTabAliases: LOANS_TAB_ALIASES,
  localeKey: APP_KEYS.locale,
  /** The session (the spec's key, kept by src/stores/session.ts): a signed-in borrower gets no signed-out screen. */
  tokenKey: 'token' satisfies LogoutKey,
  defaultLocale: 'ru' satisfies AppLocale,
  otherLocale: 'kz' satisfies AppLocale,
  /** A signed-in borrower's copies of their screens (src/shared/offline/keptScreen.ts) and where one is drawn. */
  keptScreensKey: APP_KEYS.keptScreen,
  keptScreenId: KEPT_SCREEN_ID,
  keptRouteAttr: KEPT_SCREEN_ROUTE_ATTR,
  keptFlags: KEPT_FLAGS,
} as const;

export type FirstScreenScriptNames = typeof FIRST_SCREEN_SCRIPT_NAMES;
