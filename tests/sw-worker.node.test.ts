/**
 * The service worker as the build writes it (scripts/sw-plugin.ts from src/app/sw/worker.ts), run against
 * fake caches and a fake network: what it keeps at install, what it deletes at activation, and which
 * requests it answers (the app's page and hashed files) and which it leaves alone (API, framed documents,
 * other origins, writes). The browser-level behaviour (offline reload, a deploy) is e2e/sw.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { NOT_APP_PREFIXES, workerScript } from '../scripts/sw-plugin';

const ORIGIN = 'https://app.example.kz';
const LIST = ['/index.html', '/assets/index-a1.js', '/assets/index-b2.css', '/manifest-ru.webmanifest'];

type Listener = (event: Record<string, unknown>) => void;
interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  destination: string;
  cache?: string;
}

/** A worker global with Map-backed caches and a network that answers `server` (path -> body) or 404. */
async function startWorker(version: string, server: Record<string, string>, existing: Record<string, Map<string, Response>> = {}) {
  const listeners: Record<string, Listener> = {};
  const store = new Map<string, Map<string, Response>>(Object.entries(existing));
  const network: FakeRequest[] = [];
  const state = { skipped: false, claimed: false };
  const keyOf = (r: FakeRequest | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;
  const openCache = (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const m = store.get(name)!;
    return {
      match: async (r: FakeRequest | string) => m.get(keyOf(r))?.clone(),
      put: async (r: FakeRequest | string, res: Response) => void m.set(keyOf(r), res),
      addAll: async (reqs: FakeRequest[]) => {
        const got = await Promise.all(reqs.map((r) => fetch(r)));
        if (got.some((r) => !r.ok)) throw new TypeError('addAll: a request failed');
        reqs.forEach((r, i) => m.set(keyOf(r), got[i]!));
      },
    };
  };
  async function fetch(r: FakeRequest | string): Promise<Response> {
    const req = typeof r === 'string' ? { url: new URL(r, ORIGIN).href, method: 'GET', mode: 'cors', destination: '' } : r;
    network.push(req);
    const body = server[keyOf(req)];
    const res = body === undefined ? new Response('not found', { status: 404 }) : new Response(body, { status: 200 });
    Object.defineProperty(res, 'type', { value: 'basic' });
    return res;
  }
  const self = {
    location: { origin: ORIGIN },
    caches: {
      open: async (name: string) => openCache(name),
      keys: async () => [...store.keys()],
      delete: async (name: string) => store.delete(name),
    },
    clients: { claim: async () => void (state.claimed = true) },
    skipWaiting: async () => void (state.skipped = true),
    addEventListener: (type: string, l: Listener) => void (listeners[type] = l),
    fetch,
  };
  class FakeRequestCtor {
    url: string;
    method = 'GET';
    mode = 'cors';
    destination = '';
    cache: string;
    constructor(url: string, init: { cache?: string } = {}) {
      this.url = new URL(url, ORIGIN).href;
      this.cache = init.cache ?? 'default';
    }
  }
  const code = await workerScript(LIST, version);
  new Function('self', 'Request', code)(self, FakeRequestCtor);

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => void (done = p) });
    await done;
  };
  /** What the worker answers for a request, or null when it lets the browser go to the network itself. */
  const request = async (path: string, init: Partial<FakeRequest> = {}): Promise<Response | null> => {
    let answer: Promise<Response> | null = null;
    const req = { url: new URL(path, ORIGIN).href, method: 'GET', mode: 'cors', destination: 'script', ...init };
    listeners.fetch!({ request: req, respondWith: (p: Promise<Response>) => void (answer = p) });
    return answer;
  };
  const navigate = (path: string) => request(path, { mode: 'navigate', destination: 'document' });
  return { store, network, state, lifecycle, request, navigate };
}

const SERVER = {
  '/index.html': '<div id="root"></div> v2',
  '/assets/index-a1.js': 'entry',
  '/assets/index-b2.css': 'css',
  '/manifest-ru.webmanifest': '{}',
  '/assets/LoanPage-c3.js': 'lazy',
};

