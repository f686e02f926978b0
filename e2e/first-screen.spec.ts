/**
 * The first screen drawn at build time (scripts/prerender.ts): what a borrower sees before any of the
 * app's JavaScript has run, and that the app then takes it over without redrawing or breaking it.
 * The entry module is held back, so "before the app" is a state the test can look at, not a race.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, appTookOver, holdAnswers, useLocale } from './fixtures';
import { APP_SCRIPTS_TEMPLATE, drawnScreenModules, routeScriptsId } from '../src/app/firstScreen';
import { START_LAZY_PARTS } from '../scripts/start-modules.mjs';
import type { BuildManifest } from '../scripts/prerender';

/** The served build's manifest: chunk names come from it, never from a guess at how Vite names files. */
const manifest = JSON.parse(readFileSync(join(process.env.E2E_OUT_DIR ?? 'dist-e2e', '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
/** The address of a module's chunk in the build. */
const chunkOf = (module: string) => `/${manifest[module]!.file}`;
const ENTRY = `/${Object.values(manifest).find((c) => c.isEntry)!.file}`;

/** Holds the requests for one file until `release()`. */
const hold = (page: Page, path: string) => holdAnswers(page, (url) => url.pathname === path);

/** Holds the app's entry module until `release()`: the page shows only what index.html carries. */
const holdApp = (page: Page) => hold(page, ENTRY);

/** index.html parsed past #root and its script (the app's entry module still held). */
const parsed = (page: Page) => page.waitForSelector('noscript', { state: 'attached' });

/** #root's markup without React's hydration markers (comments), for comparing the two renders. */
const rootMarkup = (page: Page) => page.evaluate(() => document.getElementById('root')!.innerHTML.replace(/<!--[\s\S]*?-->/g, ''));

test('a new visitor sees the Loans tab from the HTML alone, and the app takes it over unchanged', async ({ page, watch }) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const title = page.getByRole('heading', { level: 1, name: 'Деньги на карту примерно за 5 минут' });
  await expect(title).toBeVisible();
  // «5 минут» never breaks across lines: a no-break space, in the HTML drawn before any script (defect 18).
  expect(await title.textContent()).toBe('Деньги на карту примерно за 5\u00a0минут');
  await expect(page.getByRole('link', { name: 'Получить деньги' })).toHaveAttribute('href', /^#\/pages\/login\/login\?redirect=/);
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'ru /');
  const drawn = await rootMarkup(page);

  release();
  // Taken over: the app's own code answers the tap (the drawn link alone would do nothing more).
  await appTookOver(page);
  expect(await rootMarkup(page)).toBe(drawn);
  await page.getByRole('link', { name: 'Получить деньги' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
  await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
  expect(watch.consoleErrors, 'no hydration mismatch or other error').toEqual([]);
});

/** When the page first painted, and when it first asked for one of the app's scripts (page clock, ms). */
const paintAndScripts = (page: Page) =>
  page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    firstScript: Math.min(...performance.getEntriesByType('resource').filter((e) => /\/assets\/[^?]+\.js$/.test(e.name)).map((e) => e.startTime)),
  }));

test('the drawn screen paints before any of the app\'s JavaScript is asked for; a page not drawn asks for it at once', async ({ page }) => {
  // The drawn Loans tab: HTML and CSS only until it has painted (a slow network spends itself on them).
  await page.goto('/');
  await appTookOver(page);
  const drawn = await paintAndScripts(page);
  expect(drawn.fcp).toBeGreaterThan(0);
  expect(drawn.firstScript).toBeGreaterThanOrEqual(drawn.fcp);

  // A page the build did not draw: nothing to paint without the app, so its scripts are not held back.
  await page.goto('/?from=test#/pages/login/login');
  await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible();
  const notDrawn = await paintAndScripts(page);
  expect(notDrawn.firstScript).toBeLessThan(notDrawn.fcp);
});

test("a drawn landing page asks for its own code from the build's list after it has painted, once, not in one batch when the app reaches it", async ({ page, watch }) => {
  const route = '/pages/home/landingpage';
  // What the server sent: the head's stylesheets and the build's lists (nothing of it run).
  const served = await page.evaluate(
    ([html, listIds]) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const hrefs = (id: string) => [...((doc.getElementById(id) as HTMLTemplateElement | null)?.content.querySelectorAll('link') ?? [])].map((l) => l.getAttribute('href')!);
      return {
        headStylesheets: [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')!),
        lists: listIds.flatMap(hrefs),
        routeList: hrefs(listIds[1]!),
      };
    },
    [await (await page.request.get('/')).text(), [APP_SCRIPTS_TEMPLATE, routeScriptsId(route)]] as const,
  );
  await page.goto(`/#${route}`);
  await appTookOver(page);
  // The offer's figures: the page, its offer and gift blocks have all loaded.
  await expect(page.getByText(/₸/).first()).toBeVisible();
  const screen = chunkOf(drawnScreenModules()[route]!);
  const seen = await page.evaluate((screenChunk) => {
    const resources = performance.getEntriesByType('resource');
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      links: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href') ?? ''),
      fetched: resources.map((e) => new URL(e.name).pathname),
      screenStarts: resources.filter((e) => new URL(e.name).pathname === screenChunk).map((e) => e.startTime),
      templates: [...document.querySelectorAll('template[id^="app-scripts"]')].map((t) => t.id),
      styleAhead: [...document.querySelectorAll('link[rel="preload"][as="style"]')].map((l) => l.getAttribute('href') ?? ''),
      applied: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname),
    };
  }, screen);
  // The page's screen and each lazy part it loaded (the build's manifest names their chunks) are in its
  // list; every chunk of the list is linked once, as the list writes it (a path, where Vite's preload
  // helper would have added a full address as the app reached each import: the list is inserted within
  // a few milliseconds of the paint, well before the app reaches them).
  const lazyLoaded = START_LAZY_PARTS.map(chunkOf).filter((f) => seen.fetched.includes(f));
  expect(lazyLoaded.length, 'the landing page loads its lazy parts').toBeGreaterThan(0);
  expect(served.routeList).toEqual(expect.arrayContaining([screen, ...lazyLoaded]));
  for (const href of served.routeList.filter((h) => h.endsWith('.js'))) {
    expect(seen.links.filter((h) => new URL(h, page.url()).pathname === href), href).toEqual([href]);
  }
  // No chunk is linked twice, the app's own links included.
  expect(new Set(seen.links.map((h) => new URL(h, page.url()).pathname)).size).toBe(seen.links.length);
  expect(seen.screenStarts).toHaveLength(1);
  expect(seen.screenStarts[0]).toBeGreaterThanOrEqual(seen.fcp);
  // Every stylesheet its code loads beyond the head's is fetched ahead by a list, and once: the app's
  // loader takes it from that fetch. And nothing is fetched ahead in vain.
  const lazyStylesheets = seen.applied.filter((h) => !served.headStylesheets.includes(h)).sort();
  expect(seen.styleAhead.filter((h) => served.lists.includes(h)).sort()).toEqual(lazyStylesheets);
  for (const href of lazyStylesheets) expect(seen.fetched.filter((p) => p === href), href).toHaveLength(1);
  // Its list and the app's were used up; the other drawn routes' lists stay inert.
  expect(seen.templates).not.toContain(APP_SCRIPTS_TEMPLATE);
  expect(seen.templates).not.toContain(routeScriptsId(route));
  expect(seen.templates).toContain(routeScriptsId('/'));
  expect(watch.consoleErrors).toEqual([]);
});

