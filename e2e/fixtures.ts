import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Locale = 'ru' | 'kz';

/** Sandbox control endpoint (exists only in the sandbox): SMS code, scenarios, token expiry. */
export async function sandbox(request: APIRequestContext, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await request.post('/__sandbox/control', { data: body });
  expect(res.ok(), `sandbox control ${JSON.stringify(body)}`).toBeTruthy();
  const json = (await res.json()) as { data?: Record<string, unknown> } & Record<string, unknown>;
  return (json.data && typeof json.data === 'object' ? json.data : json) as Record<string, unknown>;
}

let phoneSeq = 0;
/** A fresh Kazakh mobile number per test, so parallel tests never share a sandbox borrower. */
export function freshPhone(): string {
  phoneSeq += 1;
  const n = (Date.now() % 1_000_000) * 100 + ((process.pid * 7 + phoneSeq) % 100);
  return `7707${String(n).padStart(7, '0').slice(-7)}`;
}

/** Stores a session as the app does, once per tab (a reload keeps what the app made of it since). */
async function storeSession(page: Page, token: string, phone: string, step: number): Promise<void> {
  await page.addInitScript(
    ([t, p, st]) => {
      if (window !== window.top) return; // not inside the app's own iframes
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('token', t as string);
        localStorage.setItem('userData', JSON.stringify({ step: st, phone: p }));
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [token, phone, step] as const,
  );
}

/** Signs in through the API (sendCode, the sandbox's code, login) and stores the session like the app does. */
export async function signInViaApi(page: Page, phone = freshPhone()): Promise<{ token: string; phone: string }> {
  const req = page.request;
  const send = await req.post('/api/index/sendCode', { data: { phone } });
  expect((await send.json()).code).toBe(0);
  const { code } = (await sandbox(req, { action: 'lastCode', phone })) as { code: string };
  const login = await req.post('/api/index/login', { data: { phone, code } });
  const body = (await login.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  const token = body.data.token;
  await storeSession(page, token, phone, 0);
  return { token, phone };
}

/**
 * A fresh borrower put straight at a stage by the sandbox (src/mocks/fixtures.ts) and signed in in this
 * page, so a journey starts where its goal begins instead of clicking through onboarding again.
 */
export async function seedViaApi(
  page: Page,
  stage: 'onboarded' | 'with_card' | 'in_review' | 'supplement' | 'active_loan' | 'due_soon' | 'voucher_review' | 'overdue' | 'repaid' | 'cooling',
  opts: { supplement?: 'id' | 'selfie' | 'both'; amount?: number; days?: number } = {},
): Promise<{ token: string; phone: string }> {
  const phone = freshPhone();
  const { token } = (await sandbox(page.request, { action: 'seed', phone, stage, ...opts })) as { token: string };
  await storeSession(page, token, phone, 100);
  return { token, phone };
}

const LOGIN_TEXT = {
  ru: { phone: 'Номер телефона', getCode: 'Получить код', code: 'Код из SMS', privacy: /политику конфиденциальности/, marketing: /рекламных идентификаторов/ },
  kz: { phone: 'Телефон нөмірі', getCode: 'Кодты алу', code: 'SMS-код', privacy: /құпиялылық саясатын/, marketing: /жарнамалық идентификаторларды/ },
} as const;

/**
 * Signs in through the login page as a borrower would: number, privacy tick, SMS code from the sandbox. The
 * marketing tick (never ticked for the borrower) only with `marketing: true`.
 */
export async function signInViaUi(page: Page, locale: Locale, phone: string, opts: { marketing?: boolean } = {}) {
  const l = LOGIN_TEXT[locale];
  await page.getByLabel(l.phone).fill(phone.slice(1));
  await page.getByRole('checkbox', { name: l.privacy }).check();
  if (opts.marketing) await page.getByRole('checkbox', { name: l.marketing }).check();
  await page.getByRole('button', { name: l.getCode }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  const { code } = (await sandbox(page.request, { action: 'lastCode', phone })) as { code: string };
  // The code's last digit signs in by itself.
  const loginResponse = page.waitForResponse((r) => r.url().endsWith('/api/index/login'));
  await page.getByLabel(l.code).fill(code);
  return (await (await loginResponse).json()) as { code: number; data: { token: string; isNew: boolean } };
}

/**
 * The app has taken the page over: React's root is on #root (a drawn first screen is HTML until then).
 * A page reloading meanwhile is asked again once it is there.
 */
export async function appTookOver(page: Page): Promise<void> {
  const tookOver = () =>
    page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))).catch(() => false);
  await expect.poll(tookOver).toBe(true);
}

/**
 * The toasts the page shows, each as it appears in the page's status region. A toast stays 1.5 s (the
 * spec's time), and on a loaded machine a look at the screen can come after it has gone. Call before the
 * page loads; read with `expect.poll(toasts).toContain(…)`.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  type WithToasts = Window & { __e2eToasts?: string[] };
  await page.addInitScript(() => {
    const w = window as WithToasts;
    if (w !== w.top || w.__e2eToasts) return;
    const seen: string[] = (w.__e2eToasts = []);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.parentElement?.getAttribute('role') === 'status' && node.textContent) {
            seen.push(node.textContent);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as WithToasts).__e2eToasts ?? []);
}

export async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((l) => {
    if (window !== window.top) return;
    if (!localStorage.getItem('app_locale')) localStorage.setItem('app_locale', l);
  }, locale);
}

/** axe-core's browser build, evaluated in the page under test. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA, and axe's best practices (landmarks, regions, heading order, an h1 per page). */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Framed documents are checked on their own (axe cannot enter a sandboxed, opaque-origin frame).
  iframes: false,
  resultTypes: ['violations'],
};

