import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';

const tenge = (n: number) => `${new Intl.NumberFormat('ru').format(n)} ₸`.replace(/\s/g, ' ');

describe('readyLoan-detail', () => {
  it('a failed read says so with a retry, never "no loan"; the retry shows the loan', async () => {
    const { user: borrower } = await seededAs(db, { stage: 'active_loan' });
    server.use(http.post('*/api/loan/lastOrder', () => HttpResponse.json({ code: 500, msg: 'down', data: null }), { once: true }));
    const user = userEvent.setup();
    await renderApp('/pages/dialogs/readyLoan-detail');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Не удалось загрузить данные о займе');
    expect(within(dialog).queryByText('Сейчас у вас нет одобренного займа.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    const amount = await within(dialog).findByText(tenge(borrower.orders[0]!.amount), { normalizer: (s) => s.replace(/\s/g, ' ') });
    expect(amount).toBeVisible();
  });
});