describe('the service worker (built from src/app/sw/worker.ts)', () => {
  it('keeps the whole list at install, the page revalidated and hashed files from the HTTP cache, then takes over', async () => {
    const w = await startWorker('v2', SERVER);
    await w.lifecycle('install');
    expect([...w.store.keys()]).toEqual(['bz-shell-v2']);
    expect([...w.store.get('bz-shell-v2')!.keys()].sort()).toEqual([...LIST].sort());
    expect(Object.fromEntries(w.network.map((r) => [new URL(r.url).pathname, r.cache]))).toEqual({
      '/index.html': 'no-cache',
      '/assets/index-a1.js': 'default',
      '/assets/index-b2.css': 'default',
      '/manifest-ru.webmanifest': 'no-cache',
    });
    expect(w.state.skipped).toBe(true);
  });

  it('installs nothing when a file is missing (the old build keeps serving)', async () => {
    const { ['/assets/index-a1.js']: _gone, ...partial } = SERVER;
    const w = await startWorker('v2', partial);
    await expect(w.lifecycle('install')).rejects.toThrow();
    expect(w.store.get('bz-shell-v2')?.size ?? 0).toBe(0);
    expect(w.state.skipped).toBe(false);
  });

  it('at activation deletes every other build\'s cache (and nobody else\'s) and controls the open pages', async () => {
    const w = await startWorker('v2', SERVER, { 'bz-shell-v1': new Map(), 'other-app': new Map() });
    await w.lifecycle('install');
    await w.lifecycle('activate');
    expect([...w.store.keys()].sort()).toEqual(['bz-shell-v2', 'other-app']);
    expect(w.state.claimed).toBe(true);
  });

  it('answers every navigation to the app with the kept page, without the network', async () => {
    const w = await startWorker('v2', SERVER);
    await w.lifecycle('install');
    w.network.length = 0;
    for (const path of ['/', '/index.html', '/?channel=tiktok&utm_source=x', '/pages/home/index']) {
      const res = await w.navigate(path);
      expect(await res?.text(), path).toBe(SERVER['/index.html']);
    }
    expect(w.network).toEqual([]);
  });

  it('keeps a hashed file fetched later and serves it from then on; a missing chunk stays the server\'s 404', async () => {
    const w = await startWorker('v2', SERVER);
    await w.lifecycle('install');
    expect(await (await w.request('/assets/LoanPage-c3.js'))!.text()).toBe('lazy');
    w.network.length = 0;
    expect(await (await w.request('/assets/LoanPage-c3.js'))!.text()).toBe('lazy');
    expect(w.network).toEqual([]);
    const gone = await w.request('/assets/Old-d4.js');
    expect(gone!.status).toBe(404);
    expect(w.store.get('bz-shell-v2')!.has('/assets/Old-d4.js')).toBe(false);
  });

  it('leaves the API, the framed documents, the sandbox, other origins and every write to the network', async () => {
    const w = await startWorker('v2', SERVER);
    await w.lifecycle('install');
    expect(NOT_APP_PREFIXES).toEqual(expect.arrayContaining(['/api/', '/__sandbox/', '/legal/']));
    expect(await w.request('/api/index/login', { method: 'POST', destination: '' })).toBeNull();
    expect(await w.request('/api/loan/list', { destination: '' })).toBeNull();
    expect(await w.request('/index.html', { method: 'POST', mode: 'navigate', destination: 'document' })).toBeNull();
    expect(await w.navigate('/legal/privacy-ru.html')).toBeNull();
    expect(await w.navigate('/__sandbox/vendor/payment.html')).toBeNull();
    expect(await w.navigate('/api/after/return')).toBeNull();
    expect(await w.navigate('/.well-known/security.txt')).toBeNull();
    // A framed page is not the app's page even at the app's address.
    expect(await w.request('/index.html?x=1', { mode: 'navigate', destination: 'iframe' })).toBeNull();
    expect(await w.request('https://api.bystrye-zaimy.kz/api/loan/list', { destination: '' })).toBeNull();
    expect(await w.request('https://cdn.example/assets/x.js')).toBeNull();
  });
});
