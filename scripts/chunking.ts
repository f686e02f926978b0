/**
 * The app's own code loaded after the first screen, in fewer chunks (issue 27, the sign-up journey).
 *
 * Left to itself the bundler makes one chunk per set of routes sharing a module: about a hundred files
 * under 1 kB gzip on the way from a marketing link to a submitted order, each a request, its own import
 * lines and a gzip stream that starts with an empty dictionary. The groups here (vite.config.ts) put a
 * feature's shared modules (`src/features/<x>/`, not its screens) in one chunk, each folder of
 * `src/shared/` in one (the form and UI kit together), and the landing's lazy parts' modules in one: a
 * screen may then load a little code it does not run, in exchange for far fewer files.
 *
 * The start (what the entry, the drawn screens, the DOM renderer, the loaders, the query layer and what
 * follows the first screen reach statically: scripts/start-modules.mjs), which this plugin finds once the
 * module graph is known, in two chunks besides the bundler's own:
 * - `start-core`: everything the entry imports statically (React, the router, i18next, the first screen's
 *   texts, the app's frame). The entry runs none of it before all of it has arrived, so one file costs no
 *   byte more than eleven;
 * - `start-after`: what only the work after the first screen reaches (the loaders, the query layer, later:
 *   the HTTP client, the schemas, the session, the kept answers, the analytics' wiring). Every start
 *   loads all three, so one file again costs no byte more, and no screen gets code it would not have had.
 *   What a drawn screen, the DOM renderer or the entry reaches is left out of it, so the first paint waits
 *   for nothing more.
 *   Before, the bundler split these by the set of routes sharing each module: 57 files at the signed-in
 *   Loans tab's start instead of 31, each a request costing the main thread about 2 ms at 4× CPU in a trace
 *   (docs/decisions.md, "The start's chunks").
 * Left to the bundler's own rule:
 * - the rest of what the drawn screens reach: the first paint stays exactly as budgeted (scripts/size-check.mjs);
 * - every module imported dynamically (a route's screen, a lazy block, a text file): it keeps a chunk of
 *   its own, named after it, which the manifest, the size check, the journey list and the stale-chunk
 *   rule know it by;
 * - a lazy block's folder (BLOCK_FOLDERS: its `index.tsx` imported dynamically): the folder's modules imported only
 *   from within it stay in the block's chunk, not in their feature's, which every screen of the feature loads (the
 *   Loans tab's decided cards, src/features/loan-application/components/decided/).
 */
import type { Plugin } from 'vite';
import { BLOCK_FOLDERS, DOM_CLIENT_MODULE, IDLE_START_MODULES, START_LAZY_PARTS, START_MODULES } from './start-modules.mjs';
import { drawnScreenModules } from '../src/app/firstScreen.ts';

/** The start's modules: the first paint's (the drawn screens'), React's DOM renderer, the loaders, the query layer, what follows the first screen. */
const STARTED_MODULES: readonly string[] = [...START_MODULES, ...IDLE_START_MODULES, ...Object.values(drawnScreenModules())];

export interface AppChunking {
  plugin: Plugin;
  /** The group of a module of src/ the start leaves to the bundler's own rule, or null. */
  name: (id: string) => string | null;
}

const rel = (id: string) => id.replaceAll('\\', '/');
const isOneOf = (id: string, modules: readonly string[]) => modules.some((m) => rel(id).endsWith(`/${m}`));

export function appChunking(): AppChunking {
  /** Modules the start's chunks hold (the first paint's, the start-up modules'): left as they are. */
  const start = new Set<string>();
  /** Modules imported dynamically somewhere: each keeps its own chunk. */
  const own = new Set<string>();
  /** The landing pages' lazy parts' modules beyond the start's: one chunk. */
  const lazyParts = new Set<string>();
  /** What only the start's work after the first screen reaches (the loaders, the query layer, later): one chunk. */
  const afterFirst = new Set<string>();
  /** What the entry imports statically (React, the router, i18next, the app's frame): one chunk. */
  const entryCore = new Set<string>();
  /** The modules of a lazy block's folder imported only from within it: they stay in the block's chunk. */
  const inBlock = new Set<string>();
  const plugin: Plugin = {
    name: 'bz-app-chunking',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[], into: Set<string>, skip: Set<string> = new Set()) => {
        const todo = [...roots];
        while (todo.length > 0) {
          const id = todo.pop()!;
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      start.clear();
      own.clear();
      lazyParts.clear();
      const ids = [...this.getModuleIds()];
      for (const id of ids) if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) own.add(id);
      inBlock.clear();
      const blockFolders = BLOCK_FOLDERS.map((folder) => {
        const index = [...own].find((id) => rel(id).endsWith(`/${folder}index.tsx`));
        if (!index) throw new Error(`[bz-app-chunking] ${folder}index.tsx is not imported dynamically (scripts/start-modules.mjs BLOCK_FOLDERS)`);
        return rel(index).replace(/index\.tsx$/, '');
      });
      for (const id of ids) {
        const folder = blockFolders.find((f) => rel(id).startsWith(f));
        const importers = this.getModuleInfo(id)?.importers ?? [];
        if (folder && importers.length > 0 && importers.every((i) => rel(i).startsWith(folder))) inBlock.add(id);
      }
      closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry || isOneOf(id, STARTED_MODULES)),
        start,
      );
      closure(
        ids.filter((id) => isOneOf(id, START_LAZY_PARTS)),
        lazyParts,
        start,
      );
      afterFirst.clear();
      const firstPaint = new Set<string>();
      closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry || isOneOf(id, [DOM_CLIENT_MODULE, ...Object.values(drawnScreenModules())])),
        firstPaint,
      );
      for (const id of start) if (!firstPaint.has(id) && !own.has(id) && !/\.json$/.test(id)) afterFirst.add(id);
      entryCore.clear();
      const entryStatic = new Set<string>();
      closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry), entryStatic);
      for (const id of entryStatic) if (!/^\0(rolldown|vite)\//.test(id) && !own.has(id) && !this.getModuleInfo(id)?.isEntry) entryCore.add(id);
    },
  };
  return {
    plugin,
    name: (id) => {
      if (entryCore.has(id)) return 'start-core';
      if (afterFirst.has(id)) return 'start-after';
      if (!/[\\/]src[\\/]/.test(id) || /\.json$/.test(id) || start.has(id) || own.has(id) || inBlock.has(id)) return null;
      if (lazyParts.has(id)) return 'landing-lazy';
      const m = /[\\/]src[\\/](shared|features)[\\/]([\w-]+)/.exec(id);
      if (!m) return null;
      return m[1] === 'shared' ? (/^(ui|forms)$/.test(m[2]!) ? 'kit' : `shared-${m[2]}`) : `f-${m[2]}`;
    },
  };
}
