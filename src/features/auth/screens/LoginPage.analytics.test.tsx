import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp } from '../../../../tests/render';
import { connectAnalytics, resetAnalytics, type EventProps } from '@/shared/analytics/track';

afterEach(() => resetAnalytics());

describe('sign-in funnel events', () => {
  it('reports the code requested and the sign-in, with facts only (no phone, no code)', async () => {
    const events: Array<[string, EventProps]> = [];
    connectAnalytics((event, props) => events.push([event, props]));
    const user = userEvent.setup();
    await renderApp('/pages/login/login');
    await user.type(await screen.findByLabelText('Номер телефона'), '7011234567');
    await user.click(screen.getByRole('checkbox', { name: /политику конфиденциальности/ }));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByText(/Код отправлен/);
    const code = db.lastCode('77011234567')!;
    await user.type(screen.getByLabelText('Код из SMS'), code);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(events.map(([e]) => e)).toEqual(['code_requested', 'signed_in']));
    expect(events).toEqual([
      ['code_requested', { resend: false }],
      ['signed_in', { is_new: true }],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/7011234567|\b\d{4}\b/);
  });
});
