import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { server as mswServer } from '../tests/msw-server';
import { httpSandboxMiddleware, sandboxPlugin, serveVendor, workerScriptPath } from './vite-plugin';

type Mw = (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => void;

const root = path.resolve(__dirname, '..');

let httpServer: http.Server;
let base = '';
const chain: Mw[] = [];

beforeAll(async () => {
  mswServer.close();
  chain.push(serveVendor(path.join(root, 'sandbox/vendor')), httpSandboxMiddleware(root));
  httpServer = http.createServer((req, res) => {
    let i = 0;
    const next = (err?: unknown) => {
      const mw = chain[i++];
      if (err || !mw) {
        res.statusCode = err ? 500 : 200;
        res.end(err ? String(err) : 'app');
        return;
      }
      mw(req, res, next);
    };
    next();
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  mswServer.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  delete process.env.SANDBOX_HTTP;
});

function hooks(plugin: Plugin) {
  const asFn = <T>(h: unknown) => (typeof h === 'function' ? h : (h as { handler: unknown }).handler) as T;
  return {
    configResolved: asFn<(c: unknown) => void>(plugin.configResolved),
    configureServer: asFn<(s: unknown) => void>(plugin.configureServer),
    configurePreviewServer: asFn<(s: unknown) => void>(plugin.configurePreviewServer),
    generateBundle: asFn<(this: unknown) => void>(plugin.generateBundle),
  };
}

function fakeServer(mode: string) {
  const use = vi.fn();
  return { use, server: { config: { root, mode, logger: { info: vi.fn() } }, middlewares: { use } } };
}

describe('vendor pages', () => {
  it('serves sandbox/vendor files with their own CSP, and nothing outside the folder', async () => {
    for (const name of ['payment', 'liveness', 'contract']) {
      const res = await fetch(`${base}/__sandbox/vendor/${name}.html?ref=X&return=%2F`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await res.text();
      expect(html).toContain('<html lang="ru">');
      expect(html).toContain('/__sandbox/vendor/vendor.js');
      expect(html).not.toMatch(/<script>(?!<)/); // no inline script
    }
    expect((await fetch(`${base}/__sandbox/vendor/vendor.js`)).headers.get('content-type')).toContain('javascript');
    for (const bad of ['%2e%2e%2fvite-plugin.ts', '..%2Fvite-plugin.ts', 'nope.html', 'vendor.test.ts']) {
      expect((await fetch(`${base}/__sandbox/vendor/${bad}`)).status, bad).toBe(404);
    }
  });
});

describe('HTTP sandbox loaded through runnerImport', () => {
  it('answers the API from src/mocks/node-entry.ts', async () => {
    const res = await fetch(`${base}/api/index/getConfigForFront`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(await res.json()).toMatchObject({ code: 0, data: { ver: '1.1.7', IDcodeShow: '1' } });
    const ctl = await fetch(`${base}/__sandbox/control`, { method: 'POST', body: JSON.stringify({ action: 'reset' }) });
    expect(await ctl.json()).toEqual({ ok: true });
    expect(await (await fetch(`${base}/index.html`)).text()).toBe('app');
  }, 30_000);
});

describe('sandboxPlugin', () => {
  it('mounts the HTTP sandbox in preview only in mode e2e or with SANDBOX_HTTP=1', () => {
    const h = hooks(sandboxPlugin({ mocksInBundle: false }));
    const prod = fakeServer('production');
    h.configurePreviewServer(prod.server);
    expect(prod.use).toHaveBeenCalledTimes(1); // vendor pages only

    const e2e = fakeServer('e2e');
    h.configurePreviewServer(e2e.server);
    expect(e2e.use).toHaveBeenCalledTimes(2);

    process.env.SANDBOX_HTTP = '1';
    const env = fakeServer('sandbox');
    h.configurePreviewServer(env.server);
    expect(env.use).toHaveBeenCalledTimes(2);
  });

  it('serves /mockServiceWorker.js in dev from node_modules', () => {
    const h = hooks(sandboxPlugin({ mocksInBundle: false }));
    const dev = fakeServer('development');
    h.configureServer(dev.server);
    const worker = dev.use.mock.calls[0]![0] as Mw;
    const res = { setHeader: vi.fn(), end: vi.fn() };
    const next = vi.fn();
    worker({ url: '/mockServiceWorker.js' } as http.IncomingMessage, res as unknown as http.ServerResponse, next);
    expect(next).not.toHaveBeenCalled();
    expect(String(res.end.mock.calls[0]![0])).toContain('Mock Service Worker');
    worker({ url: '/src/main.tsx' } as http.IncomingMessage, res as unknown as http.ServerResponse, next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('emits mockServiceWorker.js into a build only when mocks are in the bundle', () => {
    for (const mocksInBundle of [true, false]) {
      const h = hooks(sandboxPlugin({ mocksInBundle }));
      h.configResolved({ command: 'build' });
      const emitFile = vi.fn();
      h.generateBundle.call({ emitFile });
      expect(emitFile).toHaveBeenCalledTimes(mocksInBundle ? 1 : 0);
      if (mocksInBundle) expect(emitFile.mock.calls[0]![0]).toMatchObject({ type: 'asset', fileName: 'mockServiceWorker.js' });
    }
  });

  it('keeps the worker out of public/ so a normal build ships none', () => {
    expect(fs.existsSync(path.join(root, 'public/mockServiceWorker.js'))).toBe(false);
    expect(fs.existsSync(workerScriptPath())).toBe(true);
  });
});
