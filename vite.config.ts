/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { sandboxPlugin } from './sandbox/vite-plugin.ts';
import { isApiPath } from './sandbox/node-adapter.ts';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { headerSet, headerSetForPath, IMMUTABLE_ASSETS, type HeaderSet } from './scripts/hosting.ts';
import { prerenderPlugin } from './scripts/prerender.ts';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
import { warmPreloadsPlugin } from './scripts/warm-preloads.ts';
import { serviceWorkerPlugin } from './scripts/sw-plugin.ts';
import { appChunking } from './scripts/chunking.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { textGroupOf, type TextGroup } from './src/lib/textGroups.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** The text group (src/lib/textGroups.ts) of a module that is one of `locale`'s locales JSON files; null for any other module. */
function textFile(id: string, locale: 'ru' | 'kz'): TextGroup | null {
  const m = new RegExp(`/locales/${locale}/([\\w-]+)\\.json$`).exec(id);
  return m ? textGroupOf(m[1]!) : null;
}

/**
 * A build leaves out axios's fetch adapter (docs/decisions.md, "Texts with links without `<Trans>`, and axios
 * without its fetch adapter"): axios takes the first adapter a browser supports from ['xhr', 'http', 'fetch'], and
 * every browser has XMLHttpRequest, so the fetch adapter and its stream helpers (4.1 kB gzip on every borrower's
 * journey) never run. Its one importer,
 * axios's adapter list, gets a module that reports it unsupported. Tests and the dev server keep axios whole.
 */
function axiosWithoutFetchAdapter(): Plugin {
  const stub = fileURLToPath(new URL('./scripts/stubs/axios-fetch-adapter.js', import.meta.url));
  return {
    name: 'bz-axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return stub;
      return null;
    },
  };
}

/**
 * The hosting config's security headers (deploy/headers/<set>.conf, read like nginx reads them), so the
 * browser suite runs under the policy that ships. `vite preview` sends them per path as deploy/site.conf
 * does: hashed assets, the framed legal pages, and the app for everything else. The sandbox API and its
 * vendor pages get none (under nginx they are proxied to this server and carry their own).
 */
export function hostingHeaders(set: HeaderSet = 'app'): Record<string, string> {
  return headerSet(set);
}

/**
 * A build with the sandbox in its bundle registers msw's service worker, which Trusted Types refuse (a
 * script URL sink). Such a build is never a release (.env.production has VITE_USE_MOCKS=false), so its
 * preview drops the two Trusted Types directives and keeps the rest of the policy.
 */
function withoutTrustedTypes(headers: Record<string, string>): Record<string, string> {
  const csp = headers['Content-Security-Policy'];
  if (!csp) return headers;
  const kept = csp.split(';').filter((d) => !/^\s*(require-trusted-types-for|trusted-types)\b/.test(d));
  return { ...headers, 'Content-Security-Policy': kept.join(';').trim() };
}

/**
 * A hashed asset found is cached as deploy/site.conf caches it (a year, immutable; a 404 not at all), where the
 * preview's file server would say no-cache: a second visit measured on the preview (scripts/bench-signed-in.mjs) then
 * asks for nothing it has, as under nginx, instead of a round trip per file to revalidate it.
 */
function cacheAsNginx(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const arg of rest) {
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
        for (const name of Object.keys(arg)) if (name.toLowerCase() === 'cache-control') delete (arg as Record<string, unknown>)[name];
      }
    }
    if (status === 200 || status === 304) res.setHeader('Cache-Control', IMMUTABLE_ASSETS);
    else res.removeHeader('Cache-Control');
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

function previewHostingHeaders({ mocksInBundle }: { mocksInBundle: boolean }): Plugin {
  return {
    name: 'bz-hosting-headers',
    configurePreviewServer(server) {
      const app = hostingHeaders('app');
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const sets = { app: mocksInBundle ? withoutTrustedTypes(app) : app, legal: hostingHeaders('legal'), assets: hostingHeaders('assets') };
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        if (!isApiPath(pathname)) {
          const set = headerSetForPath(pathname);
          for (const [name, value] of Object.entries(sets[set])) res.setHeader(name, value);
          if (set === 'assets' && existsSync(join(outDir, pathname))) cacheAsNginx(res);
        }
        next();
      });
    },
  };
}

/**
 * Node closes an idle kept-alive connection after 5 s; a client that sends on it at that moment gets
 * ECONNRESET (the browser suite's API calls did, now and then). The preview keeps them for two minutes.
 */
