import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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
  await page.addInitScript(
    ([t, p]) => {
      if (window !== window.top) return; // not inside the app's own iframes
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('token', t!);
        localStorage.setItem('userData', JSON.stringify({ step: 0, phone: p }));
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [token, phone],
  );
  return { token, phone };
}

export async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((l) => {
    if (window !== window.top) return;
    if (!localStorage.getItem('app_locale')) localStorage.setItem('app_locale', l);
  }, locale);
}

/** axe: no serious or critical issue. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Measure the settled page, not a dialog halfway through its fade-in.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Framed documents are checked on their own (axe cannot enter a sandboxed, opaque-origin frame).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ iframes: false })
    .exclude('iframe')
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

interface Watch {
  consoleErrors: string[];
  cspViolations: () => Promise<string[]>;
}

/** Every test collects console errors, page errors and CSP violations; a test fails on any of them. */
export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page }, use) => {
      const consoleErrors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // Playwright injects this fixture's init scripts into every frame; a sandboxed frame without
        // allow-scripts refuses them, which is the sandbox working, not an app error.
        if (/^Blocked script execution in .* the document's frame is sandboxed/.test(msg.text())) return;
        consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
      await page.addInitScript(() => {
        (window as unknown as { __csp: string[] }).__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const cspViolations = async () =>
        page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
      await use({ consoleErrors, cspViolations });
      expect(await cspViolations(), 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
