/**
 * The sandbox's hooks into Vite:
 * - dev: serves /mockServiceWorker.js from node_modules (never copied to public/, so a normal build ships none);
 * - build with mocks in the bundle: emits mockServiceWorker.js next to the app;
 * - dev and preview: serves the fake vendor pages at /__sandbox/vendor/<name>.html (msw's worker lets
 *   navigations through, so they must be real pages);
 * - preview in mode 'e2e' or with SANDBOX_HTTP=1: answers the API over real HTTP with the same msw handlers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import type { RequestHandler } from 'msw';
import { handleNodeRequest } from './node-adapter.ts';

type Next = (err?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const WORKER_PATH = '/mockServiceWorker.js';
const VENDOR_PREFIX = '/__sandbox/vendor/';
const VENDOR_FILE = /^[a-z][\w-]*\.(html|js|css)$/;
const MIME: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
/** The vendor pages' own policy: same-origin only, no inline code, framable by the app. */
const VENDOR_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'";

export function workerScriptPath(): string {
  return createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
}

function serveWorker(): Middleware {
  return (req, res, next) => {
    if (req.url?.split('?')[0] !== WORKER_PATH) return next();
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
    res.end(fs.readFileSync(workerScriptPath()));
  };
}

/** Serves sandbox/vendor/<file> at /__sandbox/vendor/<file>; nothing outside that folder. */
export function serveVendor(vendorDir: string): Middleware {
  return (req, res, next) => {
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    if (!pathname.startsWith(VENDOR_PREFIX)) return next();
    const name = pathname.slice(VENDOR_PREFIX.length);
    const file = path.join(vendorDir, name);
    if (!VENDOR_FILE.test(name) || !fs.existsSync(file)) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
      return;
    }
    const ext = name.split('.').pop() ?? 'html';
    res.setHeader('Content-Type', MIME[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (ext === 'html') res.setHeader('Content-Security-Policy', VENDOR_CSP);
    res.end(fs.readFileSync(file));
  };
}

interface NodeEntry {
  createSandbox: () => { handlers: RequestHandler[] };
}

/** Loads src/mocks/node-entry.ts through Vite's module runner (TypeScript, the '@/' alias). */
export async function loadSandboxHandlers(root: string): Promise<RequestHandler[]> {
  const { module } = await runnerImport<NodeEntry>(path.join(root, 'src/mocks/node-entry.ts'), {
    root,
    logLevel: 'error',
    resolve: { alias: { '@': path.join(root, 'src') } },
  });
  return module.createSandbox().handlers;
}

export function httpSandboxMiddleware(root: string): Middleware {
  let handlers: Promise<RequestHandler[]> | null = null;
  return (req, res, next) => {
    handlers ??= loadSandboxHandlers(root);
    handlers.then((h) => handleNodeRequest(h, req, res, next)).catch(next);
  };
}

export function sandboxPlugin({ mocksInBundle }: { mocksInBundle: boolean }): Plugin {
  let config: ResolvedConfig | null = null;
  const vendorDir = (root: string) => path.join(root, 'sandbox/vendor');

  return {
    name: 'bz-sandbox',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(serveWorker());
      server.middlewares.use(serveVendor(vendorDir(server.config.root)));
    },
    configurePreviewServer(server) {
      const root = server.config.root;
      server.middlewares.use(serveVendor(vendorDir(root)));
      if (process.env.SANDBOX_HTTP === '1' || server.config.mode === 'e2e') {
        server.middlewares.use(httpSandboxMiddleware(root));
        server.config.logger.info('  sandbox API over HTTP (same handlers as msw): /api/, /review/, … /__sandbox/control');
      }
    },
    generateBundle() {
      if (!mocksInBundle || config?.command !== 'build') return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: fs.readFileSync(workerScriptPath()) });
    },
  };
}
