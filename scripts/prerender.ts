/**
 * Vite plugin: after a client build, draws the first screens (src/app/prerender.tsx) into index.html.
 * The entry is built for Node (an SSR build into node_modules/.bz-prerender, so its packages resolve)
 * and run in a child process (scripts/prerender-run.mjs) under a jsdom window (the app's code may read
 * window, storage and navigator while rendering). #root stays empty; after it come the inline script
 * that chooses between the screens (src/app/firstScreenScript.ts, compiled by scripts/first-screen.ts),
 * whose hash the build writes into the policy (deploy/headers/app.conf), and every screen in a
 * <template> (src/app/firstScreen.ts). docs/decisions.md, "The first screens at build time".
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenScript, scriptHash } from './first-screen.ts';
import { writeAppScriptHash } from './hosting.ts';
import { SIGNED_IN_MODULES, START_LAZY_PARTS, START_MODULES } from './start-modules.mjs';
import { APP_SCRIPTS_TEMPLATE, DRAWN_SCREENS_FILE, drawnScreenModules, FIRST_SCREEN_LOCALES, FIRST_SCREEN_ROUTES, routeScriptsId, screenKey, signedInScriptsKey, templateId } from '../src/app/firstScreen.ts';

const ROOT_TAG = '<div id="root"></div>';

/** A drawn screen: its markup, and the language tag of the page it was drawn in (<html lang>). */
export interface DrawnScreen {
  html: string;
  lang: string;
}

/**
 * Puts the drawn screens (by key '<locale> <route>') into the built index.html (exported for tests):
 * #root stays empty, then comes `script`, which chooses the visitor's screen and puts it into #root once
 * its template is parsed, then each screen in a <template> with its language. No screen is in the
 * document before the choice, so none but the chosen one is ever painted. Russian first, then Kazakh,
 * each in route order (the Loans tab first): a screen further down waits for those above it to arrive,
 * and a first visit is Russian.
 */
export function injectFirstScreen(html: string, screens: Record<string, DrawnScreen>, script: string): string {
  if (!html.includes(ROOT_TAG)) throw new Error(`index.html has no empty ${ROOT_TAG}`);
  for (const [key, { html: markup, lang }] of Object.entries(screens)) {
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(lang)) throw new Error(`the first screen "${key}" has no language tag`);
    if (/<script|\sstyle=|\son[a-z]+=/i.test(markup)) throw new Error(`the first screen "${key}" has a script, inline style or handler`);
    // A text that is a whole i18n key ('hero.title') means the screen was drawn before its texts loaded.
    const rawKey = />\s*([a-z][\w-]*(?:\.[\w-]+)+)\s*</.exec(markup);
    if (rawKey) throw new Error(`the first screen "${key}" shows the raw text key "${rawKey[1]}"`);
  }
  const keys = FIRST_SCREEN_LOCALES.flatMap((locale) => FIRST_SCREEN_ROUTES.map((route) => screenKey(locale, route)));
  const missing = keys.filter((key) => !screens[key]);
  if (missing.length > 0) throw new Error(`no drawn screen for ${missing.join(', ')}`);
  const extra = Object.keys(screens).filter((key) => !keys.includes(key));
  if (extra.length > 0) throw new Error(`drawn screens that are not first screens: ${extra.join(', ')}`);
  const drawn = keys.map((key) => `<template id="${templateId(key)}" lang="${screens[key]!.lang}">${screens[key]!.html}</template>`);
  return html.replace(ROOT_TAG, `${ROOT_TAG}<script>${script}</script>${drawn.join('')}`);
}

/**
 * The built stylesheets the drawn screens need besides the entry's: every CSS file that styles a class
 * the markup uses (a CSS module's classes are unique to its file). Linked in the head, so the screens
 * paint styled from the HTML, and never restyle (shift) when their route's code arrives: Vite's loader
 * sees the link already there and adds none.
 */
