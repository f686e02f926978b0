/**
 * index.html's inline script as the build makes it (src/app/firstScreenScript.ts compiled by
 * scripts/first-screen.ts), run in a page built the way the parser builds it: #root, the script, then the
 * drawn screens' templates one by one. Which screen it puts into #root, that no other screen ever enters
 * the document, and the app's links it inserts, once each. The browser suite
 * (e2e/first-screen-flash.spec.ts) checks the same guarantee on a slow network in Chromium.
 */
import { parse } from 'acorn';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstScreenScript } from '../scripts/first-screen';
import { APP_KEYS } from '@/lib/storage';
import {
  APP_SCRIPTS_TEMPLATE,
  EARLY_TAP,
  FIRST_SCREEN_ATTR,
  FIRST_SCREEN_LOCALES,
  FIRST_SCREEN_ROUTES,
  routeScriptsId,
  screenKey,
  templateId,
} from '@/app/firstScreen';

let script: string;
beforeAll(async () => {
  script = await firstScreenScript();
});

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win[EARLY_TAP];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = 'ru';
  window.history.replaceState(null, '', '/');
});

/** Each drawn screen's markup in the test page: its key in a heading, so a test can tell them apart. */
const KEYS = FIRST_SCREEN_LOCALES.flatMap((locale) => FIRST_SCREEN_ROUTES.map((route) => screenKey(locale, route)));
const heading = (key: string) => `Screen [${key}]`;

/**
 * Loads index.html as the browser parses it: the app's script templates in the head, an empty #root,
 * the script (run as the parser reaches it), then each screen's template, the parser's tasks apart, and
 * what follows them; then the page is parsed. Returns the text of every node inserted into the document
 * meanwhile, as it was when inserted (a MutationObserver's view).
 */
async function loadPage(address: string, keys: readonly string[] = KEYS): Promise<string[]> {
  window.history.replaceState(null, '', address);
  const template = (id: string, html: string, lang?: string) => {
    const t = document.createElement('template');
    t.id = id;
    if (lang) t.setAttribute('lang', lang);
    t.innerHTML = html;
    return t;
  };
  document.head.append(
    template(APP_SCRIPTS_TEMPLATE, '<link rel="modulepreload" crossorigin href="/assets/app-1.js">'),
    ...FIRST_SCREEN_ROUTES.map((route) => template(routeScriptsId(route), `<link rel="modulepreload" crossorigin href="/assets/route${route.replace(/\//g, '_')}-2.js">`)),
  );
  const inserted: string[] = [];
  const record = (records: MutationRecord[]) => {
    for (const r of records) for (const n of r.addedNodes) inserted.push(n.textContent ?? '');
  };
  const observer = new MutationObserver(record);
  observer.observe(document, { childList: true, subtree: true });
  /** The end of a parser's task: the microtasks run (mutation observers among them). */
  const endOfTask = async () => {
    await Promise.resolve();
    record(observer.takeRecords());
  };
  let parsing = true;
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => (parsing ? 'loading' : 'complete') });
  try {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    await endOfTask();
    new Function(script)();
    await endOfTask();
    for (const key of keys) {
      document.body.append(template(templateId(key), `<main><h1>${heading(key)}</h1><button type="button">Tap</button></main>`, key.startsWith('kz') ? 'kk' : 'ru'));
      await endOfTask();
    }
    document.body.append(document.createElement('noscript'));
    await endOfTask();
    parsing = false;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await endOfTask();
  } finally {
    observer.disconnect();
    delete (document as unknown as { readyState?: string }).readyState;
  }
  return inserted;
}

/** Empties the page for the next load in the same test. */
function unload() {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}

const root = () => document.getElementById('root')!;
const linked = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname).sort();

