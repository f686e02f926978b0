/**
 * Vite plugin: on a page the app's own service worker serves, a route's JavaScript is asked for through its
 * imports, not by a burst of `<link rel="modulepreload">` (issue 27, blocking time on the signed-in screens).
 *
 * Vite's preload helper (`\0vite/preload-helper.js`) links every file a dynamic import needs before it runs
 * the import, all in the task that asked for it: at a route's start that is 20–25 links in one task. A trace of
 * My loans' second visit at 4× CPU put that burst at about 90 ms of one 148 ms task (docs/decisions.md, "A page
 * the worker serves"). Over the network the links are worth it: they ask for every file at once instead of one
 * level of imports per round trip. From the worker's cache a level costs a few milliseconds, and the same
 * requests, made by the module loader as it reads each file, fall in many short tasks.
 *
 * So the helper links a script only when the app's worker (`/sw.js`) does not control the page: a first
 * visit, a browser or in-app webview without service workers, the sandbox's msw worker. Stylesheets are linked
 * as before (the import waits for them, so a screen never paints unstyled).
 *
 * The change is made to the helper's source as Vite ships it; if that source changes shape (a Vite upgrade),
 * the build fails here instead of losing the rule unseen. tests/warm-preloads.node.test.ts checks the patch
 * against the helper of the installed Vite; scripts/size-check.mjs checks that the built helper carries it.
 */
import type { Plugin } from 'vite';

export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The statement of the helper that links one file, as Vite's source has it. */
const APPEND = 'document.head.appendChild(link);';

/**
 * The app's worker's address, as src/app/sw/register.ts registers it (SW_URL: that module reads texts the build's
 * config cannot load, so the value is repeated here and tests/warm-preloads.node.test.ts holds the two equal).
 */
export const WORKER_SCRIPT_MARK = '/sw.js';

/** The condition under which the helper still links a file: a stylesheet, or a page the app's worker does not control. */
const CONDITION = `isCss || !(navigator.serviceWorker && navigator.serviceWorker.controller && new URL(navigator.serviceWorker.controller.scriptURL).pathname === ${JSON.stringify(WORKER_SCRIPT_MARK)})`;

/** The helper's source with the rule in; throws if the source is not the shape this was written for. */
export function patchPreloadHelper(code: string): string {
  const appends = code.split(APPEND).length - 1;
  if (appends !== 1 || !/\bconst isCss\b/.test(code)) {
    throw new Error(
      `bz-warm-preloads: Vite's preload helper is not the shape scripts/warm-preloads.ts patches ` +
        `(${appends} × "${APPEND}", isCss ${/\bconst isCss\b/.test(code) ? 'found' : 'missing'}): update the patch`,
    );
  }
  return code.replace(APPEND, `if (${CONDITION}) ${APPEND}`);
}

export function warmPreloadsPlugin(): Plugin {
  let patched = false;
  return {
    name: 'bz-warm-preloads',
    apply: 'build',
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      patched = true;
      return { code: patchPreloadHelper(code), map: null };
    },
    buildEnd(error) {
      // A build with dynamic imports always has the helper: not seeing it means Vite loads it another way now.
      if (!error && !patched && [...this.getModuleIds()].some((m) => (this.getModuleInfo(m)?.dynamicallyImportedIds.length ?? 0) > 0)) {
        this.error(`bz-warm-preloads: ${JSON.stringify(PRELOAD_HELPER_ID)} never reached the transform hook: update scripts/warm-preloads.ts`);
      }
    },
  };
}
