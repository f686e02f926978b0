import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTexts } from '@/lib/i18n';
import type { ExtraGroup } from '@/lib/textGroups';
import { withQueryClient } from '@/lib/queries';
import { nextTask } from '@/utils/nextTask';

/**
 * Code loaded after the first screen, one way. A route's screen (src/app/routes/table.ts) and a block
 * inside a screen (the signed-in Loans tab, the landing offer, the newcomer gift, the shell's extras)
 * say what they need before they render, and get it:
 * - `queries`: it reads or writes the server. It waits until React Query and the HTTP wiring are loaded
 *   (src/lib/queries.ts) and comes with the query client around it: the first screens carry neither.
 * - `texts`: it shows texts beyond the first screen's. It waits for them (src/lib/i18n.ts), so it never
 *   renders a raw key: `true`, the main group; a list, the main group and those (a loan's repayment and
 *   extension, the messages, the content pages; a decided application: src/lib/textGroups.ts).
 */
export interface Needs {
  queries?: boolean;
  texts?: boolean | readonly ExtraGroup[];
}

/** The texts a need asks for, loaded together. */
function textsFor(texts: Needs['texts']): Promise<unknown> | undefined {
  if (!texts) return undefined;
  return Promise.all([loadTexts('main'), ...(texts === true ? [] : texts.map((g) => loadTexts(g)))]);
}

type Module<C> = { default: C };

/** `load`, once: every call shares its promise; a failed load is forgotten, so the next call tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = null;
      throw e;
    }));
}

/** A module's loader that resolves once what its default component needs is there too. */
export function deferred<C extends object>(load: () => Promise<Module<C>>, { queries = false, texts = false }: Needs): () => Promise<Module<C>> {
  return async () => {
    const [m] = await Promise.all([load(), textsFor(texts)]);
    return queries ? { default: await withQueryClient(m.default) } : m;
  };
}

export interface DeferredBlock<P> {
  /** The block, for `<Suspense>`: its code and what it needs load when it first renders. */
  Block: LazyExoticComponent<ComponentType<P>>;
  /**
   * Starts loading the code now, in a task of its own (asking for a chunk and its imports costs a cheap
   * phone's main thread a few milliseconds, which should not lengthen the task that calls this).
   */
  preload: () => void;
  /** Whether its code and what it needs are here, so it draws without suspending (a screen may then draw it at once). */
  isReady: () => boolean;
}

/**
 * A block of a screen in a chunk of its own. `failed`, when given, is drawn in its place if its code cannot
 * be loaded (offline, or a deploy renamed it under an open tab), and the rest of the screen stays; without
 * it the failure reaches the error boundary above.
 */
export function deferredBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
  needs: Needs & { failed?: ComponentType<P> } = {},
): DeferredBlock<P> {
  const code = once(load);
  let ready = false;
  const deferredLoad = deferred(() => code().then((C) => ({ default: C })), needs);
  const withNeeds = () =>
    deferredLoad().then((m) => {
      ready = true;
      return m;
    });
  const { failed } = needs;
  return {
    Block: lazy(failed ? () => withNeeds().catch(() => ({ default: failed })) : withNeeds),
    preload: () => void nextTask().then(() => code().catch(() => undefined)),
    isReady: () => ready,
  };
}
