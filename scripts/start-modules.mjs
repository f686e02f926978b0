/**
 * The modules a start runs besides the entry, as Vite's manifest names them (paths from the project root):
 * what the build preloads for every start and for each drawn route (scripts/prerender.ts, startPreloads),
 * the chunks it marks for compiling off the main thread (scripts/compile-hints.ts), and what the size
 * check measures and checks for the mark (scripts/size-check.mjs). Plain JavaScript, so that the size
 * check reads the same lists under Node without a TypeScript loader (types: start-modules.d.mts).
 */

/** V8's explicit compile hint, the first line of every start-up chunk (scripts/compile-hints.ts). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** React's DOM renderer: imported by src/main.tsx in a task of its own; every first screen needs it. */
export const DOM_CLIENT_MODULE = 'node_modules/react-dom/client.js';

/**
 * Loaded by every start after the entry (src/main.tsx): React's DOM renderer, the route loaders, the
 * query layer, the work after the first screen.
 */
export const START_MODULES = [DOM_CLIENT_MODULE, 'src/app/routes/loaders.ts', 'src/app/queryLayer.ts', 'src/app/later.ts'];

/** Lazy parts a drawn screen asks for as its module is evaluated: the landing offer and the newcomer gift. */
export const START_LAZY_PARTS = ['src/features/landing/components/Offer.tsx', 'src/shared/coupon/NewcomerGift.tsx'];

/**
 * A returning borrower's Loans tab beyond its screen module: the signed-in block (progress, the loan's state) and
 * the decided cards (a refusal, the cooling period, the loan being repaid: a chunk of their own, which a new
 * borrower on the way to a first loan never loads), asked for with the app's scripts when a session is saved
 * (scripts/prerender.ts, with that language's texts), so the loan's card does not wait a round trip more.
 */
export const SIGNED_IN_MODULES = ['src/features/loan-application/components/SignedInLoansTab.tsx', 'src/features/loan-application/components/decided/index.tsx'];

/**
 * Lazy blocks kept whole (scripts/chunking.ts): the folder's `index.tsx` is imported dynamically, and the folder's
 * modules that only it imports stay in that block's chunk instead of their feature's, which every screen of the
 * feature loads.
 */
export const BLOCK_FOLDERS = ['src/features/loan-application/components/decided/'];

/** Loaded once the page is idle on every start (src/app/later.ts): the analytics start and its sender. */
export const IDLE_START_MODULES = ['src/features/analytics/start.ts', 'src/features/analytics/tracker.ts'];
