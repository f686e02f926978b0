import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';
import { i18next } from '@/lib/i18n';
import { formatDate } from '@/utils/format';

describe('Me tab', () => {
  it('signed out: a sign-in call to action that comes back here', async () => {
    await renderApp('/pages/home/my');
    const link = await screen.findByRole('link', { name: 'Войти' });
    expect(link).toHaveAttribute('href', '/pages/login/login?redirect=%2Fpages%2Fhome%2Fmy');
    expect(screen.getByRole('link', { name: 'О нас' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Мой профиль' })).toBeNull();
  });

  it('signed in: masked phone, loan status and every personal page', async () => {
    await signedIn(db, '7011234567');
    await renderApp('/pages/home/my');
    expect(await screen.findByRole('heading', { name: '+7 701 ***-**-67' })).toBeVisible();
    expect(await screen.findByText('Активных займов нет')).toBeVisible();
    for (const name of ['Мой профиль', 'Мои займы', 'Сообщения', 'Купоны', 'Обратная связь', 'Инструкция по применению', 'О нас', 'Лицензия', 'Настройки']) {
      // A row with something new says so after its name (the new borrower's welcome message is unread).
      expect(screen.getByRole('link', { name: (n) => n === name || n.startsWith(`${name}, `) }), name).toBeVisible();
    }
  });

  it('shows a retryable error when the account cannot be loaded', async () => {
    await signedIn(db);
    server.use(http.post('*/api/user/info', () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderApp('/pages/home/my');
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет соединения с интернетом');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /Повторить|Қайталау/ }));
    expect(await screen.findByText('Активных займов нет')).toBeVisible();
  });
});

describe('profile', () => {
  it('shows what the server holds, masked, with a locked identity', async () => {
    await signedIn(db);
    server.use(
      http.post('*/api/user/info', () =>
        HttpResponse.json({
          code: 0,
          data: {
            phone: '77011234567', surname: 'Нурланова', name: 'Айгерим', patronymic: 'Ерлановна', iin: '990315450123', birthDate: '1999-03-15',
            identityLocked: true, monthIncome: '150000_300000', education: 'higher', employment: 'employee', loanPurpose: 'urgent', email: 'aigerim@mail.kz',
            address: { region: 'Алматы', city: 'Алматы', street: 'пр. Абая', detail: 'д. 10, кв. 5' },
            contacts: [{ name: 'Ерлан Нурланов', relation: 'parent', phone: '77051112233' }],
            card: { bankName: 'Kaspi Bank', first6: '440043', last4: '1234', brand: 'visa', holder: 'AIGERIM NURLANOVA' },
            currentLoan: null,
          },
        }),
      ),
    );
    await renderApp('/pages/personal/material');
    expect(await screen.findByText('Нурланова Айгерим Ерлановна')).toBeVisible();
    expect(screen.getByText('Подтверждено')).toBeVisible();
    expect(screen.getByText('99••••••••23')).toBeVisible();
    expect(screen.getByText('150 000 – 300 000 ₸')).toBeVisible();
    expect(screen.getByText('Ерлан Нурланов, +7 705 ***-**-33')).toBeVisible();
    expect(screen.getByText('Visa •••• 1234')).toBeVisible();
    expect(document.body.textContent).not.toContain('990315450123');
    expect(document.body.textContent).not.toContain('440043');
  });

  it('sends a signed-out borrower to login and back', async () => {
    const { location } = await renderApp('/pages/personal/material');
    await waitFor(() => expect(location().pathname).toBe('/pages/login/login'));
    expect(location().search).toBe('?redirect=%2Fpages%2Fpersonal%2Fmaterial');
  });
});

describe('settings', () => {
  it('switches the language in place and saves it', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/personal/install');
    await user.click(await screen.findByRole('button', { name: /Язык/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Баптаулар' })).toBeVisible();
    expect(localStorage.getItem('app_locale')).toBe('kz');
    expect(location().pathname).toBe('/pages/personal/install');
    await user.click(screen.getByRole('button', { name: /Тіл/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    expect(i18next.language).toBe('ru');
  });

  it("the update check says 'Currently the latest version' on the web", async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/personal/install');
    await user.click(await screen.findByRole('button', { name: /Версия приложения/ }));
    expect(await screen.findByText('Установлена последняя версия')).toBeVisible();
  });

  it('logout asks first; cancelling keeps the session', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/personal/install');
    await user.click(await screen.findByRole('button', { name: 'Выйти из аккаунта' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти из аккаунта?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('account deletion shows the server failure and keeps the session', async () => {
    await signedIn(db);
    server.use(http.post('*/api/index/deleteLogin', () => HttpResponse.json({ code: 500, msg: 'x' })));
    const user = userEvent.setup();
    await renderApp('/pages/personal/install');
    await user.click(await screen.findByRole('button', { name: 'Удалить аккаунт' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Что-то пошло не так');
    expect(localStorage.getItem('token')).toBeTruthy();
  });
});

describe('licence page', () => {
  it.each([
    ['ru', 'Номер', 'Дата выдачи', 'Выдана', 'ru'],
    ['kz', 'Нөмірі', 'Берілген күні', 'Берген орган', 'kk'],
  ] as const)('%s: the licence as the server gives it, signed out; a failed read says so and retries', async (locale, numberLabel, dateLabel, issuerLabel, tag) => {
    const licence = { number: '99.99.0001.M', issuedOn: '2025-01-31', issuer: locale === 'ru' ? 'Агентство (тест)' : 'Агенттік (тест)' };
    let fail = true;
    server.use(
      http.post('*/api/prod/companyInfo', () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({ code: 0, msg: 'ok', data: { name: 'X', bin: '240940012345', address: 'A', phone: '77272000000', email: 'a@b.kz', licence } }),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/pages/personal/license', { locale });
    expect(await screen.findByRole('alert')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Повторить|Қайталау/ }));
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(value(numberLabel)).toBe('99.99.0001.M'));
    expect(value(dateLabel)).toBe(formatDate('2025-01-31', tag));
    expect(value(issuerLabel)).toBe(licence.issuer);
  });
});
