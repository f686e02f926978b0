/**
 * The installable app and its service worker (issue 27, the shell; issue 28, the manifest), under real nginx
 * (Playwright project `nginx`: deploy/site.conf as shipped). The worker is src/app/sw/worker.ts, written into
 * the build by scripts/sw-plugin.ts; the rest of the suite blocks service workers, these tests allow them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, appTookOver, seedViaApi } from './fixtures';
import { tr } from './faults';
import { freePort, REPO_ROOT } from '../scripts/hosting';
import { writeServiceWorker } from '../scripts/sw-plugin';
import { precompress } from '../scripts/precompress';

test.use({ serviceWorkers: 'allow' });

const DIST = join(REPO_ROOT, process.env.E2E_OUT_DIR ?? 'dist-e2e');
const PREVIEW_PORT = process.env.E2E_PREVIEW_PORT ?? '4173';

/** Waits until the page is controlled by this build's worker, with its files kept. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1'), 'a PNG').toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the install manifests are served with their type, valid, in ru and kz, with the icons they name', async ({ page, request }) => {
  await page.goto('/');
  const meta = await page.evaluate(() => ({
    manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    apple: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
    theme: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  }));
  expect(meta.manifest).toBe('/manifest-ru.webmanifest');
  // The installed app opens at start_url '/': the Loans tab (src/app/routes/table.ts).
  await expect(page.getByRole('link', { name: 'Заем' })).toHaveAttribute('aria-current', 'page');
  const apple = await request.get(meta.apple!);
  expect(apple.headers()['content-type']).toBe('image/png');
  expect(pngSize(await apple.body())).toBe('180x180');

  for (const [locale, lang, name] of [
    ['ru', 'ru', 'Быстрые займы'],
    ['kz', 'kk', 'Жылдам қарыздар'],
  ] as const) {
    const res = await request.get(`/manifest-${locale}.webmanifest`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const m = (await res.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
    expect(m).toMatchObject({ id: '/', name, short_name: name, lang, start_url: '/', scope: '/', display: 'standalone', theme_color: meta.theme });
    for (const icon of m.icons) {
      const got = await request.get(icon.src);
      expect(got.status(), icon.src).toBe(200);
      expect(got.headers()['content-type'], icon.src).toBe(icon.type);
      expect(pngSize(await got.body()), icon.src).toBe(icon.sizes);
    }
    expect(m.icons.map((i) => `${i.purpose} ${i.sizes}`)).toEqual(expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']));
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control'], 'every check reaches the server').toBe('no-cache');
});

test('signed in, with the network off, a reload opens the app (not the browser\'s error page) with the last known loan, and its loan pages\' code; back online, they refresh by themselves', async ({ page, context }) => {
  await seedViaApi(page, 'active_loan');
  await page.goto('/');
  await appTookOver(page);
  await controlled(page);
  const card = page.locator('section[aria-labelledby="order-title"]');
  await expect(card.getByRole('link', { name: 'Погасить заём' })).toBeVisible();
  const amount = (await card.textContent())?.match(/\d[\d\s]*\s₸/)?.[0];
  expect(amount).toBeTruthy();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kept_reads'))).toContain('"repayAmount"');

  await context.setOffline(true);
  await page.reload();
  await appTookOver(page);
  await expect(page.getByRole('link', { name: 'Заем' })).toHaveAttribute('aria-current', 'page');
  // What the borrower opened the app for: what they owe, as last known, with its time and the offline marker.
  await expect(page.getByTestId('kept-note')).toContainText(/По состоянию на \d{2}:\d{2}/);
  await expect(page.getByTestId('offline-marker')).toBeVisible();
  await expect(card).toContainText(amount!);
  // One word on it: the note, not a second «could not refresh» message with the same reason.
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A signed-in screen that is not the first one: its code was kept too (the data is the `offline` slice's). Never
  // opened before, so nothing of it is kept: it says there is no connection.
  await page.goto('/#/pages/personal/loan_order');
  await expect(page.getByRole('heading', { name: 'Мои займы' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(tr('ru', 'common:errors.network'));
  // The network comes back. The page was opened without it, so React Query took itself for online and its reads
  // failed rather than waited: they are asked for again when the browser says it is online, with no tap.
  // Chromium's emulation does not tell a page loaded while it was on: its navigator.onLine says true while offline,
  // and no `online` event comes when the network is back. A phone's browser sends one: it is sent here as such.
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(tr('ru', 'repayment:status.awaiting_repayment')).first()).toBeVisible();
  await page.goBack();
  await expect(card).toContainText(amount!);
  await expect(page.getByTestId('kept-note')).toHaveCount(0);
});


/** The script preload links in the document (index.html's and those Vite's preload helper adds). */
const scriptPreloads = (page: Page) =>
  page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));

