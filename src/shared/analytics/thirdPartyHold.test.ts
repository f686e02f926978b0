import { describe, expect, it, vi } from 'vitest';
import { holdThirdParty, isHeldRoute, onThirdPartyHold, thirdPartyAllowed, thirdPartyHeld } from '@/shared/analytics/thirdPartyHold';

describe('holding third-party scripts off on the card pages', () => {
  it('holds until the last card page lets go (a page swapped for another in one commit keeps it held), and says so once each way', async () => {
    const heard = vi.fn();
    const stop = onThirdPartyHold(heard);
    const select = holdThirdParty();
    const form = holdThirdParty();
    select();
    select(); // a second release of the same hold changes nothing
    expect(thirdPartyHeld()).toBe(true);
    let allowed = false;
    const wait = thirdPartyAllowed().then(() => (allowed = true));
    await Promise.resolve();
    expect(allowed).toBe(false);
    form();
    await wait;
    expect(thirdPartyHeld()).toBe(false);
    expect(heard.mock.calls).toEqual([[true], [false]]);
    stop();
  });

  it('knows the card routes before their page is drawn: the form, the saved card and the dialogs over the form', () => {
    for (const r of ['/pages/bankInfo/bank-info', '/pages/bankInfo/bank-select', '/pages/dialogs/bankList', '/pages/dialogs/bank-quit']) expect(isHeldRoute(r), r).toBe(true);
    for (const r of ['/', '/pages/home/my', '/pages/dialogs/quit', '/pages/webview/loanRepayment']) expect(isHeldRoute(r), r).toBe(false);
  });

  it('a visit that starts on a card page waits before the page is even drawn, until the address leaves the card pages', async () => {
    window.location.hash = '#/pages/bankInfo/bank-info?redirect=%2F';
    try {
      expect(thirdPartyHeld()).toBe(true);
      let allowed = false;
      const wait = thirdPartyAllowed().then(() => (allowed = true));
      // The form's code arrives and holds; the borrower leaves; the form lets go.
      const form = holdThirdParty();
      window.location.hash = '#/';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await Promise.resolve();
      expect(allowed).toBe(false);
      form();
      await wait;
      expect(allowed).toBe(true);
    } finally {
      window.location.hash = '';
    }
  });
});