/**
 * axe: no serious or critical issue. axe-core is evaluated once per document (over the DevTools protocol,
 * as a test tool, outside the page's CSP) and runs where it is: a route change in the same document
 * reuses it. (@axe-core/playwright injected it anew and opened a blank page for every check, ten times
 * the cost, for the same results: checked route by route, passes and violations alike.)
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Measure the settled page, not a dialog halfway through its fade-in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  type WithAxe = Window & { axe?: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  const bad = await page.evaluate(async (options) => {
    const results = await (window as WithAxe).axe!.run({ exclude: [['iframe']] }, options);
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  }, AXE_OPTIONS);
  expect(bad, `axe on ${label}`).toEqual([]);
}

/**
 * Browser messages that mean a security policy refused something: CSP (every directive, frame-ancestors
 * included), Trusted Types, X-Frame-Options, Permissions-Policy (header errors and refused features).
 */
const POLICY_MESSAGE =
  /Content[- ]Security[- ]Policy|Trusted ?(HTML|Script|ScriptURL|Type)|X-Frame-Options|Permissions[- ]policy/i;

interface ViolationReport {
  directive: string;
  blocked: string;
  document: string;
  sample: string;
  source: string;
  line: number;
  disposition: string;
}

/**
 * Collects every policy violation in a browser context from now on: every page, every navigation, every
 * frame. Two independent channels, so nothing is lost when a page navigates away or a frame cannot run
 * scripts: a `securitypolicyviolation` listener that an init script installs in every document (top
 * pages and iframes) and that reports through a context binding at once, and the browser's own console
 * messages for refused loads (which also cover documents whose sandbox forbids scripts and
 * frame-ancestors refusals, which no document's script can observe).
 */
export async function collectPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__bzPolicyViolation', ({ frame }, v: ViolationReport) => {
    const where = v.source ? ` at ${v.source}:${v.line}` : '';
    violations.push(
      `[${v.disposition}] ${v.directive} refused ${v.blocked || '(inline)'} in ${v.document || frame.url()}${where}` +
        (v.sample ? ` sample: ${v.sample}` : ''),
    );
  });
  await context.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __bzPolicyViolation?: (v: unknown) => Promise<void> }).__bzPolicyViolation;
        void report?.({
          directive: e.effectiveDirective || e.violatedDirective,
          blocked: e.blockedURI,
          document: e.documentURI,
          sample: e.sample,
          source: e.sourceFile,
          line: e.lineNumber,
          disposition: e.disposition,
        });
      },
      true,
    );
  });
  context.on('console', (msg) => {
    if (!POLICY_MESSAGE.test(msg.text())) return;
    const where = msg.location().url || msg.page()?.url() || '';
    violations.push(`console ${msg.type()}: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  return violations;
}

interface Watch {
  consoleErrors: string[];
  /** Every policy violation so far in any page or frame of this test (collectPolicyViolations). */
  cspViolations: () => Promise<string[]>;
}

/**
 * Every test collects console errors, page errors and policy violations. A test fails on any policy
 * violation in any page it opened or frame it showed; tests check console errors themselves.
 */
export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page, context }, use) => {
      const consoleErrors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // Playwright injects this fixture's init scripts into every frame; a sandboxed frame without
        // allow-scripts refuses them, which is the sandbox working, not an app error.
        if (/^Blocked script execution in .* the document's frame is sandboxed/.test(msg.text())) return;
        consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
      const violations = await collectPolicyViolations(context);
      await use({ consoleErrors, cspViolations: async () => [...violations] });
      // A round trip to each open page, so reports sent just before the test ended have arrived.
      await Promise.all(context.pages().map((p) => p.evaluate(() => 0).catch(() => 0)));
      expect(violations, 'policy violations (CSP, Trusted Types, framing, permissions) in any page or frame').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Holds back the answers to `url` (a glob, a pattern or a test of the address, as `page.route` takes it) until the
 * returned function is called: a call or a file answering late.
 */
export async function holdAnswers(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export { expect };

/**
 * Whether the field has the focus, or gets it within half a second: the app may move the focus there itself
 * (an effect after a render, auto-advance after the last digit), and a borrower sees the keyboard rise. Tap
 * counters wait for that, so the count does not depend on the machine's speed.
 */
export async function focusedSoon(field: Locator): Promise<boolean> {
  return field.evaluate(
    (el) =>
      new Promise<boolean>((resolve) => {
        let tries = 0;
        const check = () => {
          if (el === document.activeElement) resolve(true);
          else if ((tries += 1) >= 10) resolve(false);
          else setTimeout(check, 50);
        };
        check();
      }),
  );
}