test('a Kazakh borrower never sees Russian first', async ({ page, watch }) => {
  await useLocale(page, 'kz');
  const release = await holdApp(page);
  await page.goto('/#/pages/home/index', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Картаға ақша шамамен 5 минутта' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  expect(await page.locator('#root').innerText()).not.toMatch(/Деньги|Получить/);
  const drawn = await rootMarkup(page);

  release();
  await expect(page.getByRole('link', { name: 'Мен' })).toBeVisible();
  await page.getByRole('link', { name: 'Ақша алу' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Картаға ақша шамамен 5 минутта' })).toBeVisible();
  expect(drawn).toContain('Картаға ақша шамамен 5&nbsp;минутта');
  expect(watch.consoleErrors).toEqual([]);
});

test('a Kazakh visitor from a marketing link sees the landing page from the HTML, styled, and the app takes it over', async ({ page, watch }) => {
  await useLocale(page, 'kz');
  const release = await holdApp(page);
  await page.goto('/#/pages/home/landingpage?channel=tt_autumn', { waitUntil: 'commit' });
  await parsed(page);
  const hero = page.getByRole('heading', { level: 2, name: 'Картаға ақша шамамен 5 минутта' });
  await expect(hero).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'kz /pages/home/landingpage');
  // Its own stylesheet came with the HTML: the hero is laid out as the app lays it out, before any script.
  const before = await hero.boundingBox();
  const styled = await page.evaluate(() => getComputedStyle(document.querySelector('#landing-hero')!.closest('section')!).borderRadius);
  expect(styled).not.toBe('0px');

  release();
  await appTookOver(page);
  expect(await hero.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => localStorage.getItem('channel'))).toBe('tt_autumn');
  // The drawn page answers taps once taken over: the language switch redraws it in Russian.
  await page.locator('button[lang="ru"]').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Деньги на карту примерно за 5 минут' })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('a tap on the drawn language switch before the app is there is answered once it is', async ({ page, watch }) => {
  const release = await holdApp(page);
  // The offer's code comes last (a weak network): the page is the app's, its offer block not yet.
  const offer = START_LAZY_PARTS.find((part) => part.endsWith('/Offer.tsx'));
  expect(offer, "the landing offer among the start's lazy parts (scripts/start-modules.mjs)").toBeDefined();
  const releaseOffer = await hold(page, chunkOf(offer!));
  await page.goto('/#/pages/home/landingpage?channel=tt_kz', { waitUntil: 'commit' });
  await parsed(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Деньги на карту примерно за 5 минут' })).toBeVisible();
  // On a weak network the screen is there seconds before the code: the borrower taps meanwhile.
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Картаға ақша шамамен 5 минутта' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  expect(await page.evaluate(() => localStorage.getItem('app_locale'))).toBe('kz');
  // The offer arrives after the switch: it is drawn in Kazakh, with no mismatch against the drawn Russian.
  releaseOffer();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/ЖТСМ/).first()).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('on a slow phone, a tap on the drawn language switch at any moment of the takeover is answered, never lost', async ({ page, watch }) => {
  // At 6× CPU the page's texts arrive while the takeover still waits for the screen's code, and the shell's title
  // redraws. That redraw used to reach the screen's boundary: the drawn screen was thrown away and drawn anew, empty
  // between, and a tap kept on the drawn button (or made meanwhile) was lost, in every run within about 0.5 s of the
  // page showing (src/app/RouteView.tsx: the route's view no longer redraws with the shell).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const wait of [0, 150, 300]) {
    await page.goto('/#/pages/landweb/landList?channel=tt_kz', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Қазақша' }).waitFor();
    await page.waitForTimeout(wait);
    await page.getByRole('button', { name: 'Қазақша' }).click();
    await expect(page.locator('html'), `a tap ${wait} ms after the page showed`).toHaveAttribute('lang', 'kk', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Біздің ұсыныстар' })).toBeVisible();
    // Once: a tap answered twice would switch back to Russian.
    await page.waitForTimeout(300);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    // A new visit: back to Russian, and a page loaded anew (the same address would only change its hash).
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(watch.consoleErrors).toEqual([]);
});

test('the number formatters are first made on another thread, under the shipped policy, and the figures read as tenge', async ({ page, watch }) => {
  // src/utils/intlWarmup.ts: the worker's address passes the page's one Trusted Types policy; a policy
  // name missing from the CSP, or any other address, is a violation the fixture fails on.
  const warmup = page.waitForEvent('worker', (w) => /\/assets\/intlWarmup\.worker-[\w-]+\.js$/.test(w.url()));
  await page.goto('/#/pages/home/landingpage');
  await warmup;
  await appTookOver(page);
  await expect(page.getByText(/^\d{1,3}(\s\d{3})*\s₸/).first()).toBeVisible();
  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});
