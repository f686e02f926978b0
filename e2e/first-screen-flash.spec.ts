/**
 * No screen but the visitor's own ever enters the page, on a slow line (128 kbit/s, 100 ms: a phone on a
 * weak network opening a marketing link). Checked by construction, not by what happens to be painted:
 * a MutationObserver installed before the page's first byte records every node inserted into the
 * document (the parser's insertions and the inline script's) until the page is parsed, and no node may
 * carry another screen's heading: not the other language's, not a signed-out screen for a signed-in
 * visitor, not a drawn screen on a deep link. Each load has a browser context of its own (its own
 * storage and line), all at once: the line is slow, not busy.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { FIRST_SCREEN_LOCALES, FIRST_SCREEN_ROUTES, screenKey, templateId } from '../src/app/firstScreen';
import { test, expect, collectPolicyViolations, type Locale } from './fixtures';

/** 128 kbit/s down and up, 100 ms latency (Chrome DevTools' network emulation, in bytes per second). */
const SLOW_LINE = { offline: false, latency: 100, downloadThroughput: 128_000 / 8, uploadThroughput: 128_000 / 8 };

/** Who opens the pages: their saved language, and whether a session is saved. */
interface Visitor {
  locale: Locale;
  signedIn?: boolean;
}

interface Seen {
  /** The text of each node inserted into the page's body until it was parsed, as inserted. */
  inserted: string[];
  /** #root once the page was parsed: its mark and first heading; the page's language. */
  kept: string | null;
  heading: string | null;
  lang: string;
}

/** The project's browser settings (the phone, its locale, the server), for contexts made by hand. */
function contextOptions(info: TestInfo): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, serviceWorkers } = info.project.use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, serviceWorkers };
}

/**
 * Opens each address in a page of its own on the slow line, all at once, in a fresh context with the
 * visitor's storage; what entered each page's body until DOMContentLoaded, and the policy violations.
 */
async function visit(browser: Browser, info: TestInfo, visitor: Visitor, addresses: string[]): Promise<{ seen: Seen[]; violations: string[] }> {
  const context: BrowserContext = await browser.newContext(contextOptions(info));
  try {
    const violations = await collectPolicyViolations(context);
    // What is looked at ends when the page is parsed; the app's code (inserted, async, once the screen
    // has painted or at once when none is kept) could not run before that on this line anyway. Held, it
    // spends neither the line nor the machine while the other pages load.
    await context.route(/\/assets\/[^?]+\.js$/, () => {});
    await context.addInitScript(
      ([locale, signedIn]) => {
        if (window !== window.top) return;
        localStorage.setItem('app_locale', locale as string);
        if (signedIn) localStorage.setItem('token', 'e2e-signed-in');
        const inserted: string[] = [];
        (window as unknown as { __inserted: string[] }).__inserted = inserted;
        // The head's title is not the screen; the body and everything in it is (<html> is skipped: its
        // text is the title's and the body's, recorded on their own). Each node's text is read
        // when the page next runs a microtask checkpoint: before a script of the page runs, and after
        // each of the parser's tasks (so before any paint).
        const record = (records: MutationRecord[]) => {
          for (const r of records) {
            if (document.head?.contains(r.target)) continue;
            for (const node of r.addedNodes) if (node !== document.head && node !== document.documentElement) inserted.push(node.textContent ?? '');
          }
        };
        const observer = new MutationObserver(record);
        observer.observe(document, { childList: true, subtree: true });
        document.addEventListener('DOMContentLoaded', () => {
          record(observer.takeRecords());
          observer.disconnect();
        });
      },
      [visitor.locale, visitor.signedIn ?? false] as const,
    );
    const seen = await Promise.all(
      addresses.map(async (address) => {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
        await page.goto(address, { waitUntil: 'domcontentloaded' });
        return page.evaluate(() => {
          const root = document.getElementById('root')!;
          return {
            inserted: (window as unknown as { __inserted: string[] }).__inserted,
            kept: root.getAttribute('data-first-screen'),
            heading: root.querySelector('h1, h2')?.textContent ?? null,
            lang: document.documentElement.lang,
          };
        });
      }),
    );
    return { seen, violations: [...violations] };
  } finally {
    await context.close();
  }
}

