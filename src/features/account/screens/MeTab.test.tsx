/** The red dots: on the Me tab of the tab bar and on the "Messages" and "Coupons" rows of the Me tab. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { requestDc } from '@/shared/api/dots';

const tabBar = () => screen.getByRole('navigation', { name: 'Основное меню' });

describe('the Me dot', () => {
  it('appears for an unread message, on the tab (from the Loans tab) and on "Messages", and clears once the messages were opened', async () => {
    // A new borrower's welcome message is unread.
    await seededAs(db, { stage: 'active_loan' });
    const app = await renderApp('/', { hash: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Я, есть новое' }));
    await waitFor(() => expect(app.location().pathname).toBe('/pages/home/my'));
    const row = await screen.findByRole('link', { name: 'Сообщения, 1 непрочитанное' });
    expect(screen.getByRole('link', { name: 'Купоны' })).toBeVisible();

    await user.click(row);
    expect(await screen.findByRole('heading', { name: 'Новое Добро пожаловать в «Быстрые займы»' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(app.location().pathname).toBe('/pages/home/my'));
    expect(await screen.findByRole('link', { name: 'Сообщения' })).toBeVisible();
    await waitFor(() => expect(tabBar()).toContainElement(screen.getByRole('link', { name: 'Я' })));
    expect(screen.queryByRole('link', { name: /есть новое/ })).toBeNull();
  });

  it('appears for new coupons (kz) and clears when the coupons were seen and the Me tab shows again', async () => {
    const { token } = await seededAs(db, { stage: 'active_loan' });
    db.sync();
    const borrower = db.userByToken(token)!;
    borrower.couponDot = true;
    for (const m of borrower.messages) m.read = true;
    db.commit();
    const app = await renderApp('/pages/home/my', { locale: 'kz', hash: true });
    expect(await screen.findByRole('link', { name: 'Купондар, жаңа купондар бар' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Мен, жаңалық бар' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Хабарламалар' })).toBeVisible();

    // What the coupons page does once the borrower has seen them.
    await requestDc({ markSeen: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Купондар, жаңа купондар бар' }));
    await waitFor(() => expect(app.location().pathname).toBe('/pages/personal/coupon'));
    await user.click(screen.getByRole('button', { name: 'Артқа' }));
    expect(await screen.findByRole('link', { name: 'Купондар' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Мен' })).toBeVisible());
  });

  it('is never asked for when signed out', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    try {
      await renderApp('/pages/home/my');
      expect(await screen.findByRole('link', { name: 'Войти' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Я' })).toHaveAttribute('aria-current', 'page');
      expect(asked.filter((p) => p.endsWith('/api/index/requestDc'))).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
