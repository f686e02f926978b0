import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp } from '../../../../tests/render';
import { useSession } from '@/stores/session';

const PHONE = '7011234567';
/** Work and contacts done, identity not yet: two of the three groups. */
const TWO_GROUPS = { month_income: 150000, relatives_2_name: 'Ерлан', relatives_2_phone: '77015556677', idphoto_1: null, idphoto_2: null, headphoto: null };

async function signInThroughTheForm() {
  const user = userEvent.setup();
  const app = await renderApp('/pages/login/login');
  await user.type(await screen.findByLabelText('Номер телефона'), PHONE);
  await user.click(screen.getByRole('checkbox', { name: /политику конфиденциальности/ }));
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  await screen.findByText(/Код отправлен/);
  await user.type(screen.getByLabelText('Код из SMS'), db.lastCode(`7${PHONE}`)!);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  return app;
}

describe('sign-in and step data', () => {
  it('when step data fails at sign-in, the Loans tab fetches it again and shows the real progress', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/user/getStepInfo', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ code: 0, data: TWO_GROUPS });
      }),
    );
    await signInThroughTheForm();
    expect(await screen.findByText('Анкета: заполнено 2 из 3')).toBeVisible();
    expect(screen.queryByText('Анкета: заполнено 0 из 3')).toBeNull();
    expect(calls).toBe(2);
    // The spec keeps the step in userData: the first incomplete group (identity) until all are done.
    expect(useSession.getState().userData).toMatchObject({ step: 2, month_income: 150000 });
  });

  it('signing in fetches step data once and the Loans tab uses that answer', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/user/getStepInfo', () => {
        calls += 1;
        return HttpResponse.json({ code: 0, data: TWO_GROUPS });
      }),
    );
    const app = await signInThroughTheForm();
    expect(await screen.findByText('Анкета: заполнено 2 из 3')).toBeVisible();
    expect(app.location().pathname).toBe('/');
    expect(calls).toBe(1);
  });
});
