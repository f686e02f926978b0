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
});
