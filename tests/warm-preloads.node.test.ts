/**
 * The preload rule of scripts/warm-preloads.ts: Vite's own helper, built by the installed Vite with the plugin,
 * then run against a stand-in document. A page the app's worker serves gets no script preload links (the
 * module loader asks for the files as it reads them); any other page gets them as Vite made them; stylesheets
 * are linked and waited for in both.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { patchPreloadHelper, PRELOAD_HELPER_ID, warmPreloadsPlugin, WORKER_SCRIPT_MARK } from '../scripts/warm-preloads';
import { SW_URL } from '@/app/sw/register';

type Preload = (load: () => Promise<unknown>, deps: string[]) => Promise<unknown>;

let dir: string;
let preload: Preload;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bz-warm-preloads-'));
  // Two entries asking for the same late module: the helper is a chunk of its own, with its export.
  writeFileSync(join(dir, 'main.js'), "globalThis.go = () => import('./late.js');\n");
  writeFileSync(join(dir, 'other.js'), "globalThis.also = () => import('./late.js');\n");
  writeFileSync(join(dir, 'late.js'), "import './late.css';\nexport const late = 1;\n");
  writeFileSync(join(dir, 'late.css'), 'body { color: red; }\n');
  const out = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [warmPreloadsPlugin()],
    build: { write: false, minify: false, rolldownOptions: { input: { main: join(dir, 'main.js'), other: join(dir, 'other.js') } } },
  })) as Rolldown.RolldownOutput;
  const helper = out.output.find((c): c is Rolldown.OutputChunk => c.type === 'chunk' && c.moduleIds.includes(PRELOAD_HELPER_ID));
  if (!helper) throw new Error('the build has no chunk with the preload helper');
  const file = join(dir, 'helper.mjs');
  writeFileSync(file, helper.code);
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  preload = Object.values(mod).find((v) => typeof v === 'function') as Preload;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface FakeLink {
  rel: string;
  href: string;
  listeners: ((e: { type: string }) => void)[];
  setAttribute: () => void;
  addEventListener: (type: string, cb: (e: { type: string }) => void) => void;
  removeEventListener: () => void;
}

/** Runs the helper once in a stand-in document, served by a worker at `worker` (or none); the links it added. */
async function linksAdded(worker: string | null, deps: string[]): Promise<string[]> {
  const added: FakeLink[] = [];
  const g = globalThis as Record<string, unknown>;
  const saved = { document: g.document, navigator: g.navigator };
  g.document = {
    querySelector: () => null,
    getElementsByTagName: () => [],
    createElement: (): FakeLink => {
      const link: FakeLink = {
        rel: '',
        href: '',
        listeners: [],
        setAttribute: () => undefined,
        addEventListener: (_type, cb) => link.listeners.push(cb),
        removeEventListener: () => undefined,
      };
      return link;
    },
    head: {
      // A stylesheet "loads" as soon as it is in the document.
      appendChild: (link: FakeLink) => {
        added.push(link);
        queueMicrotask(() => link.listeners.forEach((cb) => cb({ type: 'load' })));
      },
    },
  };
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { serviceWorker: worker === null ? undefined : { controller: { scriptURL: worker } } },
  });
  try {
    await expect(preload(async () => 'the module', deps)).resolves.toBe('the module');
  } finally {
    g.document = saved.document;
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: saved.navigator });
  }
  return added.map((l) => `${l.rel} ${new URL(l.href).pathname.replace(/.*\/assets\//, 'assets/')}`);
}

describe('preload links (scripts/warm-preloads.ts)', () => {
  const deps = ['assets/late.js', 'assets/late.css'];

  it('without a service worker: a script preload and the stylesheet, as Vite makes them', async () => {
    expect(await linksAdded(null, deps.map((d) => `${d}?none`))).toEqual(['modulepreload assets/late.js', 'stylesheet assets/late.css']);
  });

  it("served by the app's worker: the stylesheet only (the module loader asks for the script)", async () => {
    expect(await linksAdded('https://app.example/sw.js', deps.map((d) => `${d}?app`))).toEqual(['stylesheet assets/late.css']);
  });

  it("served by another worker (the sandbox's msw): both, as without one", async () => {
    expect(await linksAdded('https://app.example/mockServiceWorker.js', deps.map((d) => `${d}?msw`))).toEqual([
      'modulepreload assets/late.js',
      'stylesheet assets/late.css',
    ]);
  });

  it('names the worker the app registers', () => {
    expect(WORKER_SCRIPT_MARK).toBe(SW_URL);
  });

  it('fails loudly when the helper is not the shape it patches', () => {
    expect(() => patchPreloadHelper('function preload() { document.body.append(link); }')).toThrow(/update the patch/);
  });
});
