/**
 * The shipped hosting config under real nginx (Playwright project `nginx`: scripts/nginx-e2e.mjs serves
 * dist-e2e with deploy/site.conf and deploy/headers/ unchanged). What the wire carries is compared with
 * the header sets in deploy/headers/ (whose content tests/hosting.node.test.ts checks), path by path.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type APIResponse } from '@playwright/test';
import { test, expect, collectPolicyViolations } from './fixtures';
import { firstScreenScriptHash } from '../scripts/first-screen';
import {
  BROTLI_MISSING,
  DEPLOY_DIR,
  findNginx,
  headerSet,
  INSTALL_NAME,
  NGINX_MISSING,
  nginxBrotliModule,
  nginxMimeTypes,
  parseCsp,
  REPO_ROOT,
  type HeaderSet,
} from '../scripts/hosting';

const DIST = join(REPO_ROOT, 'dist-e2e');
/** The preview server of this run (playwright.config.ts sets the port for the runner and its workers). */
const PREVIEW = `http://127.0.0.1:${process.env.E2E_PREVIEW_PORT ?? 4173}`;
const SETS: HeaderSet[] = ['app', 'legal', 'assets'];
/** Every header any set adds, lower-cased: a response must carry exactly its set's values for these. */
const SECURITY_HEADERS = [...new Set(SETS.flatMap((s) => Object.keys(headerSet(s)).map((k) => k.toLowerCase())))];

function securityHeaders(res: APIResponse): Record<string, string> {
  const all = res.headers();
  return Object.fromEntries(SECURITY_HEADERS.filter((k) => k in all).map((k) => [k, all[k]!]));
}

