import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route, TestInfo } from '@playwright/test';
import { expect, sandbox, signInViaUi, type Locale } from './fixtures';

/**
 * The fault matrix's tools: the seven faults a call can meet, how to inject one into the app's calls
 * (the sandbox answers over real HTTP in e2e, so page.route intercepts them), and what a borrower must
 * see each time. The test-only limits (src/lib/test-limits.ts) make a timeout take 1 s and a read's two
 * automatic retries a few milliseconds; the real limits (60 s, 2 s then 4 s) stay in every other build.
 */

export const FAULTS = ['http500', 'server', 'timeout', 'network', 'malformed', 'schema', 'session'] as const;
export type Fault = (typeof FAULTS)[number];

export const FAULT_LABEL: Record<Fault, string> = {
  http500: 'HTTP 500',
  server: 'code 7001',
  timeout: 'timeout',
  network: 'offline',
  malformed: 'bad JSON',
  schema: 'bad schema',
  session: 'code 301',
};

/** What the server would say with its code 7001, in the language the app sent. */
const SERVER_MSG: Record<Locale, string> = { ru: 'Сервис временно недоступен', kz: 'Қызмет уақытша қолжетімсіз' };

export const E2E_REQUEST_TIMEOUT_MS = 1000;

/** Shorter limits for this page's app (e2e builds only), set before the app starts. */
export async function shortenLimits(page: Page): Promise<void> {
  await page.addInitScript((ms) => {
    window.__E2E_REQUEST_TIMEOUT_MS__ = ms;
    window.__E2E_RETRY_DELAY_MS__ = 20;
  }, E2E_REQUEST_TIMEOUT_MS);
}

/** Collects uncaught errors (page.on('pageerror')): the matrix expects none, ever. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The `data` of a code-0 answer whose shape is wrong (the 'schema' fault), unless the call says otherwise. */
const WRONG_SHAPE = { unexpected: 1 };