test("a page the app's worker serves asks for a screen's code as it reads it: no burst of preload links (scripts/warm-preloads.ts)", async ({ page }) => {
  await seedViaApi(page, 'active_loan');
  await page.goto('/');
  await appTookOver(page);
  await controlled(page);
  await page.reload();
  await appTookOver(page);
  const before = await scriptPreloads(page);
  await page.goto('/#/pages/personal/loan_order');
  await expect(page.getByRole('heading', { name: 'Мои займы' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Погасить/ }).first()).toBeVisible();
  expect(await scriptPreloads(page), 'no script preload link added once the worker serves the page').toEqual(before);
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("a screen's code is preloaded at once, every file in one go, as Vite makes it", async ({ page }) => {
    await seedViaApi(page, 'active_loan');
    await page.goto('/');
    await appTookOver(page);
    const before = await scriptPreloads(page);
    await page.goto('/#/pages/personal/loan_order');
    await expect(page.getByRole('heading', { name: 'Мои займы' })).toBeVisible();
    const added = (await scriptPreloads(page)).filter((href) => !before.includes(href));
    expect(added.some((href) => /\/assets\/MyLoansPage-[\w-]+\.js$/.test(href)), `My loans' chunk among ${added.join(', ')}`).toBe(true);
    expect(added.length, 'its imports linked with it').toBeGreaterThan(1);
  });
});

/** nginx serving a copy of the build (the shipped site.conf), the API from this run's preview. */
async function nginxOnCopy(): Promise<{ base: string; root: string; stop: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'bz-sw-deploy-'));
  cpSync(DIST, root, { recursive: true });
  const port = await freePort();
  const ready = `/.well-known/sw-spec-${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/nginx-e2e.mjs', '--root', root, '--port', String(port), '--upstream', `127.0.0.1:${PREVIEW_PORT}`, '--ready-path', ready, '--stop-with-stdin'],
    { cwd: REPO_ROOT, stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  };
  await expect
    .poll(async () => (await fetch(`${base}${ready}`).catch(() => null))?.status, { timeout: 20_000 })
    .toBe(204)
    .catch((e: unknown) => {
      stop();
      throw e;
    });
  return { base, root, stop };
}

test('a deploy reaches a borrower whose page was open: «Доступна новая версия», one tap, the new build', async ({ page }) => {
  const server = await nginxOnCopy();
  try {
    await page.goto(`${server.base}/`);
    await appTookOver(page);
    await controlled(page);
    const build = () => page.evaluate(() => document.querySelector('meta[name="bz-test-build"]')?.getAttribute('content') ?? 'first');

    // The deploy: a new page (a marker stands for what changed) and the worker the build writes for it.
    const html = readFileSync(join(server.root, 'index.html'), 'utf8');
    writeFileSync(join(server.root, 'index.html'), html.replace('<head>', '<head><meta name="bz-test-build" content="second">'));
    await writeServiceWorker(server.root);
    // As the build does last: nginx sends the .br or .gz beside a file (deploy/site.conf brotli_static, gzip_static), so they must be the new one's.
    precompress(server.root);

    // The borrower comes back to the open page: it checks, the new worker takes over, the page says so.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status').filter({ hasText: 'Доступна новая версия' });
    await expect(prompt).toBeVisible();
    expect(await build(), 'nothing reloads by itself').toBe('first');
    await prompt.getByRole('button', { name: 'Обновить' }).click();
    await expect.poll(build).toBe('second');
    await appTookOver(page);
    await expect(page.getByRole('status').filter({ hasText: 'Доступна новая версия' })).toHaveCount(0);
  } finally {
    server.stop();
  }
});
