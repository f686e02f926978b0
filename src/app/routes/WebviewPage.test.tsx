import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { db } from '../../../tests/msw-server';
import { renderApp, signedIn } from '../../../tests/render';
import { navigateOutside } from '@/shared/navigation/navBridge';
import { webviewState } from '@/shared/navigation/webview';
import { bindingPageState, forgetBinding, rememberBinding } from '@/features/bank-card/bindingSession';
import { useDrafts } from '@/stores/drafts';

const UNAVAILABLE = 'Эта страница открывается из приложения. Вернитесь назад и откройте её ещё раз.';
const frame = (container: HTMLElement) => container.querySelector('iframe');

describe('webview pages take no address from their own URL', () => {
  it.each([
    ['/pages/webview/land?url=%2Findex.html'],
    ['/pages/webview/land?url=https%3A%2F%2Fpay.tarlanpayments.kz%2Fx'],
    ['/pages/webview/loanContracttest?url=%2F__sandbox%2Fvendor%2Fcontract.html'],
  ])('%s frames nothing and says to open the page from the app', async (path) => {
    await signedIn(db);
    const { container } = await renderApp(path);
    expect(await screen.findByText(UNAVAILABLE)).toBeVisible();
    expect(frame(container)).toBeNull();
  });

  it('the privacy policy shows the shipped document, whatever ?url= says, with every sandbox restriction', async () => {
    const { container } = await renderApp('/pages/webview/webviewtest?url=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1 });
    const iframe = frame(container)!;
    expect(iframe.getAttribute('src')).toMatch(/\/legal\/privacy-ru\.html$/);
    expect(iframe).toHaveAttribute('sandbox', '');
  });

  it('a page opened by the app with a server address frames it; on our own origin never with scripts and same-origin together', async () => {
    await signedIn(db);
    const { container } = await renderApp('/');
    act(() => navigateOutside('/pages/webview/tarlanPay', { state: webviewState('/__sandbox/vendor/payment.html?ref=PAY1') }));
    await screen.findByRole('heading', { level: 1 });
    const iframe = frame(container)!;
    expect(iframe.getAttribute('src')).toMatch(/\/__sandbox\/vendor\/payment\.html\?ref=PAY1$/);
    const sandbox = iframe.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
  });
});

describe('the provider’s card page of a finished binding', () => {
  it('is passed by on the way back once the server has told that session’s result; the session still open is shown', async () => {
    await signedIn(db);
    const { container, location } = await renderApp('/');
    const owner = useDrafts.getState().owner;
    rememberBinding('BIND-OPEN', owner);
    act(() => navigateOutside('/pages/bankInfo/bank-hosted', { state: bindingPageState(webviewState('/__sandbox/vendor/card.html?ref=BIND-OPEN'), 'BIND-OPEN') }));
    await screen.findByRole('heading', { level: 1 });
    expect(frame(container)!.getAttribute('src')).toMatch(/card\.html\?ref=BIND-OPEN$/);

    // The result came (the session is forgotten); Back lands on that entry again: it goes on back to where it came from.
    forgetBinding();
    act(() => navigateOutside('/pages/home/my'));
    await waitFor(() => expect(location().pathname).toBe('/pages/home/my'));
    act(() => navigateOutside('/pages/bankInfo/bank-hosted', { state: bindingPageState(webviewState('/__sandbox/vendor/card.html?ref=BIND-OPEN'), 'BIND-OPEN') }));
    await waitFor(() => expect(location().pathname).toBe('/pages/home/my'));
    expect(frame(container)).toBeNull();
  });
});