function previewKeepAlive(): Plugin {
  return {
    name: 'bz-preview-keep-alive',
    configurePreviewServer(server) {
      const http = server.httpServer as { keepAliveTimeout?: number; headersTimeout?: number } | null;
      if (!http) return;
      http.keepAliveTimeout = 120_000;
      http.headersTimeout = 125_000;
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const vars = loadEnv(mode, process.cwd(), 'VITE_');
  const chunking = appChunking();
  return {
    base: '/',
    plugins: [
      react(),
      previewHostingHeaders({ mocksInBundle: vars.VITE_USE_MOCKS === 'true' }),
      previewKeepAlive(),
      sandboxPlugin({ mocksInBundle: vars.VITE_USE_MOCKS === 'true' }),
      chunking.plugin,
      axiosWithoutFetchAdapter(),
      compileHintsPlugin(),
      warmPreloadsPlugin(),
      prerenderPlugin(),
      // After the prerender: /sw.js lists the page as it ships (production builds without the sandbox only).
      serviceWorkerPlugin({ mocksInBundle: vars.VITE_USE_MOCKS === 'true' }),
      // Last: every file as it ships, compressed beside it (.br, .gz) for nginx (deploy/site.conf `brotli_static`, `gzip_static`).
      precompressPlugin(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: src },
        // React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102):
        // its dev warnings and checks would ship. A build takes the production build it also ships.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
              { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
            ]
          : []),
      ],
    },
    build: {
      target: 'es2020',
      sourcemap: false,
      // The sandbox (msw + fake data) only enters a bundle built with mocks on.
      manifest: true,
      modulePreload: {
        // The kept screen's copying code (src/shared/offline/keptScreen.ts) is asked for once its screen is up and
        // the page idle, when everything it imports is loaded: listing those would only add bytes to the screens.
        resolveDependencies: (filename, deps) => (/(^|\/)keptScreen-[\w-]+\.js$/.test(filename) ? [] : deps),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'react-query', test: (id: string) => /node_modules\/@tanstack\//.test(id) && !/QueryClientProvider/.test(id) },
              // A language's texts beyond the first screen's, one file per group (src/lib/textGroups.ts: src/lib/i18n.ts
              // loads a group at once), not one per namespace. Kazakh's first-screen texts are one file of their own.
              { name: 'texts-ru-servicing', test: (id: string) => textFile(id, 'ru') === 'servicing' },
              { name: 'texts-ru-decided', test: (id: string) => textFile(id, 'ru') === 'decided' },
              { name: 'texts-ru', test: (id: string) => textFile(id, 'ru') === 'main' },
              { name: 'texts-kz-core', test: (id: string) => textFile(id, 'kz') === 'core' },
              { name: 'texts-kz-servicing', test: (id: string) => textFile(id, 'kz') === 'servicing' },
              { name: 'texts-kz-decided', test: (id: string) => textFile(id, 'kz') === 'decided' },
              { name: 'texts-kz', test: (id: string) => textFile(id, 'kz') === 'main' },
              // The app's code after the start, by feature (scripts/chunking.ts).
              { name: (id: string) => chunking.name(id) },
            ],
          },
        },
      },
    },
    server: { port: 5173, host: true },
    preview: { port: 4173, host: '127.0.0.1', strictPort: true },
    // Two projects, chosen by file name: `*.node.test.ts` runs in plain Node (pure logic, the sandbox's
    // domain, build and tooling checks: no DOM, storage, msw or setup file, so no jsdom to start for it);
    // every other test runs in jsdom with tests/setup.ts (msw, fresh stores, Testing Library).
    // tests/test-projects.node.test.ts fails if a test file lands in neither project or in both.
    test: {
      restoreMocks: true,
      testTimeout: 15_000,
      pool: 'threads',
      // On CI (a machine of its own) a worker per core: Vitest's default keeps a core for its main thread (one
      // worker on CI's two), and that thread is mostly idle once the modules are transformed. Elsewhere the
      // default, so a shared machine is not loaded twice as hard (docs/decisions.md, "Test suite time").
      maxWorkers: process.env.CI ? '100%' : undefined,
      projects: [
        { extends: true, test: { name: 'node', environment: 'node', include: ['{src,tests,sandbox}/**/*.node.test.{ts,tsx}'] } },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['{src,tests}/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts'],
            exclude: ['**/node_modules/**', '**/*.node.test.{ts,tsx}'],
          },
        },
      ],
    },
  };
});
