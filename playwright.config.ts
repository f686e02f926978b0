import { defineConfig, devices } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { findNginx, freePort, NGINX_MISSING } from './scripts/hosting.ts';

/**
 * Browser tests run the production build (vite build --mode e2e) in Debian's Chromium under a mobile
 * profile, with the sandbox answering over real HTTP from `vite preview --mode e2e`. No browser download.
 *
 * Two projects share one run and one preview server:
 * - `nginx`: the foundation journeys (every route in ru and kz) and the hosting checks, served by real
 *   nginx with the shipped deploy/site.conf and deploy/headers/ (scripts/nginx-e2e.mjs, e2e/nginx/),
 *   the API proxied to the preview server. This is the policy production serves.
 * - `mobile-chromium`: every other spec, served by `vite preview`, which sends the same header sets.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM}. Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH). Browser tests never download a browser and never skip.',
  );
}
const NGINX = findNginx();
if (!NGINX) throw new Error(NGINX_MISSING);


/**
 * Ports: free ones picked per run, so runs on one machine (several people, CI jobs) never share or stop
 * each other's servers. The runner picks them once; its workers inherit them through the environment.
 * Set E2E_PREVIEW_PORT / E2E_NGINX_PORT to choose (a preview already running there is then reused).
 */
const PORT = Number((process.env.E2E_PREVIEW_PORT ??= String(await freePort())));
const NGINX_PORT = Number((process.env.E2E_NGINX_PORT ??= String(await freePort())));
/** Answered by this run's nginx only: a server another run left on the port is never taken for it. */
const NGINX_READY = (process.env.E2E_NGINX_READY ??= `/.well-known/nginx-e2e-${randomUUID()}`);
/** Specs that run against nginx (and only there, so the suite is not run twice). */
const NGINX_SPECS = ['**/foundation.spec.ts', '**/hosting.spec.ts', '**/sw.spec.ts', '**/monitoring.spec.ts'];
/** The e2e build served (default dist-e2e); another folder lets two people test two builds side by side. */
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on CI's two cores: on an idle 2-core machine the suite took 7.0 minutes with three and 9.0 with two (a test
  // spends part of its time waiting: throttled networks, timeouts); docs/decisions.md, "Test suite time".
  workers: process.env.CI ? 3 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/fault-matrix-reporter.ts']],
  forbidOnly: true,
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Asia/Almaty',
    serviceWorkers: 'block',
    // A trace only for a retry (CI retries once): recording every test for the few that fail made the whole
    // run about 1.6 times as long on two cores. Locally, `--trace on` records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'nginx', testMatch: NGINX_SPECS, use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
    { name: 'mobile-chromium', testIgnore: NGINX_SPECS },
  ],
  webServer: [
    {
      name: 'preview',
      command: `npx vite preview --mode e2e --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      name: 'nginx',
      command:
        `node scripts/nginx-e2e.mjs --root ${OUT_DIR} --port ${NGINX_PORT} --upstream 127.0.0.1:${PORT} ` +
        `--ready-path ${NGINX_READY} --stop-with-stdin`,
      env: { NGINX_PATH: NGINX },
      url: `http://127.0.0.1:${NGINX_PORT}${NGINX_READY}`,
      // Never another run's nginx: it serves the deploy/ it read when it started and stops when that run ends.
      reuseExistingServer: false,
      timeout: 30_000,
      // SIGTERM to the group: nginx stops and the script removes its temp prefix.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
