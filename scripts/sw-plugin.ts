/**
 * Vite plugin: writes the service worker (src/app/sw/worker.ts) into a production build as /sw.js, with the
 * build's precache list and version in it. Only for a build without the sandbox in its bundle: a development
 * server and a `--mode sandbox` build run msw's worker on the same scope, and must keep it.
 *
 * It runs after the first screens are drawn into index.html (scripts/prerender.ts), so the list holds the
 * page as it ships, and the version (a hash of that page and of the list) changes with every deploy: the
 * browser compares /sw.js byte for byte and installs the new one (docs/decisions.md, "The app shell offline").
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin, type ResolvedConfig } from 'vite';
import { API_PREFIXES } from '../sandbox/node-adapter.ts';
import { routeEntry, screenModule, paths } from '../src/config/paths.ts';
import type { BuildManifest } from './prerender.ts';

export const WORKER_FILE = 'sw.js';
const WORKER_SOURCE = fileURLToPath(new URL('../src/app/sw/worker.ts', import.meta.url));

/** Paths that are never the app's page: the API (same origin when VITE_API_BASE_URL is '/'), the framed documents. */
export const NOT_APP_PREFIXES: readonly string[] = [...API_PREFIXES, '/legal/', '/.well-known/'];

/**
 * Signed-in screens a returning borrower opens with no network besides the Loans tab (which the page
 * preloads): My loans, a loan's page and the repayment page, with what they import.
 */
export const OFFLINE_ROUTES: readonly string[] = [paths.personal.loan_order, paths.loan.detail, paths.webview.loanRepayment];

/** Public files every start or an install needs that are not hashed (public/). */
export const PUBLIC_FILES: readonly string[] = ['/favicon.svg', '/manifest-ru.webmanifest', '/manifest-kz.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/apple-touch-icon.png'];

/**
 * What the worker keeps at install: the page; every hashed file the page loads or preloads (the entry, its
 * styles, what every start loads after it, the drawn screens'); the texts of both languages beyond the first
 * screen's (every other route waits for them); the offline routes' chunks; the public files above.
 */
export function precacheList(outDir: string, base = '/'): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const fromPage = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const closure = new Set<string>();
  const todo = OFFLINE_ROUTES.map((route) => {
    const entry = routeEntry(route);
    if (!entry) throw new Error(`[bz-sw] ${route} is not in the route table`);
    return screenModule(entry.screen);
  });
  while (todo.length > 0) {
    const key = todo.pop()!;
    if (closure.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`[bz-sw] ${key} is not in the build manifest`);
    closure.add(key);
    todo.push(...(chunk.imports ?? []));
  }
  const fromRoutes = [...closure].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]).map((f) => `${base}${f}`);
  const texts = readdirSync(join(outDir, 'assets'))
    .filter((f) => /^texts-[\w-]+\.js$/.test(f))
    .map((f) => `${base}assets/${f}`);
  const publicFiles = PUBLIC_FILES.filter((f) => existsSync(join(outDir, f.slice(1))));
  const missing = PUBLIC_FILES.filter((f) => !publicFiles.includes(f));
  if (missing.length > 0) throw new Error(`[bz-sw] public files missing from the build: ${missing.join(', ')}`);
  const list = [`${base}index.html`, ...new Set([...fromPage, ...fromRoutes, ...texts]), ...publicFiles];
  for (const url of list) {
    if (!existsSync(join(outDir, url.slice(base.length)))) throw new Error(`[bz-sw] ${url} is not in the build`);
  }
  return list;
}

/** The worker as plain JavaScript with this build's values in it. */
export async function workerScript(precache: readonly string[], version: string): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(WORKER_SOURCE, 'utf8'), WORKER_SOURCE, { lang: 'ts' });
  const values: Record<string, unknown> = { __BZ_PRECACHE__: precache, __BZ_VERSION__: version, __BZ_NOT_APP__: NOT_APP_PREFIXES };
  let out = code;
  for (const [name, value] of Object.entries(values)) {
    if (!out.includes(name)) throw new Error(`[bz-sw] the worker does not read ${name}`);
    out = out.replaceAll(name, JSON.stringify(value));
  }
  return out;
}

/** Writes /sw.js into a built folder; its version and list (also for a test that plays a new deploy). */
export async function writeServiceWorker(outDir: string, base = '/'): Promise<{ version: string; precache: string[] }> {
  const precache = precacheList(outDir, base);
  const hash = createHash('sha256');
  hash.update(readFileSync(join(outDir, 'index.html')));
  for (const url of precache) hash.update(`\n${url}`);
  const version = hash.digest('hex').slice(0, 16);
  writeFileSync(join(outDir, WORKER_FILE), await workerScript(precache, version));
  return { version, precache };
}

export function serviceWorkerPlugin({ mocksInBundle }: { mocksInBundle: boolean }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bz-service-worker',
    apply: (c, env) => env.command === 'build' && !c.build?.ssr && !mocksInBundle && !process.env.VITEST,
    configResolved(resolved) {
      config = resolved;
    },
    // After every other plugin's closeBundle (the drawn first screens are written into index.html there).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const { precache, version } = await writeServiceWorker(outDir, config.base);
        config.logger.info(`[bz-sw] ${WORKER_FILE} ${version}: ${precache.length} files to keep`);
      },
    },
  };
}
