import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';
import { installLeaveGuard } from '@/shared/navigation/leaveGuard';

/** As in production: the guard listens before the HashRouter does. */
beforeAll(() => installLeaveGuard(window));

const path = () => window.location.hash.replace(/^#/, '').split('?')[0];

/** Opens the Me tab, then feedback from its menu, as a borrower would: so there is a page to go back to. */
async function openFeedbackFromMe(user: ReturnType<typeof userEvent.setup>) {
  await signedIn(db);
  await renderApp('/pages/home/my', { hash: true });
  await user.click(await screen.findByRole('link', { name: 'Обратная связь' }));
  await screen.findByLabelText('Опишите проблему');
  expect(path()).toBe('/pages/personal/feedback');
}

describe('leaving the feedback form', () => {
  it('with something typed, the back button asks first; staying keeps the text and the page', async () => {
    const user = userEvent.setup();
    await openFeedbackFromMe(user);
    await user.type(screen.getByLabelText('Опишите проблему'), 'Не проходит оплата');

    window.history.back();
    expect(await screen.findByRole('dialog', { name: 'Выйти без отправки?' })).toBeVisible();
    await waitFor(() => expect(path()).toBe('/pages/personal/feedback'));
    await user.click(screen.getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Опишите проблему')).toHaveValue('Не проходит оплата');
    expect(path()).toBe('/pages/personal/feedback');
  });

  it('the nav bar back asks too, and leaving goes back to the Me tab', async () => {
    const user = userEvent.setup();
    await openFeedbackFromMe(user);
    await user.type(screen.getByLabelText('Опишите проблему'), 'Не проходит оплата');

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await screen.findByRole('dialog', { name: 'Выйти без отправки?' });
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(path()).toBe('/pages/home/my'));
    expect(await screen.findByRole('link', { name: 'Обратная связь' })).toBeVisible();
  });

  it('with nothing typed, back leaves at once', async () => {
    const user = userEvent.setup();
    await openFeedbackFromMe(user);
    window.history.back();
    await waitFor(() => expect(path()).toBe('/pages/home/my'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after sending, the conversation it opened takes its place without asking, and back goes to the Me tab', async () => {
    const user = userEvent.setup();
    await openFeedbackFromMe(user);
    await user.click(screen.getByRole('radio', { name: 'Жалоба' }));
    await user.type(screen.getByLabelText('Опишите проблему'), 'Не могу погасить заём картой Kaspi, платёж не проходит уже второй день');
    await user.type(screen.getByLabelText('Эл. почта для ответа'), 'aigerim@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(path()).toBe('/pages/personal/thread'));
    expect(await screen.findByRole('heading', { name: 'Жалоба' })).toBeVisible();
    expect(screen.getByText(/^Обращение №\s\d{2}-\d{6} · Ждёт ответа · Ответим до \d{1,2} \S+ \d{4}/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Выйти без отправки?' })).toBeNull();
    window.history.back();
    await waitFor(() => expect(path()).toBe('/pages/home/my'));
  });
});
