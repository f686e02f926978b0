/**
 * The modules a start runs besides the entry, as Vite's manifest names them (paths from the project root):
 * what the build preloads for every start and for each drawn route (scripts/prerender.ts, startPreloads),
 * and the chunks it marks for compiling off the main thread (scripts/compile-hints.ts).
 */

/** The screen module of each drawn route (src/app/firstScreen.ts FIRST_SCREEN_ROUTES). */
export const DRAWN_SCREEN_MODULES: Record<string, string> = {
  '/': 'src/features/loan-application/screens/LoansTab.tsx',
  '/pages/home/landingpage': 'src/features/landing/screens/LandingPage.tsx',
  '/pages/landweb/landList': 'src/features/landing/screens/LandListPage.tsx',
  '/pages/landweb/landUse': 'src/features/landing/screens/LandUsePage.tsx',
  '/pages/landweb/landAbout': 'src/features/landing/screens/LandAboutPage.tsx',
  '/pages/landweb/landFail': 'src/features/landing/screens/LandFailPage.tsx',
};

/**
 * Loaded by every start after the entry (src/main.tsx): React's DOM renderer, the route loaders, the
 * query layer, the work after the first screen.
 */
export const START_MODULES: readonly string[] = ['node_modules/react-dom/client.js', 'src/app/routes/loaders.ts', 'src/app/queryLayer.ts', 'src/app/later.ts'];

/** Lazy parts a drawn screen asks for as its module is evaluated: the landing offer and the newcomer gift. */
export const START_LAZY_PARTS: readonly string[] = ['src/features/landing/components/Offer.tsx', 'src/shared/coupon/NewcomerGift.tsx'];

/** Loaded once the page is idle on every start (src/app/later.ts): the analytics start and its SDK. */
export const IDLE_START_MODULES: readonly string[] = [
  'src/features/analytics/start.ts',
  'node_modules/sa-sdk-javascript/dist/web/sensorsdata.es6.js',
  'node_modules/sa-sdk-javascript/dist/web/plugin/session-event/index.es6.js',
];