function expected(set: HeaderSet): Record<string, string> {
  return Object.fromEntries(Object.entries(headerSet(set)).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The hashed files the e2e build's index.html loads (its entry script and stylesheet). */
function hashedAssets(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const found = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(found.length, 'index.html loads hashed assets').toBeGreaterThan(0);
  return found;
}

test('nginx -t accepts the shipped config (its placeholder certificate paths swapped for a throwaway pair)', () => {
  const nginx = findNginx();
  expect(nginx, NGINX_MISSING).toBeTruthy();
  // As a Debian host loads it (modules-enabled/): the module deploy/site.conf's brotli_static needs.
  const brotli = nginxBrotliModule(nginx!);
  expect(brotli, BROTLI_MISSING).toBeTruthy();
  const dir = mkdtempSync(join(tmpdir(), 'bz-nginx-t-'));
  try {
    const cert = join(dir, 'fullchain.pem');
    const key = join(dir, 'privkey.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=bystrye-zaimy.test', '-keyout', key, '-out', cert], {
      stdio: 'pipe',
    });
    cpSync(DEPLOY_DIR, join(dir, INSTALL_NAME), { recursive: true });
    const shipped = readFileSync(join(DEPLOY_DIR, 'nginx.conf'), 'utf8');
    const placeholders = [...shipped.matchAll(/^\s*(ssl_certificate(?:_key)?)\s+(\S+);/gm)];
    expect(placeholders.map((m) => m[2])).toEqual([
      '/etc/ssl/bystrye-zaimy/REPLACE-WITH-fullchain.pem',
      '/etc/ssl/bystrye-zaimy/REPLACE-WITH-privkey.pem',
    ]);
    const testable = shipped
      .replace('/etc/ssl/bystrye-zaimy/REPLACE-WITH-fullchain.pem', cert)
      .replace('/etc/ssl/bystrye-zaimy/REPLACE-WITH-privkey.pem', key);
    writeFileSync(join(dir, INSTALL_NAME, 'nginx.conf'), testable);
    // A host's main config: its http block includes ours (relative includes resolve against this file's folder).
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log stderr;\nload_module ${brotli};\nevents {}\nhttp {\n  include ${nginxMimeTypes(nginx!)};\n  include ${INSTALL_NAME}/nginx.conf;\n}\n`,
    );
    const r = spawnSync(nginx!, ['-t', '-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('test is successful');
    expect(r.stderr, 'no warnings either').not.toMatch(/\[(warn|emerg|alert|crit)\]/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the app page, and every path that falls back to it, carry the app policy and are revalidated', async ({ request }) => {
  const csp = parseCsp(headerSet('app')['Content-Security-Policy']!);
  expect(csp.get('script-src')).toEqual(["'self'", await firstScreenScriptHash()]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  for (const path of ['/', '/index.html', '/pages/home/index', '/pages/personal/about_us?channel=x', '/no/such/page.html', '/favicon.svg']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(securityHeaders(res), path).toEqual(expected('app'));
    if (path === '/favicon.svg') continue; // a real file at the root: served as itself, same headers
    expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
    expect(await res.text(), path).toContain('<div id="root">');
  }
});

test('hashed assets are immutable with nosniff and HSTS; a missing one is a 404, never the app', async ({ request }) => {
  for (const path of hashedAssets()) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(path.endsWith('.css') ? /^text\/css/ : /javascript/);
    expect(res.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(securityHeaders(res), path).toEqual(expected('assets'));
  }
  const missing = await request.get('/assets/index-00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control'], 'a 404 is not cached for a year').toBeUndefined();
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('the app and its files go out as the build compressed them (Brotli, else gzip -9), not recompressed per request', async ({ request }) => {
  const files = [...hashedAssets().map((p) => [p, p.slice(1)] as const), ['/', 'index.html'] as const, ['/sw.js', 'sw.js'] as const];
  for (const [encoding, ext, accept] of [
    ['br', '.br', 'br, gzip'],
    ['gzip', '.gz', 'gzip'],
  ] as const) {
    // A file of a few bytes, which compression would only make bigger, has none (and nginx then gzips it itself).
    const packed = files.filter(([, file]) => existsSync(join(DIST, `${file}${ext}`)));
    expect(packed.length, `nearly every file the page loads has its ${ext}`).toBeGreaterThanOrEqual(files.length - 2);
    for (const [path, file] of packed) {
      const res = await request.get(path, { headers: { 'Accept-Encoding': accept } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-encoding'], `${path} (${accept})`).toBe(encoding);
      expect(res.headers()['vary'], path).toMatch(/Accept-Encoding/i);
      // nginx sends a file it compressed before with its length; compressing on the fly it sends none (chunked).
      expect(Number(res.headers()['content-length']), `${path}: the bytes of ${file}${ext}`).toBe(readFileSync(join(DIST, `${file}${ext}`)).length);
      expect(await res.body(), path).toEqual(readFileSync(join(DIST, file)));
    }
  }
  // A browser that takes no gzip gets the file itself.
  const [asset] = hashedAssets();
  const plain = await request.get(asset!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.body()).toEqual(readFileSync(join(DIST, asset!.slice(1))));
});

test('the legal pages the app frames carry their own policy (no script, framable by the app only)', async ({ request }) => {
  for (const path of ['/legal/privacy-ru.html', '/legal/privacy-kz.html', '/legal/legal.css']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(securityHeaders(res), path).toEqual(expected('legal'));
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
  expect((await request.get('/legal/missing.html')).status()).toBe(404);
});

test('build metadata and dot-paths are not served', async ({ request }) => {
  expect(existsSync(join(DIST, '.vite/manifest.json')), 'the build has a manifest to hide').toBe(true);
  for (const path of ['/.vite/manifest.json', '/.vite/', '/.env', '/.git/config', '/assets/.vite/manifest.json', '/legal/.hidden']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const body = await res.text();
    expect(body, path).not.toContain('"file"');
    expect(body, path).not.toContain('<div id="root">');
    expect(securityHeaders(res), `${path}: the error page has the app's headers`).toEqual(expected('app'));
  }
});

test('vite preview (the other browser project) sends the same header sets as nginx', async ({ request }) => {
  const [asset] = hashedAssets();
  for (const [path, set] of [
    ['/', 'app'],
    ['/pages/home/index', 'app'],
    ['/legal/privacy-ru.html', 'legal'],
    [asset!, 'assets'],
  ] as const) {
    const viaNginx = await request.get(path);
    const viaPreview = await request.get(`${PREVIEW}${path}`);
    expect(securityHeaders(viaPreview), `preview ${path}`).toEqual(expected(set));
    expect(securityHeaders(viaPreview), `preview = nginx for ${path}`).toEqual(securityHeaders(viaNginx));
  }
});

base('the violation collector keeps reports from earlier pages, from frames, and from refused framing', async ({ page, context }) => {
  const violations = await collectPolicyViolations(context);
  await page.goto('/#/pages/personal/about_us');
  await expect(page.locator('h1:visible').first()).toBeVisible();
  expect(violations, 'the app itself loads without any violation').toEqual([]);

  // 1. In the top page: an image from an origin img-src does not list.
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://evil.example/top.png';
    document.body.append(img);
  });
  await expect.poll(() => violations.some((v) => v.includes('img-src') && v.includes('evil.example/top.png'))).toBe(true);

  // 2. Inside a frame (the sandbox's vendor page, framable by the app): same kind of refusal there.
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.src = '/__sandbox/vendor/payment.html';
    document.body.append(f);
  });
  const vendor = page.frameLocator('iframe[src="/__sandbox/vendor/payment.html"]');
  await expect(vendor.locator('body')).toBeAttached();
  const frame = page.frames().find((f) => f.url().includes('/__sandbox/vendor/payment.html'))!;
  await frame.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://evil.example/frame.png';
    document.body.append(img);
  });
  await expect
    .poll(() => violations.some((v) => v.includes('evil.example/frame.png') && v.includes('/__sandbox/vendor/payment.html')))
    .toBe(true);

  // 3. The app framed by itself: frame-ancestors 'none' refuses it (only the browser console says so).
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.src = '/index.html';
    document.body.append(f);
  });
  await expect.poll(() => violations.some((v) => v.includes('frame-ancestors'))).toBe(true);

  // A new document: what happened on the previous one is kept.
  const before = violations.length;
  await page.goto('/legal/privacy-ru.html');
  await expect(page.locator('h1')).toBeVisible();
  expect(violations.length).toBeGreaterThanOrEqual(before);
  expect(violations.filter((v) => v.includes('evil.example/top.png')).length).toBeGreaterThan(0);
});
