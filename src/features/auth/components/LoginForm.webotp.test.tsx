import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp } from '../../../../tests/render';

const PHONE = '7011234567';

/** A stand-in for Android Chrome's WebOTP: each request waits for `deliver` (the SMS) or its abort. */
function stubWebOtp() {
  const requests: { options: CredentialRequestOptions & { otp?: unknown }; deliver: (code: string) => void }[] = [];
  const credentials = {
    get: (options: CredentialRequestOptions & { otp?: unknown }) =>
      new Promise((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        requests.push({ options, deliver: (code) => resolve({ type: 'otp', id: '', code }) });
      }),
  };
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
  return requests;
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});
afterEach(() => {
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

describe.each([
  { locale: 'ru', phone: 'Номер телефона', tick: /политику конфиденциальности/, getCode: 'Получить код', sentText: /Код отправлен/, code: 'Код из SMS', policy: 'политику конфиденциальности' },
  { locale: 'kz', phone: 'Телефон нөмірі', tick: /құпиялылық саясатын/, getCode: 'Кодты алу', sentText: /нөміріне жіберілді/, code: 'SMS-код', policy: 'құпиялылық саясатын' },
] as const)('login in $locale: the SMS code fills itself (WebOTP)', (l) => {
  async function sendCode(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(l.phone), PHONE);
    await user.click(screen.getByRole('checkbox', { name: l.tick }));
    await user.click(screen.getByRole('button', { name: l.getCode }));
    await screen.findByText(l.sentText);
  }

  it('asks the browser for the SMS code once it is sent, and the code it reads signs in with no typing', async () => {
    const requests = stubWebOtp();
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/login/login?redirect=%2Fpages%2Fpersonal%2Fabout_us', { locale: l.locale });
    await screen.findByLabelText(l.phone);
    expect(requests).toHaveLength(0);
    await sendCode(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.options.otp).toEqual({ transport: ['sms'] });
    requests[0]!.deliver(db.lastCode(`7${PHONE}`)!);
    await waitFor(() => expect(location().pathname).toBe('/pages/personal/about_us'));
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('aborts the request when the borrower leaves the page', async () => {
    const requests = stubWebOtp();
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/login/login', { locale: l.locale });
    await sendCode(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.options.signal?.aborted).toBe(false);
    await user.click(screen.getByRole('link', { name: l.policy }));
    await waitFor(() => expect(location().pathname).not.toBe('/pages/login/login'));
    expect(requests[0]!.options.signal?.aborted).toBe(true);
  });

  it('aborts the request when the number is changed, and asks again when it is back to the one the code went to', async () => {
    const requests = stubWebOtp();
    const user = userEvent.setup();
    await renderApp('/pages/login/login', { locale: l.locale });
    await sendCode(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.type(screen.getByLabelText(l.phone), '{Backspace}');
    await waitFor(() => expect(requests[0]!.options.signal?.aborted).toBe(true));
    await user.type(screen.getByLabelText(l.phone), '7');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.options.signal?.aborted).toBe(false);
  });
});
