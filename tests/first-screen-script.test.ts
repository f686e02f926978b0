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
  signedInScriptsKey,
  templateId,
} from '@/app/firstScreen';
import { KEPT_FLAGS, KEPT_SCREEN_ID, KEPT_SCREEN_ROUTE_ATTR } from '@/shared/offline/handover';
import type { KeptNode, KeptScreen } from '@/shared/offline/keptScreen';

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
    ...FIRST_SCREEN_LOCALES.map((locale) => template(routeScriptsId(signedInScriptsKey(locale)), `<link rel="modulepreload" crossorigin href="/assets/signed-in-${locale}-3.js">`)),
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
    // On the Loans tab, its signed-in block in the saved language comes with them (a first visit on this device).
    // (Pages loaded by earlier tests may still insert their own links into this one: only ours are checked.)
    await vi.waitFor(() => expect(linked()).toEqual(expect.arrayContaining(['/assets/app-1.js', '/assets/signed-in-ru-3.js'])));
    expect(linked()).not.toContain('/assets/signed-in-kz-3.js');
    expect(win[EARLY_TAP]).toBeUndefined();
    unload();
    localStorage.setItem(APP_KEYS.locale, 'kz');
    await loadPage('/#/pages/home/index');
    await vi.waitFor(() => expect(linked()).toEqual(expect.arrayContaining(['/assets/app-1.js', '/assets/signed-in-kz-3.js'])));
    expect(linked()).not.toContain('/assets/signed-in-ru-3.js');
    unload();
    await loadPage('/#/pages/personal/loan_order');
    await vi.waitFor(() => expect(linked()).toContain('/assets/app-1.js'));
    expect(linked().filter((l) => l.includes('signed-in'))).toEqual([]);

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

