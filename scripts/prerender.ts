/**
 * Vite plugin: after a client build, draws the first screen (src/app/prerender.tsx) into index.html.
 * The entry is built for Node (an SSR build into node_modules/.bz-prerender, so its packages resolve),
 * run under a jsdom window (the app's code may read window, storage and navigator while rendering), and
 * its markup placed in #root (Russian) and a <template> (Kazakh), followed by the inline script that
 * chooses between them (scripts/first-screen.ts). docs/decisions.md, "The first screen at build time".
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file for an untyped package (no import to hang it on)
/// <reference path="./jsdom.d.ts" />
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_SCREEN_SCRIPT, KZ_TEMPLATE_ID } from './first-screen.ts';

const ROOT_TAG = '<div id="root"></div>';

/** Puts the drawn screens into the built index.html (exported for tests). */
export function injectFirstScreen(html: string, screens: { ru: string; kz: string }): string {
  if (!html.includes(ROOT_TAG)) throw new Error(`index.html has no empty ${ROOT_TAG}`);
  for (const [locale, markup] of Object.entries(screens)) {
    if (/<script|\sstyle=|\son[a-z]+=/i.test(markup)) throw new Error(`the ${locale} first screen has a script, inline style or handler`);
  }
  return html.replace(
    ROOT_TAG,
    `<div id="root">${screens.ru}</div><template id="${KZ_TEMPLATE_ID}">${screens.kz}</template><script>${FIRST_SCREEN_SCRIPT}</script>`,
  );
}

type Renderer = { renderFirstScreen: (route: string, locale: 'ru' | 'kz') => Promise<string> };

/** Runs `fn` with a jsdom window as the globals a browser has; removes them after. */
async function withBrowserGlobals<T>(fn: () => Promise<T>): Promise<T> {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html lang="ru"><body><div id="root"></div></body></html>', { url: 'http://localhost/#/' });
  const g = globalThis as Record<string, unknown>;
  const names = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history', 'HTMLElement', 'Node', 'matchMedia'];
  const saved = new Map(names.map((n) => [n, Object.getOwnPropertyDescriptor(g, n)]));
  for (const n of names) {
    Object.defineProperty(g, n, { value: (dom.window as unknown as Record<string, unknown>)[n], configurable: true, writable: true });
  }
  try {
    return await fn();
  } finally {
    for (const [n, d] of saved) {
      if (d) Object.defineProperty(g, n, d);
      else delete g[n];
    }
    dom.window.close();
  }
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bz-prerender',
    apply: (c, env) => env.command === 'build' && !c.build?.ssr && !process.env.VITEST,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = join(config.root, 'node_modules', '.bz-prerender', String(process.pid));
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: { alias: { '@': join(config.root, 'src') } },
        plugins: [react()],
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const screens = await withBrowserGlobals(async () => {
          const mod = (await import(pathToFileURL(join(ssrDir, 'prerender.mjs')).href)) as Renderer;
          const ru = await mod.renderFirstScreen('/', 'ru');
          const kz = await mod.renderFirstScreen('/', 'kz');
          return { ru, kz };
        });
        const file = join(outDir, 'index.html');
        writeFileSync(file, injectFirstScreen(readFileSync(file, 'utf8'), screens));
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