/** The headings of each drawn screen, by key, read from the served page's templates (nothing run). */
async function drawnHeadings(page: Page): Promise<Record<string, string[]>> {
  const html = await (await page.request.get('/')).text();
  const keys = FIRST_SCREEN_LOCALES.flatMap((locale) => FIRST_SCREEN_ROUTES.map((route) => screenKey(locale, route)));
  return page.evaluate(
    ([served, ids]) => {
      const doc = new DOMParser().parseFromString(served, 'text/html');
      const out: Record<string, string[]> = {};
      for (const [key, id] of ids) {
        const template = doc.getElementById(id) as HTMLTemplateElement | null;
        out[key] = template ? [...template.content.querySelectorAll('h1, h2')].map((h) => h.textContent!.trim()).filter(Boolean) : [];
      }
      return out;
    },
    [html, keys.map((key) => [key, templateId(key)] as const)] as const,
  );
}

const headingsOf = (all: Record<string, string[]>, locale: Locale) =>
  [...new Set(Object.entries(all).flatMap(([key, hs]) => (key.startsWith(`${locale} `) ? hs : [])))];

/** The texts among `inserted` that carry any of `headings`. */
const carrying = (inserted: string[], headings: string[]) => inserted.filter((text) => headings.some((h) => text.includes(h)));

/** Each drawn route as a visitor arrives at it: the Loans tab plain, a landing page from a marketing link. */
const addressOf = (route: string) => (route === '/' ? '/' : `/#${route}?channel=tt_e2e`);

for (const locale of FIRST_SCREEN_LOCALES) {
  const other: Locale = locale === 'ru' ? 'kz' : 'ru';
  test(`a visitor whose language is ${locale} never gets a ${other} screen in the page, on any drawn route`, async ({ browser, page }, info) => {
    const headings = await drawnHeadings(page);
    const forbidden = headingsOf(headings, other);
    expect(forbidden.length, `the ${other} screens' headings`).toBeGreaterThan(0);
    // No heading is the same in both languages (else the check below could not tell them apart).
    expect(forbidden.filter((h) => headingsOf(headings, locale).includes(h))).toEqual([]);

    const { seen, violations } = await visit(browser, info, { locale }, FIRST_SCREEN_ROUTES.map(addressOf));
    FIRST_SCREEN_ROUTES.forEach((route, i) => {
      const s = seen[i]!;
      const key = screenKey(locale, route);
      expect(carrying(s.inserted, forbidden), `${key}: ${other} text inserted`).toEqual([]);
      // And the screen kept is this one, in this language.
      expect(s.kept, key).toBe(key);
      expect(s.heading?.trim(), key).toBe(headings[key]![0]);
      expect(s.lang, key).toBe(locale === 'kz' ? 'kk' : 'ru');
    });
    expect(violations).toEqual([]);
  });
}

test('a signed-in visitor never gets a signed-out screen in the page, nor a deep link a drawn one', async ({ browser, page }, info) => {
  const headings = await drawnHeadings(page);
  const drawn = [...headingsOf(headings, 'ru'), ...headingsOf(headings, 'kz')];
  const [signedIn, deepLinks] = await Promise.all([
    visit(browser, info, { locale: 'kz', signedIn: true }, ['/', addressOf('/pages/home/landingpage')]),
    visit(browser, info, { locale: 'ru' }, ['/#/pages/personal/about_us', '/#/pages/personal/coupon?channel=tt_e2e']),
  ]);
  for (const { seen, violations } of [signedIn, deepLinks]) {
    for (const s of seen) {
      expect(carrying(s.inserted, drawn)).toEqual([]);
      expect(s.kept).toBeNull();
      expect(s.heading).toBeNull();
    }
    expect(violations).toEqual([]);
  }
});
