import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { db } from '../../../tests/msw-server';
import { renderApp, signedIn } from '../../../tests/render';
import { navigateOutside } from '@/shared/navigation/navBridge';
import { webviewState } from '@/shared/navigation/webview';

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