/** Answers the call with the fault instead of the sandbox. */
async function answer(route: Route, fault: Fault, locale: Locale, wrongShape: unknown = WRONG_SHAPE): Promise<void> {
  const json = (body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  switch (fault) {
    case 'http500':
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' });
    case 'server':
      return json({ code: 7001, msg: SERVER_MSG[locale], data: null });
    case 'timeout':
      // Never answered: the app's own deadline fires (the route is released when the test unroutes).
      return new Promise<void>(() => {});
    case 'network':
      return route.abort('internetdisconnected');
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":' });
    case 'schema':
      return json({ code: 0, msg: '', data: wrongShape });
    case 'session':
      return json({ code: 301, msg: '', data: null });
  }
}

/** '**\/api/loan/userInfo' for 'api/loan/userInfo': exactly that call, whatever the origin. */
export function callPattern(call: string): RegExp {
  return new RegExp(`^https?://[^/]+/${call.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);
}

/**
 * Injects `fault` into every POST to `call` until the returned function is called. `wrongShape`: the data of
 * the 'schema' fault for a call whose contract the generic one would meet (an answer of `{}` takes any keys).
 * `armed`: only requests made once it says so meet the fault (earlier ones, e.g. from the page a reload is
 * replacing, go through).
 */
export async function inject(
  page: Page,
  calls: string | string[],
  fault: Fault,
  locale: Locale,
  opts: { wrongShape?: unknown; armed?: () => boolean } = {},
): Promise<() => Promise<void>> {
  const hung: Route[] = [];
  const handler = (route: Route) => {
    if (route.request().method() !== 'POST' || (opts.armed && !opts.armed())) return route.fallback();
    if (fault === 'timeout') hung.push(route);
    return answer(route, fault, locale, opts.wrongShape);
  };
  const patterns = (Array.isArray(calls) ? calls : [calls]).map(callPattern);
  for (const p of patterns) await page.route(p, handler);
  return async () => {
    for (const p of patterns) await page.unroute(p, handler);
    // Requests the app gave up on: released so nothing stays pending in the browser.
    for (const r of hung.splice(0)) await r.abort('timedout').catch(() => {});
  };
}

/** Every translated sentence of a locale (locales/<l>/*.json), with the literal parts of interpolated ones. */
function sentences(locale: Locale): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') for (const part of v.split(/\{\{[^}]+\}\}|<\/?\d+>/)) out.add(part.trim());
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  const dir = join(process.cwd(), 'locales', locale);
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) walk(JSON.parse(readFileSync(join(dir, f), 'utf8')));
  return out;
}

/**
 * The freshness note's sentences that say nothing of a fault: when figures shown are from (the kept answer on its
 * way to a refresh, «14:05 жағдайы бойынша», «Жаңартылуда…»). On screen before any answer has come, they are not
 * the borrower being told what happened.
 */
const NOT_TELLING_OFFLINE_KEYS = ['asOf', 'asOfDay', 'refreshing', 'staleAmount', 'staleAmountDay', 'staleRow', 'staleRowDay', 'payNeedsNetwork'];

function notTelling(locale: Locale): Set<string> {
  const offline = JSON.parse(readFileSync(join(process.cwd(), 'locales', locale, 'offline.json'), 'utf8')) as Record<string, string>;
  const out = new Set<string>();
  for (const key of NOT_TELLING_OFFLINE_KEYS) for (const part of offline[key]!.split(/\{\{[^}]+\}\}/)) out.add(part.trim());
  return out;
}

const SENTENCES: Record<Locale, string[]> = (() => {
  const ru = sentences('ru');
  const kz = sentences('kz');
  // Only what tells the languages apart and says something (long enough, not shared by both).
  const own = (a: Set<string>, b: Set<string>) => [...a].filter((s) => s.length >= 12 && !b.has(s));
  return { ru: own(ru, kz), kz: own(kz, ru) };
})();

/** The sentences that can tell a borrower what happened (a fault's reason or the screen's own message about it). */
const TELLING: Record<Locale, string[]> = (() => {
  const quiet = { ru: notTelling('ru'), kz: notTelling('kz') };
  return { ru: SENTENCES.ru.filter((s) => !quiet.ru.has(s)), kz: SENTENCES.kz.filter((s) => !quiet.kz.has(s)) };
})();

/** The sentences that say what a fault was (common.json), which a screen shows with its own message. */
const COMMON = (locale: Locale) =>
  JSON.parse(readFileSync(join(process.cwd(), 'locales', locale, 'common.json'), 'utf8')) as {
    errors: Record<string, string>;
    sessionExpired: string;
  };

/**
 * What the borrower must be told for each fault. No connection, no answer in time and an ended session
 * are said as such (common.json); a refused or garbled answer (HTTP 500, a code, bad JSON, a wrong
 * shape) may be said by the screen's own sentence ('Не удалось загрузить купоны', 'Ошибка входа'):
 * null means any of the app's sentences in that language (or the server's own message).
 */
export function reasonFor(fault: Fault, locale: Locale): string[] | null {
  const c = COMMON(locale);
  switch (fault) {
    case 'timeout':
      return [c.errors.timeout!];
    case 'network':
      return [c.errors.network!];
    case 'session':
      return [c.sessionExpired];
    default:
      return null;
  }
}

/** Texts announced to the borrower now: alerts, status regions (toasts), form errors, an invalid field's message. */
async function announced(page: Page): Promise<string> {
  // Not what is hidden from assistive technology: the copy of the last visit's screen drawn before the app
  // (#kept-screen, inert and aria-hidden) tells nothing of this visit's answers.
  const texts = await page
    .locator('[role="alert"]:visible, [role="status"]:visible, .form-error:visible')
    .evaluateAll((els) => els.filter((el) => !el.closest('[aria-hidden="true"]')).map((el) => (el as HTMLElement).innerText));
  const described = await page.locator('[aria-invalid="true"]').evaluateAll((fields) =>
    fields.flatMap((f) =>
      `${f.getAttribute('aria-describedby') ?? ''} ${f.getAttribute('aria-errormessage') ?? ''}`
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.innerText ?? ''),
    ),
  );
  return [...texts, ...described].join(' \n ').replace(/\s+/g, ' ').trim();
}

/**
 * The borrower sees what happened, in their language: an announced message that is one of the app's
 * sentences in `locale` (not the other language, not a raw key) and says what the fault was.
 */
export async function expectToldInLanguage(page: Page, locale: Locale, fault: Fault, where: string, after?: Fault): Promise<void> {
  const reasons = reasonFor(fault, locale) ?? [SERVER_MSG[locale], ...TELLING[locale]];
  // What the previous fault said, when this one says something else: the screen must have moved on.
  const stale = after && reasonFor(after, locale) && !reasonFor(fault, locale) ? reasonFor(after, locale)! : [];
  await expect
    .poll(async () => {
      const text = await announced(page);
      if (stale.some((r) => text.includes(r))) return `still the previous message: ${text}`;
      return reasons.some((r) => text.includes(r)) ? 'told' : text || '(nothing announced)';
    }, { intervals: [50, 100, 250], message: `${where}: ${FAULT_LABEL[fault]} must be told in ${locale} (${reasons.length > 3 ? `any ${locale} sentence` : reasons.join(' | ')})` })
    .toBe('told');
  const text = await announced(page);
  expect(text, `${where}: a raw i18n key on screen`).not.toMatch(/\b[a-z]+[A-Z]?[a-zA-Z]*\.[a-z][a-zA-Z.]+\b/);
  const other: Locale = locale === 'ru' ? 'kz' : 'ru';
  const foreign = SENTENCES[other].filter((s) => text.includes(s));
  expect(foreign, `${where}: ${other} text shown to a ${locale} borrower`).toEqual([]);
}

/** Not a blank screen: the page shows something a borrower can read. */
export async function expectNotBlank(page: Page, where: string): Promise<void> {
  const visible = await page.locator('body').innerText();
  expect(visible.replace(/\s+/g, ' ').trim().length, `${where}: blank screen`).toBeGreaterThan(20);
}

export const RETRY: Record<Locale, string> = { ru: 'Повторить', kz: 'Қайталау' };

/** Taps the retry of the (first) error state on screen. */
export async function tapRetry(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('button', { name: RETRY[locale], exact: true }).first().click();
}

/** The login page after a 301: the reason is shown; signing in again brings the borrower back. */
export async function signInAgain(page: Page, locale: Locale, phone: string, back: RegExp): Promise<void> {
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=.*reason=expired/);
  const login = await signInViaUi(page, locale, phone);
  expect(login.code).toBe(0);
  await expect(page).toHaveURL(back);
}

/** The sandbox's SMS code for a number (to finish a sign-in after a fault). */
export async function lastCode(page: Page, phone: string): Promise<string> {
  return ((await sandbox(page.request, { action: 'lastCode', phone })) as { code: string }).code;
}

/** One cell of the printed matrix: the checks made for this (screen, fault). */
export function recordCell(info: TestInfo, screen: string, fault: Fault | 'silent', checks: number): void {
  info.annotations.push({ type: 'fault-matrix', description: JSON.stringify({ screen, fault, checks }) });
}

const bundles = new Map<string, Record<string, unknown>>();
/** A sentence of the app in `locale` by its key, 'ns:a.b' (for locating what a screen shows). */
export function tr(locale: Locale, key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const id = `${locale}/${ns}`;
  if (!bundles.has(id)) bundles.set(id, JSON.parse(readFileSync(join(process.cwd(), 'locales', locale, `${ns}.json`), 'utf8')));
  let v: unknown = bundles.get(id);
  for (const part of path.split('.')) v = (v as Record<string, unknown> | undefined)?.[part];
  if (typeof v !== 'string') throw new Error(`no text ${locale}:${key}`);
  return v;
}