export function stylesheetsFor(markup: string[], cssFiles: Record<string, string>, linked: string[]): string[] {
  const classes = new Set<string>();
  for (const html of markup) {
    // CSS module classes only ('_name_hash_line'): the global ones are the entry's, already linked.
    for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (/^_[\w-]+_[\w-]{5}_\d+$/.test(c)) classes.add(c);
  }
  const escape = (c: string) => c.replace(/[^\w-]/g, (ch) => `\\${ch}`);
  return Object.entries(cssFiles)
    .filter(([file]) => !linked.includes(file))
    .filter(([, css]) => [...classes].some((c) => new RegExp(`\\.${escape(c)}(?![\\w-])`).test(css)))
    .map(([file]) => file)
    .sort();
}

/** Adds <link rel="stylesheet"> for `files` after the entry's stylesheet. */
export function linkStylesheets(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * The app's entry script and its module preloads, moved from the head into a <template> (inert: nothing
 * is fetched) that the inline script inserts once the drawn screen has painted, or at once when no drawn
 * screen is kept (scripts/first-screen.ts). On a slow network the screen then paints from its HTML and
 * CSS alone, and the scripts that take it over follow. `preloads` (startPreloads) adds the chunks every
 * start loads after the entry to that template, and a template per drawn route with that screen's own.
 */
export function lateScripts(html: string, preloads: StartPreloads = { common: [], routes: {} }): string {
  const tags: string[] = [];
  const rest = html
    .replace(/[ \t]*<script type="module" crossorigin src="[^"]+"><\/script>\n?/g, (tag) => (tags.push(tag.trim()), ''))
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n?/g, (tag) => (tags.push(tag.trim()), ''));
  if (!tags.some((t) => t.startsWith('<script'))) throw new Error('index.html has no entry script to hold back');
  // A stylesheet the start's code will ask for is fetched ahead too (Vite's loader then finds it in the
  // memory cache instead of waiting for the network before the chunk may run); crossorigin as the loader's.
  const link = (href: string) =>
    href.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${href}">` : `<link rel="modulepreload" crossorigin href="${href}">`;
  const templates = [
    `<template id="${APP_SCRIPTS_TEMPLATE}">${[...tags, ...preloads.common.map(link)].join('')}</template>`,
    ...Object.entries(preloads.routes)
      .filter(([, hrefs]) => hrefs.length > 0)
      .map(([route, hrefs]) => `<template id="${routeScriptsId(route)}">${hrefs.map(link).join('')}</template>`),
  ];
  return rest.replace('</head>', `  ${templates.join('\n    ')}\n  </head>`);
}

/** What this needs of Vite's build manifest (.vite/manifest.json). */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

export interface StartPreloads {
  /** Every start's chunks after the entry's own (addresses), and the stylesheets they load that the head lacks. */
  common: string[];
  /** Each drawn route's screen and the lazy parts it asks for at once, beyond the common ones (chunks, then stylesheets). */
  routes: Record<string, string[]>;
}

/**
 * The chunks a start loads after the entry and its static imports, as module preloads for the inline
 * script to insert one per task. Otherwise Vite's preload helper inserts them as each dynamic import
 * starts, a dozen in one task, and starting a fetch costs a cheap phone a few milliseconds each (on the
 * landing page about 50 ms of one task at 4× CPU). The helper skips what a <link> already asks for.
 */
