import { describe, expect, it } from 'vitest';
import { findRoute, LAUNCH_ROUTE, ROUTES } from '@/app/routes/table';
import { ROUTE_LIST, screenModule } from '@/config/paths';
import { SCREENS, screenName } from '@/app/routes/loaders';
import { SPEC_PATHS } from '../e2e/routes';

describe('route table', () => {
  it('registers every path of spec section 2, as written, once', () => {
    const registered = ROUTES.map((r) => r.path);
    expect(new Set(registered).size).toBe(registered.length);
    expect(SPEC_PATHS.filter((p) => !registered.includes(p as (typeof registered)[number]))).toEqual([]);
  });

  it("'/' and '/pages/home/index' are the same Loans tab, the launch route", () => {
    expect(findRoute('/')).toBe(findRoute('/pages/home/index'));
    expect(findRoute('/')?.kind).toBe('tab');
    expect(LAUNCH_ROUTE).toBe('/pages/home/index');
  });

  it('dialogs are the routes under /pages/dialogs/, and only they; our own pages under /pages/webview/ have the nav bar', () => {
    for (const r of ROUTES) expect(r.kind === 'dialog', r.path).toBe(r.path.startsWith('/pages/dialogs/'));
    expect(['/pages/webview/loanRepayment', '/pages/webview/loanRepaymenttest'].map((p) => findRoute(p)?.kind)).toEqual(['page', 'page']);
  });

  it('a route needs a session unless it is one a signed-out visitor may open', () => {
    for (const p of ['/pages/home/index', '/pages/home/my', '/pages/login/login', '/pages/webview/webview', '/pages/personal/about_us', '/pages/personal/license']) {
      expect(findRoute(p)?.auth, p).toBe(false);
    }
    expect(findRoute('/pages/personal/material')?.auth).toBe(true);
    expect(findRoute('/pages/webview/tarlanPay')?.auth).toBe(true);
  });

  it('every route names a screen the build finds, and every screen file shows a route', () => {
    const named = new Set(ROUTE_LIST.map((r) => r.screen));
    expect([...named].filter((s) => !SCREENS.has(s))).toEqual([]);
    expect([...SCREENS.keys()].filter((s) => !named.has(s as (typeof ROUTE_LIST)[number]['screen']))).toEqual([]);
    for (const s of named) expect(screenName(`/${screenModule(s)}`)).toBe(s);
  });

  it('every route has a title in both languages', async () => {
    const text = async (locale: string, ns: string) => (await import(`../locales/${locale}/${ns}.json`)).default as Record<string, unknown>;
    const get = (o: Record<string, unknown>, key: string) =>
      key.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown> | undefined)?.[k], o);
    for (const r of ROUTES) {
      const [ns = '', key = ''] = r.title.split(':');
      expect(typeof get(await text('ru', ns), key), r.title).toBe('string');
      expect(typeof get(await text('kz', ns), key), r.title).toBe('string');
    }
  });
});
