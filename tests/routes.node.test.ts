import { describe, expect, it } from 'vitest';
import { findRoute, LAUNCH_ROUTE, ROUTES } from '@/app/routes/table';
import { ROUTE_PATHS } from '../e2e/routes';

describe('route table', () => {
  it('registers exactly the 64 paths of spec section 2, as written', () => {
    expect(ROUTES).toHaveLength(64);
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...ROUTE_PATHS].sort());
  });

  it("'/' and '/pages/home/index' are the same Loans tab", () => {
    expect(findRoute('/')).toBe(findRoute('/pages/home/index'));
    expect(findRoute('/')?.kind).toBe('tab');
  });

  it('dialogs are overlays, webviews are hosted, the rest are pages', () => {
    expect(ROUTES.filter((r) => r.kind === 'dialog')).toHaveLength(23);
    // Eleven webview routes draw their own bar; loanRepayment and its test variant are our own page (docs/decisions.md).
    expect(ROUTES.filter((r) => r.kind === 'webview')).toHaveLength(11);
    expect(['/pages/webview/loanRepayment', '/pages/webview/loanRepaymenttest'].map((p) => findRoute(p)?.kind)).toEqual(['page', 'page']);
    expect(ROUTES.filter((r) => r.path.startsWith('/pages/dialogs/')).every((r) => r.kind === 'dialog')).toBe(true);
  });

  it('the launch route is the first entry, and the signed-out pages are public', () => {
    expect(LAUNCH_ROUTE).toBe('/pages/home/index');
    for (const p of ['/pages/home/index', '/pages/home/my', '/pages/login/login', '/pages/webview/webview', '/pages/personal/about_us', '/pages/personal/license']) {
      expect(findRoute(p)?.auth, p).toBe(false);
    }
    expect(findRoute('/pages/personal/material')?.auth).toBe(true);
  });

  it('every route has a title in both languages', async () => {
    const ru = (await import('../locales/ru/pages.json')).default as Record<string, unknown>;
    const kz = (await import('../locales/kz/pages.json')).default as Record<string, unknown>;
    const get = (o: Record<string, unknown>, key: string) =>
      key.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown> | undefined)?.[k], o);
    for (const r of ROUTES) {
      expect(typeof get(ru, r.title), r.title).toBe('string');
      expect(typeof get(kz, r.title), r.title).toBe('string');
    }
  });
});
