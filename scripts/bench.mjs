/* global document */
// First-screen speed on a slow phone: the production build's Loans tab against a static HTML copy of
// the same screen, in the same run, under CPU (4x) and network (slow 4G) throttling. Median of N runs.
// Reports ratios (timings on shared machines drift; ratios are what to compare across commits).
//   npm run bench            (builds dist-e2e if missing, serves it with `vite preview --mode e2e`)
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS, startPreview } from './preview.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 4180;
let BASE;
let stop = () => {};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(browser, url, selector) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Slow 4G as in Lighthouse's mobile preset: 150 ms RTT, 1.6 Mbps down, 750 kbps up.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  const visible = Date.now() - t0;
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const e = list.getEntries().find((x) => x.name === 'first-contentful-paint');
          if (e) resolve(e.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(NaN), 3000);
      }),
  );
  await context.close();
  return { visible, fcp };
}

try {
  ({ base: BASE, stop } = await startPreview(PORT));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  // The static twin: the Loans tab's rendered markup and CSS, no JavaScript at all.
  const warm = await browser.newPage();
  await warm.goto(`${BASE}/#/`);
  await warm.locator('h1').first().waitFor();
  const html = await warm.evaluate(() => '<!doctype html>' + document.documentElement.outerHTML.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<link[^>]+modulepreload[^>]*>/g, ''));
  await warm.close();
  mkdirSync('dist-e2e/bench', { recursive: true });
  writeFileSync('dist-e2e/bench/static-loans.html', html);

  const app = [];
  const stat = [];
  for (let i = 0; i < RUNS; i++) {
    app.push(await measure(browser, `${BASE}/#/`, 'h1'));
    stat.push(await measure(browser, `${BASE}/bench/static-loans.html`, 'h1'));
  }
  await browser.close();
  const row = (name, xs) => ({ name, visibleMs: median(xs.map((x) => x.visible)), fcpMs: Math.round(median(xs.map((x) => x.fcp))) });
  const a = row('app (Loans tab)', app);
  const s = row('static HTML twin', stat);
  console.table([a, s]);
  console.log(`Ratio app/static, heading visible: ${(a.visibleMs / s.visibleMs).toFixed(2)}x; first contentful paint: ${(a.fcpMs / s.fcpMs).toFixed(2)}x (median of ${RUNS}, 4x CPU, slow 4G)`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify({ runs: RUNS, app: a, static: s, date: new Date().toISOString() }, null, 2));
} finally {
  stop();
}