export function startPreloads(manifest: BuildManifest, base: string, headStylesheets: readonly string[] = []): StartPreloads {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry in the build manifest');
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    const todo = [...keys];
    while (todo.length > 0) {
      const k = todo.pop()!;
      if (into.has(k)) continue;
      const chunk = manifest[k];
      if (!chunk) throw new Error(`${k} is not in the build manifest`);
      into.add(k);
      todo.push(...(chunk.imports ?? []));
    }
    return into;
  };
  const js = (keys: Iterable<string>, skip: Set<string>) => [...keys].filter((k) => !skip.has(k) && manifest[k]!.file.endsWith('.js')).map((k) => `${base}${manifest[k]!.file}`);
  /** The stylesheets Vite's loader will add for these chunks, but for those already linked or listed. */
  const css = (keys: Iterable<string>, skip: Set<string>) => {
    const out = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []).map((f) => `${base}${f}`))].filter((h) => !skip.has(h));
    out.forEach((h) => skip.add(h));
    return out;
  };
  const entrySet = closure([entry]);
  const commonSet = closure(START_MODULES);
  const skip = new Set([...entrySet, ...commonSet]);
  const linkedCss = new Set([...headStylesheets, ...[...entrySet].flatMap((k) => manifest[k]!.css ?? []).map((f) => `${base}${f}`)]);
  const common = [...js(commonSet, entrySet), ...css(commonSet, linkedCss)];
  const routes: Record<string, string[]> = {};
  const drawn = drawnScreenModules();
  for (const route of FIRST_SCREEN_ROUTES) {
    const screen = drawn[route];
    if (!screen) throw new Error(`no screen module named for the drawn route ${route}`);
    const set = closure([screen]);
    const lazy = [...set].flatMap((k) => manifest[k]!.dynamicImports ?? []).filter((k) => START_LAZY_PARTS.includes(k));
    closure(lazy, set);
    routes[route] = [...js(set, skip), ...css(set, new Set(linkedCss))];
  }
  // A returning borrower's Loans tab, per language: the tab, its signed-in block, the decided cards and the language's
  // main and decided texts (the servicing ones come with the pages that read them, and once the tab shows a loan:
  // src/lib/textGroups.ts).
  const loansTab = drawn[FIRST_SCREEN_ROUTES[0]!]!;
  for (const locale of FIRST_SCREEN_LOCALES) {
    const texts = Object.keys(manifest).filter((k) => new RegExp(`^assets/texts-${locale}-(?!core-|servicing-)[\\w-]+\\.js$`).test(manifest[k]!.file));
    const set = closure([loansTab, ...SIGNED_IN_MODULES, ...texts]);
    routes[signedInScriptsKey(locale)] = [...js(set, skip), ...css(set, new Set(linkedCss))];
  }
  return { common, routes };
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
        // In a child process: whatever the app's code leaves running there cannot keep the build alive.
        const out = execFileSync(process.execPath, [join(config.root, 'scripts', 'prerender-run.mjs'), join(ssrDir, 'prerender.mjs'), JSON.stringify(FIRST_SCREEN_LOCALES), JSON.stringify(FIRST_SCREEN_ROUTES)], {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          stdio: ['ignore', 'pipe', 'inherit'],
          timeout: 120_000,
        });
        const screens = JSON.parse(out) as Record<string, DrawnScreen>;
        const file = join(outDir, 'index.html');
        const html = readFileSync(file, 'utf8');
        const assets = join(outDir, 'assets');
        const cssFiles = Object.fromEntries(
          readdirSync(assets)
            .filter((f) => f.endsWith('.css'))
            .map((f) => [`${config.base}assets/${f}`, readFileSync(join(assets, f), 'utf8')]),
        );
        const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
        const extra = stylesheetsFor(Object.values(screens).map((s) => s.html), cssFiles, linked);
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
        writeFileSync(join(outDir, '.vite', DRAWN_SCREENS_FILE), JSON.stringify(drawnScreenModules(), null, 2));
        const script = await firstScreenScript();
        writeFileSync(file, injectFirstScreen(lateScripts(linkStylesheets(html, extra), startPreloads(manifest, config.base, [...linked, ...extra])), screens, script));
        // The policy allows the script by its hash: a changed script brings its hash into the hosting
        // config, which the browser suite serves (nginx) and the unit tests check against the script.
        if (writeAppScriptHash(scriptHash(script))) {
          config.logger.warn(`\n[bz-prerender] The first-screen script changed: its hash is now in deploy/headers/app.conf. Commit that file with the change.`);
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
