import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';

/** Opens the Me tab, then feedback, as a borrower would: so there is a page to go back to. */
async function openFeedbackFromMe() {
  await signedIn(db);
  const app = await renderApp('/pages/home/my');
  await act(() => app.router.navigate('/pages/personal/feedback'));
  await screen.findByLabelText('Опишите проблему');
  return app;
}

describe('leaving the feedback form', () => {
  it('with something typed, the back button asks first; staying keeps the text, leaving goes back', async () => {
    const user = userEvent.setup();
    const app = await openFeedbackFromMe();
    await user.type(screen.getByLabelText('Опишите проблему'), 'Не проходит оплата');

    // The phone's or browser's back button (a history POP; not wrapped in act, as a real back press is not).
    void app.router.navigate(-1);
    const ask = await screen.findByRole('dialog', { name: 'Выйти без отправки?' });
    expect(ask).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/pages/personal/feedback');
    await user.click(screen.getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Опишите проблему')).toHaveValue('Не проходит оплата');

    // The nav bar's back button asks too; leaving leaves (in a memory router the spec's back rule goes to '/').
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await screen.findByRole('dialog', { name: 'Выйти без отправки?' });
    expect(app.router.state.location.pathname).toBe('/pages/personal/feedback');
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  });

  it('with nothing typed, back leaves at once', async () => {
    const app = await openFeedbackFromMe();
    void app.router.navigate(-1);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/pages/home/my'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after sending, back leaves without asking', async () => {
    const user = userEvent.setup();
    const app = await openFeedbackFromMe();
    await user.type(screen.getByLabelText('Опишите проблему'), 'Не могу погасить заём картой Kaspi, платёж не проходит уже второй день');
    await user.type(screen.getByLabelText('Эл. почта для ответа'), 'aigerim@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/pages/personal/feedback'));
    expect(screen.queryByRole('dialog', { name: 'Выйти без отправки?' })).toBeNull();
  });
});
