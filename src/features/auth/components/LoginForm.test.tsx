import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp } from '../../../../tests/render';
import { useSession } from '@/stores/session';

const PHONE = '7011234567';

function countCalls(path: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.url);
  });
  return calls;
}

async function fillPhone(user: ReturnType<typeof userEvent.setup>, value = PHONE) {
  await user.type(await screen.findByLabelText('Номер телефона'), value);
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('login: phone', () => {
  it('says the phone cannot be empty', async () => {
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await user.click(await screen.findByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Номер телефона не может быть пустым')).toBeVisible();
    expect(screen.getByLabelText('Номер телефона')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the full mobile number for a short or non-mobile number', async () => {
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await fillPhone(user, '70112');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введите полный номер мобильного телефона')).toBeVisible();
    await user.clear(screen.getByLabelText('Номер телефона'));
    await fillPhone(user, '7272123456');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введите полный номер мобильного телефона')).toBeVisible();
  });

  it('masks as typed, normalises a pasted +7 / 8 number, and uses the phone keyboard and autofill', async () => {
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    const input = await screen.findByLabelText('Номер телефона');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    await user.click(input);
    await user.paste('+7 701 123 45 67');
    expect(input).toHaveValue('701 123 45 67');
    await user.clear(input);
    await user.paste('8 701 123 4567');
    expect(input).toHaveValue('701 123 45 67');
  });

  it('requires the privacy policy to be ticked', async () => {
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await fillPhone(user);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Примите политику конфиденциальности')).toBeVisible();
  });
});

describe('login: sending the code', () => {
  it("shows 'Failed to send verification code' when the server refuses", async () => {
    server.use(http.post('*/api/index/sendCode', () => HttpResponse.json({ code: 1001, msg: 'send failed' })));
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await fillPhone(user);
    await user.click(screen.getByRole('checkbox', { name: /политику конфиденциальности/ }));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Не удалось отправить код подтверждения')).toBeVisible();
  });

  it("shows 'Error when getting code' when the request fails", async () => {
    server.use(http.post('*/api/index/sendCode', () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await fillPhone(user);
    await user.click(screen.getByRole('checkbox', { name: /политику конфиденциальности/ }));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    // The feature's sentence, then what happened: no connection.
    expect(await screen.findByText('Ошибка при получении кода. Нет соединения с интернетом. Проверьте сеть и попробуйте снова.')).toBeVisible();
  });

  it('Enter in the phone field asks for the code, as the button does, instead of signing in', async () => {
    const sends = countCalls('/api/index/sendCode');
    const logins = countCalls('/api/index/login');
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await user.click(await screen.findByRole('checkbox', { name: /политику конфиденциальности/ }));
    await user.type(screen.getByLabelText('Номер телефона'), `${PHONE}{Enter}`);
    expect(await screen.findByText(/Код отправлен на \+7 701 \*\*\*-\*\*-67/)).toBeVisible();
    expect(screen.getByLabelText('Код из SMS')).toHaveFocus();
    expect(sends).toHaveLength(1);
    expect(logins).toHaveLength(0);
    expect(screen.queryByText('Введите код подтверждения')).toBeNull();
  });

  it('Enter in the phone field checks the phone and the tick as the button does', async () => {
    const sends = countCalls('/api/index/sendCode');
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await user.type(await screen.findByLabelText('Номер телефона'), `${PHONE}{Enter}`);
    expect(await screen.findByText('Примите политику конфиденциальности')).toBeVisible();
    expect(screen.queryByText('Введите код подтверждения')).toBeNull();
    expect(sends).toHaveLength(0);
  });

  it('once the code is sent and typed, Enter in the phone field signs in without sending again', async () => {
    const sends = countCalls('/api/index/sendCode');
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/login/login?redirect=%2Fpages%2Fpersonal%2Fabout_us');
    await user.click(await screen.findByRole('checkbox', { name: /политику конфиденциальности/ }));
    await user.type(screen.getByLabelText('Номер телефона'), `${PHONE}{Enter}`);
    await screen.findByText(/Код отправлен/);
    await user.type(screen.getByLabelText('Код из SMS'), db.lastCode(`7${PHONE}`)!);
    await user.type(screen.getByLabelText('Номер телефона'), '{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/pages/personal/about_us'));
    expect(sends).toHaveLength(1);
  });

  it('cannot double-send, and offers resend only after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = countCalls('/api/index/sendCode');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp('/pages/login/login');
    await fillPhone(user);
    await user.click(screen.getByRole('checkbox', { name: /политику конфиденциальности/ }));
    const button = screen.getByRole('button', { name: 'Получить код' });
    await user.dblClick(button);
    expect(await screen.findByText(/Код отправлен на \+7 701 \*\*\*-\*\*-67/)).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).toBeNull();
    expect(screen.getByText(/Повторная отправка через/)).toBeVisible();
    expect(screen.getByLabelText('Код из SMS')).toHaveFocus();

    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    const resend = await screen.findByRole('button', { name: 'Отправить код ещё раз' });
    await user.click(resend);
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

describe('login: the code', () => {
  async function sent(user: ReturnType<typeof userEvent.setup>) {
    await fillPhone(user);
    await user.click(screen.getByRole('checkbox', { name: /политику конфиденциальности/ }));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByText(/Код отправлен/);
  }

  it('must be filled, then complete; uses the one-time-code autofill and a numeric keyboard', async () => {
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    const code = screen.getByLabelText('Код из SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await sent(user);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите код подтверждения')).toBeVisible();
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите код полностью')).toBeVisible();
  });

  it("a wrong code shows 'Verification code error'", async () => {
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await sent(user);
    const real = db.lastCode(`7${PHONE}`)!;
    const wrong = real === '0000' ? '1111' : '0000';
    await user.type(screen.getByLabelText('Код из SMS'), wrong);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный код подтверждения')).toBeVisible();
    expect(useSession.getState().token).toBe('');
  });

  it("any other failure shows 'Login error'", async () => {
    server.use(http.post('*/api/index/login', () => HttpResponse.json({ code: 500, msg: 'db down' })));
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await sent(user);
    await user.type(screen.getByLabelText('Код из SMS'), '1234');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Ошибка входа')).toBeVisible();
  });

  it('signs in, stores the token and step data, and returns to the page that sent the borrower here', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/login/login?redirect=%2Fpages%2Fpersonal%2Finstall');
    await sent(user);
    await user.type(screen.getByLabelText('Код из SMS'), db.lastCode(`7${PHONE}`)!);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(location().pathname).toBe('/pages/personal/install'));
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ step: 0, phone: `7${PHONE}` });
  });

  it.each([
    ['an external address', 'https%3A%2F%2Fevil.kz'],
    ['a dialog (account deletion)', '%2Fpages%2Fdialogs%2Fdelete'],
    ['an unknown path', '%2Fpages%2Fnope'],
  ])('ignores %s as the return target and goes home', async (_name, redirect) => {
    const user = userEvent.setup();
    const { location } = await renderApp(`/pages/login/login?redirect=${redirect}`);
    await sent(user);
    await user.type(screen.getByLabelText('Код из SMS'), db.lastCode(`7${PHONE}`)!);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns to the page it was opened from', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/login/login?redirect=%2Fpages%2Fpersonal%2Fabout_us');
    await sent(user);
    await user.type(screen.getByLabelText('Код из SMS'), db.lastCode(`7${PHONE}`)!);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(location().pathname).toBe('/pages/personal/about_us'));
  });

  it('explains that the session ended when it was opened for that reason', async () => {
    await renderApp('/pages/login/login?redirect=%2Fpages%2Fhome%2Fmy&reason=expired');
    expect(await screen.findByText('Срок действия входа истек')).toBeVisible();
  });

  it('shows no such notice on an ordinary visit', async () => {
    await renderApp('/pages/login/login');
    await screen.findByLabelText('Номер телефона');
    expect(screen.queryByText('Срок действия входа истек')).toBeNull();
  });

  it('the login page has no back button', async () => {
    await renderApp('/pages/login/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
  });
});