describe("a signed-in borrower's kept copy of the screen (src/shared/offline/keptScreen.ts)", () => {
  const DAY = 86_400_000;
  /** A copy as the app writes it (this page's app-scripts template has no entry script: build ''). */
  const copyOf = (tree: KeptNode[], over: Partial<KeptScreen> = {}): KeptScreen & { savedAt: number } => ({
    v: 1,
    build: '',
    lang: 'ru',
    htmlLang: 'ru',
    title: 'Заем — Быстрые займы',
    until: Date.now() + DAY,
    css: ['/assets/LoansTab-1.css'],
    tree,
    savedAt: Date.now(),
    ...over,
  });
  const LOAN: KeptNode[] = [
    ['main', { class: 'page' }, [
      ['h2', {}, ['Ваш заём']],
      ['p', { class: 'amount' }, ['30 630 ₸']],
      ['a', { class: 'link-button', href: '#/pages/webview/loanRepayment?orderNo=1' }, ['Погасить заём']],
      ['div', { role: 'status', class: 'note' }, [['p', {}, ['По состоянию на 14:05']], ['p', {}, ['Обновляем…']]], KEPT_FLAGS.online],
      ['div', { role: 'status', class: 'note' }, [['p', {}, ['Нет соединения с интернетом']]], KEPT_FLAGS.offline],
      ['svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' }, [['path', { d: 'M0 0h24' }, [], KEPT_FLAGS.svg]], KEPT_FLAGS.svg],
    ]],
  ];
  const keep = (screens: Record<string, KeptScreen>) => localStorage.setItem(APP_KEYS.keptScreen, JSON.stringify(screens));
  const copy = () => document.getElementById(KEPT_SCREEN_ID);

  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is drawn before #root, which stays hidden, with the note of the connection state, its stylesheets, and no screen in #root', async () => {
    localStorage.setItem('token', 't');
    keep({ '#/': copyOf(LOAN) });
    await loadPage('/#/');
    expect(copy()?.nextElementSibling).toBe(root());
    expect(copy()?.getAttribute(KEPT_SCREEN_ROUTE_ATTR)).toBe('#/');
    expect(root().hidden).toBe(true);
    expect(root().childNodes).toHaveLength(0);
    expect(copy()?.textContent).toContain('Ваш заём30 630 ₸Погасить заёмПо состоянию на 14:05Обновляем…');
    expect(copy()?.textContent).not.toContain('Нет соединения');
    // A picture until the app's screen is there: no tap, no focus, nothing read twice.
    expect(copy()?.hasAttribute('inert')).toBe(true);
    expect(copy()?.getAttribute('aria-hidden')).toBe('true');
    expect(copy()?.querySelector('path')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(copy()?.querySelector('a')?.getAttribute('href')).toBe('#/pages/webview/loanRepayment?orderNo=1');
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toBe('/assets/LoansTab-1.css');
    expect(sheet?.getAttribute('blocking')).toBe('render');
    // Asked for as the app's own loader asks for the same file (crossorigin): the HTTP cache's copy then serves both.
    expect(sheet?.getAttribute('crossorigin')).toBe('');
    expect(document.title).toBe('Заем — Быстрые займы');
    // The app's scripts follow its paint (in this page, the frame after it).
    await vi.waitFor(() => expect(linked()).toContain('/assets/app-1.js'));
    unload();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await loadPage('/#/');
    expect(copy()?.textContent).toContain('Нет соединения с интернетом');
    expect(copy()?.textContent).not.toContain('Обновляем…');
  });

  it('stays hidden until its stylesheets are there (never drawn unstyled, then moved), at most 3 s', async () => {
    localStorage.setItem('token', 't');
    keep({ '#/': copyOf(LOAN, { css: ['/assets/LoansTab-1.css', '/assets/kit-1.css'] }) });
    await loadPage('/#/');
    const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((l) => l.getAttribute('href'))).toEqual(['/assets/LoansTab-1.css', '/assets/kit-1.css']);
    expect(copy()?.hidden).toBe(true);
    sheets[0]!.dispatchEvent(new Event('load'));
    expect(copy()?.hidden).toBe(true);
    // A stylesheet that fails is not waited for either.
    sheets[1]!.dispatchEvent(new Event('error'));
    expect(copy()?.hidden).toBe(false);
    expect(root().hidden).toBe(true);
    unload();

    vi.useFakeTimers();
    try {
      keep({ '#/': copyOf(LOAN) });
      await loadPage('/#/');
      expect(copy()?.hidden).toBe(true);
      vi.advanceTimersByTime(2_999);
      expect(copy()?.hidden).toBe(true);
      vi.advanceTimersByTime(1);
      expect(copy()?.hidden).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not drawn without a session, for another address, language or build, or after its day', async () => {
    const cases: [string, () => void][] = [
      ['no session', () => keep({ '#/': copyOf(LOAN) })],
      ['another address', () => (localStorage.setItem('token', 't'), keep({ '#/pages/personal/loan_order': copyOf(LOAN) }))],
      ['another language', () => (localStorage.setItem('token', 't'), keep({ '#/': copyOf(LOAN, { lang: 'kz' }) }))],
      ['another build', () => (localStorage.setItem('token', 't'), keep({ '#/': copyOf(LOAN, { build: '/assets/index-old.js' }) }))],
      ['its day over', () => (localStorage.setItem('token', 't'), keep({ '#/': copyOf(LOAN, { until: Date.now() - 1 }) }))],
      ['not a copy', () => (localStorage.setItem('token', 't'), localStorage.setItem(APP_KEYS.keptScreen, '{"#/":{"v":1,"tree":'))],
    ];
    for (const [name, arrange] of cases) {
      arrange();
      await loadPage('/#/');
      expect(copy(), name).toBeNull();
      expect(root().hidden, name).toBe(false);
      await vi.waitFor(() => expect(linked(), name).toContain('/assets/app-1.js'));
      localStorage.clear();
      unload();
    }
  });

  it('carries nothing that loads or runs, whatever storage holds: no script, frame or image, no handler, no id, links only within the app', async () => {
    localStorage.setItem('token', 't');
    const hostile: KeptNode[] = [
      ['script', {}, ['window.__ran = 1']],
      ['iframe', { src: 'https://evil.example' }, []],
      ['img', { src: 'x', onerror: 'window.__ran = 1' }, []],
      ['div', { onclick: 'window.__ran = 1', id: 'root', class: 'ok', style: 'color: red' }, ['text']],
      ['a', { href: 'javascript:window.__ran=1' }, ['js']],
      ['a', { href: 'https://evil.example' }, ['away']],
      ['svg', {}, [['a', { href: '#x', 'xlink:href': 'javascript:1' }, [], KEPT_FLAGS.svg]], KEPT_FLAGS.svg],
      ['p', {}, ['<img src=x onerror="window.__ran=1">']],
    ];
    keep({ '#/': copyOf(hostile, { css: ['https://evil.example/x.css', '/assets/../x.css', '/assets/ok-1.css'] }) });
    await loadPage('/#/');
    const box = copy()!;
    expect(box.querySelectorAll('script, iframe, img')).toHaveLength(0);
    const div = box.querySelector('div')!;
    expect(div.getAttribute('onclick')).toBeNull();
    expect(div.id).toBe('');
    expect(div.className).toBe('ok');
    expect(div.style.color).toBe('red');
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null, null, null]);
    expect(box.querySelector('p')?.textContent).toBe('<img src=x onerror="window.__ran=1">');
    expect(box.querySelector('p')?.children).toHaveLength(0);
    expect([...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/ok-1.css']);
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
  });
});
