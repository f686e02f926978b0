/**
 * The shipped hosting config (deploy/), read the way nginx reads it (scripts/hosting.ts): the policy
 * the app's HTML gets, where each header set applies, and that its origins are exactly the app's own
 * allow-lists as a release build computes them from .env.production. Real nginx serving it is checked
 * by e2e/hosting.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { INTL_WARMUP_POLICY } from '@/utils/intlWarmup';
import { SW_POLICY } from '@/app/sw/register';
import {
  DEPLOY_DIR,
  expandIncludes,
  headerSet,
  headerSetForPath,
  IMMUTABLE_ASSETS,
  includeTarget,
  parseConf,
  parseCsp,
  parsePermissionsPolicy,
  REPO_ROOT,
  withAppScriptHash,
  type Directive,
} from '../scripts/hosting';
import { firstScreenScript, firstScreenScriptHash } from '../scripts/first-screen';
import { injectFirstScreen, lateScripts, startPreloads, type BuildManifest, type DrawnScreen } from '../scripts/prerender';
import { drawnScreenModules, FIRST_SCREEN_LOCALES, FIRST_SCREEN_ROUTES, screenKey } from '@/app/firstScreen';
import { isAllowedUrl } from '@/shared/webview/isAllowedUrl';

const app = headerSet('app');
const legal = headerSet('legal');
const assets = headerSet('assets');
const appCsp = parseCsp(app['Content-Security-Policy'] ?? '');
const legalCsp = parseCsp(legal['Content-Security-Policy'] ?? '');

const UNSAFE = /'unsafe-|'strict-dynamic'|'wasm-unsafe-eval'|(^|\s)(\*|data:|blob:|https?:)(\s|$)/;

/** KEY=VALUE lines of an env file (no expansion: ours use none). */
function readEnvFile(name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of readFileSync(join(REPO_ROOT, name), 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) out[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/** The app's env module as a release build computes it from .env.production. */
async function productionEnv() {
  const vars = readEnvFile('.env.production');
  vi.resetModules();
  for (const [k, v] of Object.entries(vars)) if (k.startsWith('VITE_')) vi.stubEnv(k, v);
  try {
    const { env } = await import('@/config/env');
    return { env, vars };
  } finally {
    vi.unstubAllEnvs();
    vi.resetModules();
  }
}

function originOf(url: string): string | null {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
}

describe('the app HTML policy (deploy/headers/app.conf)', () => {
  it('allows scripts from the app itself only, plus the first screen\'s one inline script by its hash, with Trusted Types enforced', async () => {
    // A change to the script (src/app/firstScreenScript.ts, the names it is built with, or the compiler)
    // committed without the hash the build writes into app.conf fails here: the browser would refuse the
    // script, and no visitor would get a drawn screen.
    expect(appCsp.get('script-src')).toEqual(["'self'", await firstScreenScriptHash()]);
    expect(appCsp.get('default-src')).toEqual(["'self'"]);
    expect(appCsp.get('require-trusted-types-for')).toEqual(["'script'"]);
    // Two policies, no 'allow-duplicates', each naming one script and nothing else: the Intl warm-up
    // worker's (src/utils/intlWarmup.ts) and the service worker's (src/app/sw/register.ts).
    expect(appCsp.get('trusted-types')).toEqual([INTL_WARMUP_POLICY, SW_POLICY]);
    for (const d of ['script-src', 'default-src', 'style-src', 'worker-src']) {
      expect(appCsp.get(d)?.join(' '), d).not.toMatch(UNSAFE);
    }
    expect(app['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  });

  it('the built index.html carries exactly that inline script and no other, and no inline style or handler', async () => {
    const script = await firstScreenScript();
    const screens: Record<string, DrawnScreen> = {};
    for (const locale of FIRST_SCREEN_LOCALES) {
      for (const route of FIRST_SCREEN_ROUTES) screens[screenKey(locale, route)] = { html: `<h1>${locale} ${route}</h1>`, lang: locale === 'kz' ? 'kk' : 'ru' };
    }
    const html = injectFirstScreen('<body><div id="root"></div><noscript>x</noscript></body>', screens, script);
    // #root empty, the script, then each screen in a template of its own with its language; Russian first.
    const drawn = (locale: string, lang: string) =>
      FIRST_SCREEN_ROUTES.map((route) => `<template id="first-screen ${locale} ${route}" lang="${lang}"><h1>${locale} ${route}</h1></template>`).join('');
    expect(html).toBe(`<body><div id="root"></div><script>${script}</script>${drawn('ru', 'ru')}${drawn('kz', 'kk')}<noscript>x</noscript></body>`);

    const withScreen = (key: string, markup: string) => injectFirstScreen('<div id="root"></div>', { ...screens, [key]: { html: markup, lang: 'ru' } }, script);
    expect(() => withScreen('ru /', '<p style="color:red">x</p>')).toThrow(/inline style/);
    expect(() => withScreen('ru /', '<script>x</script>')).toThrow(/script/);
    expect(() => withScreen('ru /', '<button onclick="x()">x</button>')).toThrow(/handler/);
    expect(() => withScreen('ru /', '<h2>hero.title</h2>')).toThrow(/raw text key "hero.title"/);
    expect(() => withScreen('ru /', '<p>Лицензия № 02.24.0011.M</p>')).not.toThrow();
    expect(() => withScreen('ru /pages/login/login', '<p>x</p>')).toThrow(/not first screens: ru \/pages\/login\/login/);
    const { ['kz /']: _dropped, ...withoutOne } = screens;
    expect(() => injectFirstScreen('<div id="root"></div>', withoutOne, script)).toThrow(/no drawn screen for kz \/$/);
    expect(() => injectFirstScreen('<div id="root"><p>x</p></div>', screens, script)).toThrow(/no empty/);
  });

  it('the build writes the script\'s hash into the one place the policy keeps it', () => {
    const conf = readFileSync(join(DEPLOY_DIR, 'headers', 'app.conf'), 'utf8');
    const hash = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
    const updated = withAppScriptHash(conf, hash);
    expect(parseCsp(/Content-Security-Policy "([^"]+)"/.exec(updated)![1]!).get('script-src')).toEqual(["'self'", hash]);
    // Nothing else in the file moves.
    expect(updated.replace(hash, '')).toBe(conf.replace(/'sha256-[A-Za-z0-9+/]+=*'/, ''));
    expect(withAppScriptHash(updated, hash)).toBe(updated);
    expect(() => withAppScriptHash('add_header X "y" always;', hash)).toThrow(/expected one/);
    expect(() => withAppScriptHash(conf, 'sha256-x')).toThrow(/not a CSP hash/);
  });

  it('holds the app\'s scripts in an inert template for the inline script to insert (nothing fetched before the first paint)', () => {
    const built = [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
      '  </head>',
    ].join('\n');
    const html = lateScripts(built);
    const head = html.replace(/<template id="app-scripts">[\s\S]*?<\/template>/, '');
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(html).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b2.js"></template>',
    );
    expect(() => lateScripts('<head></head>')).toThrow(/no entry script/);

    // With the start's preloads: the common ones after the entry's, a template per drawn route with its own.
    const withPreloads = lateScripts(built, { common: ['/assets/loaders-d4.js'], routes: { '/pages/home/landingpage': ['/assets/LandingPage-e5.js'], '/': [] } });
    expect(withPreloads).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b2.js"><link rel="modulepreload" crossorigin href="/assets/loaders-d4.js"></template>',
    );
    expect(withPreloads).toContain('<template id="app-scripts:/pages/home/landingpage"><link rel="modulepreload" crossorigin href="/assets/LandingPage-e5.js"></template>');
    expect(withPreloads).not.toContain('app-scripts:/"');
    // A stylesheet the start's code will load is fetched ahead, in the mode Vite's loader asks for it.
    expect(lateScripts(built, { common: [], routes: { '/': ['/assets/Button-f6.css'] } })).toContain(
      '<template id="app-scripts:/"><link rel="preload" as="style" crossorigin href="/assets/Button-f6.css"></template>',
    );
  });

  it("preloads each start's chunks once: the entry's in its own list, every start's next, then each drawn screen's own and the lazy parts it asks for at once", () => {
    const m: BuildManifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'], dynamicImports: ['node_modules/react-dom/client.js', 'src/app/routes/loaders.ts', 'src/app/queryLayer.ts', 'src/app/later.ts'] },
      '_react.js': { file: 'assets/react.js' },
      'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react.js'] },
      'src/app/routes/loaders.ts': { file: 'assets/loaders.js', imports: ['_preload.js'], dynamicImports: Object.values(drawnScreenModules()) },
      '_preload.js': { file: 'assets/preload.js' },
      'src/app/queryLayer.ts': { file: 'assets/queryLayer.js', imports: ['index.html', '_rq.js'] },
      '_rq.js': { file: 'assets/rq.js' },
      'src/app/later.ts': { file: 'assets/later.js', imports: ['_http.js'], dynamicImports: ['src/features/analytics/start.ts'] },
      '_http.js': { file: 'assets/http.js' },
      'src/features/analytics/start.ts': { file: 'assets/start.js' },
      'src/features/loan-application/screens/LoansTab.tsx': { file: 'assets/LoansTab.js', imports: ['_react.js', '_rq.js', '_tabs.js'], dynamicImports: ['src/features/coupons/Dialog.tsx'] },
      '_tabs.js': { file: 'assets/tabs.js' },
      'src/features/coupons/Dialog.tsx': { file: 'assets/Dialog.js' },
      'src/features/landing/screens/LandingPage.tsx': { file: 'assets/LandingPage.js', imports: ['_lazyOffer.js', '_frame.js'] },
      'src/features/landing/screens/LandListPage.tsx': { file: 'assets/LandListPage.js', imports: ['_frame.js'] },
      'src/features/landing/screens/LandUsePage.tsx': { file: 'assets/LandUsePage.js', imports: ['_frame.js'] },
      'src/features/landing/screens/LandAboutPage.tsx': { file: 'assets/LandAboutPage.js', imports: ['_frame.js'] },
      'src/features/landing/screens/LandFailPage.tsx': { file: 'assets/LandFailPage.js', imports: ['_frame.js', '_frame.css'] },
      '_frame.css': { file: 'assets/frame.css' },
      '_lazyOffer.js': { file: 'assets/lazyOffer.js', dynamicImports: ['src/features/landing/components/Offer.tsx'] },
      '_frame.js': { file: 'assets/frame.js', css: ['assets/frame.css', 'assets/index.css'] },
      'src/features/landing/components/Offer.tsx': { file: 'assets/Offer.js', imports: ['_rq.js', '_format.js', '_button.js'], css: ['assets/Offer.css'] },
      '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
      '_format.js': { file: 'assets/format.js' },
      'src/features/loan-application/components/SignedInLoansTab.tsx': { file: 'assets/SignedInLoansTab.js', imports: ['_rq.js', '_loan.js'] },
      '_loan.js': { file: 'assets/loan.js', css: ['assets/loan.css'] },
      'src/features/loan-application/components/decided/index.tsx': { file: 'assets/decided.js', imports: ['_loan.js', '_shared-loan.js'] },
      '_shared-loan.js': { file: 'assets/shared-loan.js' },
      '_texts-ru.js': { file: 'assets/texts-ru-a1b2.js' },
      '_texts-ru-decided.js': { file: 'assets/texts-ru-decided-0a0b.js' },
      '_texts-ru-servicing.js': { file: 'assets/texts-ru-servicing-0c0d.js' },
      '_texts-kz-decided.js': { file: 'assets/texts-kz-decided-0e0f.js' },
      '_texts-kz.js': { file: 'assets/texts-kz-c3d4.js' },
      '_texts-kz-core.js': { file: 'assets/texts-kz-core-e5f6.js' },
    };
    // The head already links the entry's stylesheet and the drawn screens' own (frame.css).
    const p = startPreloads(m, '/', ['/assets/frame.css']);
    expect(p.common.sort()).toEqual(['/assets/client.js', '/assets/http.js', '/assets/later.js', '/assets/loaders.js', '/assets/preload.js', '/assets/queryLayer.js', '/assets/rq.js']);
    expect(Object.keys(p.routes).sort()).toEqual([...FIRST_SCREEN_ROUTES, 'signed-in kz', 'signed-in ru'].sort());
    // A returning borrower's Loans tab: the tab, its signed-in block, the decided cards and that language's main and
    // decided texts (not the first screen's core, nor the servicing pages').
    const signedIn = ['/assets/LoansTab.js', '/assets/SignedInLoansTab.js', '/assets/decided.js', '/assets/loan.css', '/assets/loan.js', '/assets/shared-loan.js', '/assets/tabs.js'];
    expect(p.routes['signed-in ru']!.sort()).toEqual([...signedIn, '/assets/texts-ru-a1b2.js', '/assets/texts-ru-decided-0a0b.js'].sort());
    expect(p.routes['signed-in kz']!.sort()).toEqual([...signedIn, '/assets/texts-kz-c3d4.js', '/assets/texts-kz-decided-0e0f.js'].sort());
    // Not the dialog the Loans tab opens on a tap, nor what the entry or every start already brings.
    expect(p.routes['/']!.sort()).toEqual(['/assets/LoansTab.js', '/assets/tabs.js']);
    // The landing page's lazy offer, its button and their stylesheets (not those the head links already).
    expect(p.routes['/pages/home/landingpage']!.sort()).toEqual([
      '/assets/LandingPage.js', '/assets/Offer.css', '/assets/Offer.js', '/assets/button.css', '/assets/button.js', '/assets/format.js', '/assets/frame.js', '/assets/lazyOffer.js',
    ]);
    expect(p.routes['/pages/landweb/landFail']!.sort()).toEqual(['/assets/LandFailPage.js', '/assets/frame.js']);
    expect(() => startPreloads({ ...m, 'src/app/later.ts': { file: 'assets/later.js', imports: ['_gone.js'] } }, '/')).toThrow(/_gone.js is not in the build manifest/);
  });

  it('forbids plugins, <base>, foreign form targets and being framed', () => {
    expect(appCsp.get('object-src')).toEqual(["'none'"]);
    expect(appCsp.get('base-uri')).toEqual(["'none'"]);
    expect(appCsp.get('form-action')).toEqual(["'self'"]);
    expect(appCsp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(app['X-Frame-Options']).toBe('DENY');
  });

  it('reports its violations (CSP and Trusted Types) to the same-origin path the error collector answers', async () => {
    expect(appCsp.get('report-uri')).toEqual(['/csp-report']);
    // Not report-to: Chromium would then queue the reports for the Reporting API instead (deploy/headers/app.conf).
    expect(appCsp.has('report-to')).toBe(false);
    // The sandbox collects them, and the test nginx proxies the path to it (sandbox/node-adapter.ts).
    const { API_PREFIXES } = await import('../sandbox/node-adapter');
    expect(API_PREFIXES).toContain('/csp-report');
  });

  it('isolates the window, never sniffs, pins HTTPS, trims referrers and allows the camera to the app', () => {
    expect(app['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(app['X-Content-Type-Options']).toBe('nosniff');
    const hsts = app['Strict-Transport-Security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(app['Referrer-Policy']);
    const pp = parsePermissionsPolicy(app['Permissions-Policy'] ?? '');
    expect(pp.get('camera')?.[0]).toBe('self');
    for (const feature of ['microphone', 'geolocation', 'payment']) expect(pp.get(feature), feature).toEqual([]);
  });

  it('allows exactly the origins a release build talks to and frames (.env.production)', async () => {
    const { env, vars } = await productionEnv();
    // Every listed webview origin survives the app's parsing: none is silently dropped.
    const listed = (vars.VITE_WEBVIEW_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    expect(env.webviewOrigins).toEqual(listed);
    // Tarlan (card pages), the document service, liveness; nothing the app does not frame (security review L3).
    expect(listed).toEqual(['https://pay.tarlanpayments.kz', 'https://docs.bystrye-zaimy.kz', 'https://liveness.bystrye-zaimy.kz']);
    for (const o of listed) expect(o, 'webview origins are https origins').toMatch(/^https:\/\/[a-z0-9.-]+$/);

    expect([...(appCsp.get('frame-src') ?? [])].sort()).toEqual(["'self'", ...env.webviewOrigins].sort());
    // What CSP lets into a frame, the app's own allow-list accepts, and the other way round.
    const self = 'https://bystrye-zaimy.kz';
    for (const source of appCsp.get('frame-src') ?? []) {
      const url = source === "'self'" ? `${self}/legal/privacy-ru.html` : `${source}/page?ref=1`;
      expect(isAllowedUrl(url, env.webviewOrigins, self), url).toBe(true);
    }
    expect(isAllowedUrl('https://pay.tarlanpayments.kz.evil.example/', env.webviewOrigins, self)).toBe(false);

    const talksTo = [env.apiBaseUrl, env.analyticsUrl, env.behaviourUrl].map(originOf).filter((o): o is string => o !== null);
    expect(originOf(env.apiBaseUrl), 'the production API is an https origin').toMatch(/^https:\/\//);
    expect([...(appCsp.get('connect-src') ?? [])].sort()).toEqual([...new Set(["'self'", ...talksTo])].sort());
    // Images the API hands out (uploaded ID photos) load from its origin.
    expect(appCsp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', originOf(env.apiBaseUrl)]));

    // The camera goes to the app and, in the liveness webview, to a framed origin the app allows.
    const camera = parsePermissionsPolicy(app['Permissions-Policy'] ?? '').get('camera') ?? [];
    for (const o of camera.slice(1)) expect(env.webviewOrigins, `camera origin ${o}`).toContain(o);
  });
});

describe('the framed documents policy (deploy/headers/legal.conf)', () => {
  it('runs no script, loads only its own styles and images, and is framable by the app only', () => {
    expect(legalCsp.get('default-src')).toEqual(["'none'"]);
    expect(legalCsp.get('script-src')).toEqual(["'none'"]);
    expect(legalCsp.get('style-src')).toEqual(["'self'"]);
    expect(legalCsp.get('object-src')).toEqual(["'none'"]);
    expect(legalCsp.get('base-uri')).toEqual(["'none'"]);
    expect(legalCsp.get('form-action')).toEqual(["'none'"]);
    expect(legalCsp.get('connect-src')).toEqual(["'none'"]);
    expect(legalCsp.get('frame-src')).toEqual(["'none'"]);
    expect(legalCsp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(legal['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(legal['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});

describe('every response', () => {
  it('carries the same HSTS and nosniff, hashed assets included', () => {
    for (const set of [app, legal, assets]) {
      expect(set['Strict-Transport-Security']).toBe(app['Strict-Transport-Security']);
      expect(set['X-Content-Type-Options']).toBe('nosniff');
    }
  });
});

describe('where each header set applies (deploy/site.conf, deploy/nginx.conf)', () => {
  const site = parseConf('site.conf');
  const locations = site.filter((d) => d.name === 'location');
  const setOf = (loc: Directive) =>
    (loc.block ?? []).filter((d) => d.name === 'include').map((d) => includeTarget(d));
  const location = (...args: string[]) => locations.find((l) => l.args.join(' ') === args.join(' '));
  const cacheControl = (loc: Directive | undefined) =>
    (loc?.block ?? []).find((d) => d.name === 'add_header' && d.args[0] === 'Cache-Control')?.args[1];

  it('sets no header outside a location (a location that adds one would inherit none)', () => {
    expect(expandIncludes(site).filter((d) => d.name === 'add_header')).toEqual([]);
    const servers = parseConf('nginx.conf').filter((d) => d.name === 'server');
    expect(servers).toHaveLength(2);
    for (const s of servers) expect(expandIncludes(s.block ?? []).filter((d) => d.name === 'add_header')).toEqual([]);
    const https = servers.find((s) => s.block?.some((d) => d.name === 'listen' && d.args.includes('ssl')));
    expect(https?.block?.filter((d) => d.name === 'include').map(includeTarget)).toEqual(['site.conf']);
    // Certificates are obvious placeholders a host must replace.
    for (const d of ['ssl_certificate', 'ssl_certificate_key']) {
      expect(https?.block?.find((x) => x.name === d)?.args[0], d).toMatch(/REPLACE-WITH/);
    }
  });

  it('gives every location exactly one header set, the one vite preview uses for its paths', () => {
    expect(locations.length).toBeGreaterThanOrEqual(5);
    for (const loc of locations) {
      const sets = setOf(loc);
      expect(sets, `location ${loc.args.join(' ')}`).toHaveLength(1);
      expect(sets[0]).toMatch(/^headers\/(app|legal|assets)\.conf$/);
      const [modifier, path] = loc.args.length === 2 ? loc.args : ['', loc.args[0]!];
      if (modifier === '' || modifier === '=') {
        const probe = path!.endsWith('/') ? `${path}x` : path!;
        expect(`headers/${headerSetForPath(probe)}.conf`, `vite preview for ${probe}`).toBe(sets[0]);
      }
    }
    expect(setOf(location('/assets/')!)).toEqual(['headers/assets.conf']);
    expect(setOf(location('/legal/')!)).toEqual(['headers/legal.conf']);
    expect(setOf(location('=', '/index.html')!)).toEqual(['headers/app.conf']);
    expect(setOf(location('/')!)).toEqual(['headers/app.conf']);
  });

  it('caches hashed assets for good, revalidates the app page, and answers dot-paths with 404', () => {
    expect(cacheControl(location('/assets/'))).toBe('public, max-age=31536000, immutable');
    expect(cacheControl(location('=', '/index.html'))).toBe('no-cache');
    expect(location('/')?.block?.find((d) => d.name === 'try_files')?.args).toEqual(['$uri', '/index.html']);
    expect(location('/assets/')?.block?.find((d) => d.name === 'try_files')?.args).toEqual(['$uri', '=404']);
    const dot = location('~', '/\\.');
    expect(dot?.block?.find((d) => d.name === 'return')?.args).toEqual(['404']);
    expect(setOf(dot!)).toEqual(['headers/app.conf']);
  });

  it('redirects port 80 to the configured name, never the request\'s Host, and answers ACME challenges there (security review L7)', () => {
    const plain = parseConf('nginx.conf').find((d) => d.name === 'server' && !d.block?.some((x) => x.name === 'listen' && x.args.includes('ssl')))!;
    const inner = (plain.block ?? []).filter((d) => d.name === 'location');
    const rest = inner.find((l) => l.args.join(' ') === '/');
    expect(rest?.block?.find((d) => d.name === 'return')?.args).toEqual(['301', 'https://$server_name$request_uri']);
    expect(JSON.stringify(plain)).not.toContain('$host');
    const acme = inner.find((l) => l.args.join(' ') === '^~ /.well-known/acme-challenge/');
    expect(acme?.block?.find((d) => d.name === 'try_files')?.args).toEqual(['$uri', '=404']);
  });

  it('serves /.well-known/ (security.txt) ahead of the dot-path rule, script-free, and the file names a contact that has not expired', () => {
    const known = location('^~', '/.well-known/');
    expect(known?.block?.find((d) => d.name === 'try_files')?.args).toEqual(['$uri', '=404']);
    expect(setOf(known!)).toEqual(['headers/legal.conf']);
    const txt = readFileSync(join(REPO_ROOT, 'public', '.well-known', 'security.txt'), 'utf8');
    expect(txt).toMatch(/^Contact: (mailto:|https:)\S+$/m);
    const expires = /^Expires: (\S+)$/m.exec(txt)?.[1];
    expect(Date.parse(expires ?? '')).toBeGreaterThan(Date.now());
  });

  it('is what the comments in deploy/ say: nothing outside it is included', () => {
    const all = ['nginx.conf', 'site.conf', 'headers/app.conf', 'headers/legal.conf', 'headers/assets.conf'];
    for (const f of all) expect(() => expandIncludes(parseConf(f)), f).not.toThrow();
    expect(readFileSync(join(DEPLOY_DIR, 'nginx.conf'), 'utf8')).toContain('include /etc/nginx/bystrye-zaimy/nginx.conf;');
  });
});

it("the preview caches the hashed assets with deploy/site.conf's own Cache-Control (the bench's second visit is production's)", () => {
  const conf = readFileSync(join(DEPLOY_DIR, 'site.conf'), 'utf8');
  const assets = /location \/assets\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  expect(/add_header Cache-Control "([^"]+)";/.exec(assets)?.[1]).toBe(IMMUTABLE_ASSETS);
});