describe.each([
  { locale: 'ru', phone: 'Номер телефона', tick: /политику конфиденциальности/, getCode: 'Получить код', sentText: /Код отправлен/, code: 'Код из SMS', signIn: 'Войти', incomplete: 'Введите код полностью' },
  { locale: 'kz', phone: 'Телефон нөмірі', tick: /құпиялылық саясатын/, getCode: 'Кодты алу', sentText: /нөміріне жіберілді/, code: 'SMS-код', signIn: 'Кіру', incomplete: 'Кодты толық енгізіңіз' },
] as const)('login in $locale: fewer taps (issue 25)', (l) => {
  it('arrives with the number field focused', async () => {
    await renderApp('/pages/login/login', { locale: l.locale });
    await waitFor(() => expect(screen.getByLabelText(l.phone)).toHaveFocus());
  });

  it.each([false, true])('signs in on the last digit of the code, once (also with «Войти» tapped at once: %s)', async (tapToo) => {
    const logins = countCalls('/api/index/login');
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/login/login?redirect=%2Fpages%2Fpersonal%2Fabout_us', { locale: l.locale });
    await user.type(await screen.findByLabelText(l.phone), PHONE);
    await user.click(screen.getByRole('checkbox', { name: l.tick }));
    await user.click(screen.getByRole('button', { name: l.getCode }));
    await screen.findByText(l.sentText);
    const code = screen.getByLabelText(l.code);
    expect(code).toHaveFocus();
    await user.type(code, db.lastCode(`7${PHONE}`)!);
    if (tapToo) await user.click(screen.getByRole('button', { name: l.signIn }));
    await waitFor(() => expect(location().pathname).toBe('/pages/personal/about_us'));
    expect(logins).toHaveLength(1);
  });

  it('does not sign in before the last digit', async () => {
    const logins = countCalls('/api/index/login');
    const user = userEvent.setup();
    await renderApp('/pages/login/login', { locale: l.locale });
    await user.type(await screen.findByLabelText(l.phone), PHONE);
    await user.click(screen.getByRole('checkbox', { name: l.tick }));
    await user.click(screen.getByRole('button', { name: l.getCode }));
    await screen.findByText(l.sentText);
    await user.type(screen.getByLabelText(l.code), db.lastCode(`7${PHONE}`)!.slice(0, 3));
    // The positive signal: the borrower's own tap is answered (three digits are not a code), with no call.
    await user.click(screen.getByRole('button', { name: l.signIn }));
    expect(await screen.findByText(l.incomplete)).toBeVisible();
    expect(logins).toHaveLength(0);
  });
});
