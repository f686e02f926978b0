import { describe, expect, it } from 'vitest';
import { appLinkTarget, pageTitleKey } from '@/shared/navigation/appLink';

describe('links from the server (allow-list of app pages)', () => {
  it('opens the pages of the app, with their query', () => {
    expect(appLinkTarget('/pages/personal/coupon')).toBe('/pages/personal/coupon');
    expect(appLinkTarget('/')).toBe('/');
    expect(appLinkTarget('/pages/home/my')).toBe('/pages/home/my');
    expect(appLinkTarget('/pages/bankInfo/bank-info')).toBe('/pages/bankInfo/bank-info');
    // The repayment page is ours although it sits under /pages/webview/.
    expect(appLinkTarget('/pages/webview/loanRepayment?orderNo=BZ250301000001')).toBe('/pages/webview/loanRepayment?orderNo=BZ250301000001');
  });

  it.each([
    ['another site', 'https://evil.example/pages/personal/coupon'],
    ['plain http', 'http://localhost/#/pages/personal/coupon'],
    ['a script', 'javascript:alert(1)'],
    ['a script in capitals', 'JaVaScRiPt:alert(1)'],
    ['protocol-relative', '//evil.example/pages/personal/coupon'],
    ['a backslash trick', '/\\evil.example'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a dialog: delete the account', '/pages/dialogs/delete'],
    ['a dialog: log out', '/pages/dialogs/quit'],
    ['a hosted frame', '/pages/webview/tarlanPay'],
    ['an unknown page', '/pages/personal/unknown'],
    ['dot segments', '/pages/personal/../dialogs/delete'],
    ['an encoded path', '/pages/personal%2Fcoupon'],
    ['a trailing slash', '/pages/personal/coupon/'],
    ['a fragment', '/pages/personal/coupon#x'],
    ['markup', '/pages/personal/coupon?x="><img src=x>'],
    ['a relative path', 'pages/personal/coupon'],
    ['spaces', ' /pages/personal/coupon'],
    ['empty', ''],
  ])('refuses %s', (_what, link) => {
    expect(appLinkTarget(link)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(appLinkTarget(null)).toBeNull();
    expect(appLinkTarget(undefined)).toBeNull();
  });

  it("names a page's title key", () => {
    expect(pageTitleKey('/pages/personal/coupon')).toBe('pages:title.personal.coupon');
    expect(pageTitleKey('/')).toBe('pages:title.home.index');
    expect(pageTitleKey('/pages/webview/loanRepayment')).toBe('pages:title.webview.loanRepayment');
  });
});