it('is ES5 (var and function only), so every in-app browser runs it', () => {
  expect(() => parse(script, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
  // The check itself rejects what the minifier would write in newer syntax.
  expect(() => parse('var a=`x`', { ecmaVersion: 5 })).toThrow();
  expect(() => parse('var f=()=>1', { ecmaVersion: 5 })).toThrow();
});

describe('the screen put into #root', () => {
  it('is the drawn one of the route in the saved language, and no other screen ever enters the document', async () => {
    for (const locale of FIRST_SCREEN_LOCALES) {
      for (const route of FIRST_SCREEN_ROUTES) {
        localStorage.setItem(APP_KEYS.locale, locale);
        const key = screenKey(locale, route);
        const inserted = await loadPage(`/#${route}?channel=x`);
        expect(root().getAttribute(FIRST_SCREEN_ATTR), key).toBe(key);
        expect(root().querySelector('h1')?.textContent, key).toBe(heading(key));
        expect(document.documentElement.lang, key).toBe(locale === 'kz' ? 'kk' : 'ru');
        // What entered the document: #root, the templates (inert: their content is not in it), and this screen.
        for (const other of KEYS.filter((k) => k !== key)) expect(inserted.join('\n'), `${key}: ${other}`).not.toContain(heading(other));
        expect(inserted.filter((text) => text.includes(heading(key))).length, key).toBeGreaterThan(0);
        unload();
      }
    }
  });

  it("is the Loans tab for the tab's other addresses and for a marketing link with a source (the launch rule)", async () => {
    for (const address of ['/', '/#/pages/home/index', '/?source=fb#/pages/landweb/landUse', '/#/pages/home/landingpage?source=tt&channel=x']) {
      const inserted = await loadPage(address);
      expect(root().getAttribute(FIRST_SCREEN_ATTR), address).toBe('ru /');
      expect(inserted.join('\n'), address).not.toContain(heading('ru /pages/landweb/landUse'));
      unload();
    }
  });

  it("is none for a signed-in visitor or a route not drawn: nothing in #root, and the app's scripts at once", async () => {
    localStorage.setItem('token', 't');
    expect((await loadPage('/#/')).join('\n')).not.toContain('Screen');
    expect(root().childNodes).toHaveLength(0);
    expect(root().hasAttribute(FIRST_SCREEN_ATTR)).toBe(false);
    await vi.waitFor(() => expect(linked()).toEqual(['/assets/app-1.js']));
    expect(win[EARLY_TAP]).toBeUndefined();

    localStorage.clear();
    unload();
    expect((await loadPage('/#/pages/personal/about_us')).join('\n')).not.toContain('Screen');
    expect(root().childNodes).toHaveLength(0);
    await vi.waitFor(() => expect(linked()).toEqual(['/assets/app-1.js']));
  });

  it("whose template never comes leaves #root empty, and the app's scripts come once the page is parsed", async () => {
    localStorage.setItem(APP_KEYS.locale, 'kz');
    await loadPage('/#/pages/landweb/landFail', KEYS.filter((k) => k !== 'kz /pages/landweb/landFail'));
    expect(root().childNodes).toHaveLength(0);
    expect(root().hasAttribute(FIRST_SCREEN_ATTR)).toBe(false);
    await vi.waitFor(() => expect(linked()).toEqual(['/assets/app-1.js']));
  });

  it('is put in as soon as the parser is past its template, before the templates after it arrive', async () => {
    const order: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLTemplateElement) order.push(n.id);
      order.push(`#root: ${root()?.getAttribute(FIRST_SCREEN_ATTR) ?? ''}`);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await loadPage('/#/pages/home/landingpage');
    watch.disconnect();
    const placed = order.findIndex((o) => o === '#root: ru /pages/home/landingpage');
    // Kept once the next template began: the landing page's and the one after it were in, no more.
    expect(order.slice(0, placed).filter((o) => o.startsWith('first-screen'))).toEqual([templateId('ru /'), templateId('ru /pages/home/landingpage'), templateId('ru /pages/landweb/landList')]);
  });
});

it("links each of the start's chunks once, also one the app's preload helper linked first by its full address", async () => {
  // A route that is not drawn: the list goes in at once, one link per task.
  window.history.replaceState(null, '', '/#/pages/login/login');
  // Vite's preload helper writes the full address; the build's list writes a path.
  document.head.innerHTML = `<link rel="modulepreload" crossorigin href="${window.location.origin}/assets/a-1.js">`;
  document.body.innerHTML =
    `<div id="root"></div><template id="${APP_SCRIPTS_TEMPLATE}">` +
    '<link rel="modulepreload" crossorigin href="/assets/a-1.js"><link rel="modulepreload" crossorigin href="/assets/b-2.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/c-3.js"><link rel="modulepreload" crossorigin href="/assets/b-2.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/last-4.js"></template>';
  new Function(script)();
  expect(document.getElementById(APP_SCRIPTS_TEMPLATE)).toBeNull();
  // The list is inserted in order, one per task: once its last link is in, every link before it was decided.
  await vi.waitFor(() => expect(linked()).toContain('/assets/last-4.js'));
  expect(linked()).toEqual(['/assets/a-1.js', '/assets/b-2.js', '/assets/c-3.js', '/assets/last-4.js']);
});
