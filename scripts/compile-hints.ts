/**
 * Vite plugin: marks the chunks that run while the first screen starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad` as the file's first line, Chrome 136+; other engines read a comment).
 * V8 then compiles every function of such a file on a background thread while the file streams in,
 * instead of compiling each one on the main thread the first time it is called. Measured at 4× CPU on
 * the Loans tab and the landing page: the main thread's work after the first paint fell by about a
 * tenth and the long tasks by about a third (docs/decisions.md, "The first screen and speed").
 *
 * Only the start-up chunks are marked: code that waits for a tap (forms, camera, payment) would be
 * compiled for nothing on a phone with little memory. The line is added after the file names are
 * hashed, so a name does not say whether its file carries it; the rule is the same for every build, and
 * a copy cached from a build before it lacks only the hint.
 */
import type { Plugin } from 'vite';
import { COMPILE_HINT, IDLE_START_MODULES, START_LAZY_PARTS, START_MODULES } from './start-modules.mjs';
import { drawnScreenModules } from '../src/app/firstScreen.ts';

export { COMPILE_HINT };

/**
 * Modules whose code runs on every start besides the entry's (scripts/start-modules.mjs): React's DOM
 * renderer, the route loaders, the query layer, the work after the first screen, the analytics start and
 * its SDK, and the drawn screens with the lazy parts they ask for at once.
 */
export const HINTED_MODULES: readonly string[] = [...START_MODULES, ...IDLE_START_MODULES, ...Object.values(drawnScreenModules()), ...START_LAZY_PARTS];

/** What this needs of a built chunk. */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
  imports?: readonly string[];
}

/**
 * The file names of the start-up chunks: the entries, the chunks holding a start module, and everything
 * they import statically (those are evaluated before them).
 */
export function startupChunks(bundle: Record<string, ChunkInfo>, startModules: readonly string[] = HINTED_MODULES): Set<string> {
  const isStart = (id: string) => startModules.some((m) => id.replaceAll('\\', '/').endsWith(`/${m}`));
  const todo = Object.entries(bundle)
    .filter(([, c]) => c.type === 'chunk' && (c.isEntry || (c.facadeModuleId && isStart(c.facadeModuleId)) || (c.moduleIds ?? []).some(isStart)))
    .map(([name]) => name);
  const found = new Set<string>();
  while (todo.length > 0) {
    const name = todo.pop()!;
    const chunk = bundle[name];
    if (found.has(name) || chunk?.type !== 'chunk') continue;
    found.add(name);
    todo.push(...(chunk.imports ?? []));
  }
  return found;
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'bz-compile-hints',
    apply: (c, env) => env.command === 'build' && !c.build?.ssr,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = bundle as unknown as Record<string, ChunkInfo & { code?: string }>;
        for (const name of startupChunks(chunks)) {
          const chunk = chunks[name]!;
          if (typeof chunk.code === 'string' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
