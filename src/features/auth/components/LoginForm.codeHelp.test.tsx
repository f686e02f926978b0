import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/render';

describe.each([
  {
    locale: 'ru',
    phone: 'Номер телефона',
    tick: /политику конфиденциальности/,
    getCode: 'Получить код',
    sentText: /Код отправлен/,
    help: 'Код не приходит?',
    number: /код отправлен на \+7 701 \*\*\*-\*\*-67/,
    tips: [/режим полёта/, /коротких номеров/, /из последнего SMS/],
    change: 'Изменить номер',
  },
  {
    locale: 'kz',
    phone: 'Телефон нөмірі',
    tick: /құпиялылық саясатын/,
    getCode: 'Кодты алу',
    sentText: /нөміріне жіберілді/,
    help: 'Код келмей ме?',
    number: /код \+7 701 \*\*\*-\*\*-67 нөміріне жіберілді/,
    tips: [/ұшақ режимі/, /қысқа нөмірлерден/, /соңғы SMS-тегі/],
    change: 'Нөмірді өзгерту',
  },
] as const)('login in $locale: «the code does not come» sheet', (l) => {
  it('is offered once the code is sent, says what to check, and leads back to the number', async () => {
    const user = userEvent.setup();
    await renderApp('/pages/login/login', { locale: l.locale });
    await user.type(await screen.findByLabelText(l.phone), '7011234567');
    expect(screen.queryByRole('button', { name: l.help })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: l.tick }));
    await user.click(screen.getByRole('button', { name: l.getCode }));
    await screen.findByText(l.sentText);

    await user.click(screen.getByRole('button', { name: l.help }));
    const sheet = await screen.findByRole('dialog', { name: l.help });
    expect(within(sheet).getByText(l.number)).toBeVisible();
    for (const tip of l.tips) expect(within(sheet).getByText(tip)).toBeVisible();

    await user.click(within(sheet).getByRole('button', { name: l.change }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByLabelText(l.phone)).toHaveFocus());
  });
});
