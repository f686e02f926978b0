import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../tests/msw-server';
import { answersDrawn } from '../../../tests/answered';
import { renderApp, seededAs, componentQueryClient } from '../../../tests/render';
import type { AppLocale } from '@/lib/i18n';
import { currentLocation, NavigationBridge } from '@/shared/navigation/navBridge';
import { NewcomerGift } from '@/shared/coupon/NewcomerGift';

afterEach(() => server.events.removeAllListeners());

/** The gift alone on a public page (as a landing page mounts it), with the app's client and router. */
async function renderGift(path: string, returnPath: string, locale: AppLocale = 'ru') {
  const queryClient = await componentQueryClient(locale);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge />
        <NewcomerGift returnPath={returnPath} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient };
}

function calls(path: string) {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
}

const LANDING = '/pages/landweb/landUse';
/** Long tab labels may break at a soft hyphen on a narrow screen; the accessible name keeps it. */
const SHY = '\u00ad';

describe('newcomer gift', () => {
  for (const [locale, copy] of [
    ['ru', { title: 'Подарок новому клиенту', gives: 'Скидка 2 000 ₸ на вознаграждение по займу', valid: 'Действует 30 дней после получения', claim: 'Получить подарок' }],
    ['kz', { title: 'Жаңа клиентке сыйлық', gives: 'Қарыз бойынша сыйақыға 2 000 ₸ жеңілдік', valid: 'Алған соң 30 күн жарамды', claim: 'Сыйлықты алу' }],
  ] as const) {
    it(`signed out (${locale}): shows the server's gift, and "claim" goes to sign-in with the way back to claim`, async () => {
      const user = userEvent.setup();
      const info = calls('/newcomerGift/getCouponInfo');
      await renderGift(`${LANDING}?source=tt`, `${LANDING}?source=tt`, locale);
      const gift = await screen.findByRole('region', { name: copy.title });
      expect(within(gift).getByText(copy.gives)).toBeVisible();
      expect(within(gift).getByText(copy.valid)).toBeVisible();
      // Asked without a session: no token header.
      expect(info[0]!.headers.get('token')).toBeNull();

      await user.click(within(gift).getByRole('button', { name: copy.claim }));
      expect(currentLocation().pathname).toBe('/pages/login/login');
      const redirect = new URLSearchParams(currentLocation().search).get('redirect');
      expect(redirect).toBe(`${LANDING}?source=tt&claim=1`);
    });
  }

  it('round trip: sign in from the claim, come back, and the gift is claimed once without another tap', async () => {
    const user = userEvent.setup();
    const claims = calls('/newcomerGift/getUserCoupon');
    const redirect = encodeURIComponent('/pages/personal/coupon?claim=1');
    const { location } = await renderApp(`/pages/login/login?redirect=${redirect}`);
    await user.type(await screen.findByLabelText('Номер телефона'), '7011234567');
    await user.click(screen.getByRole('checkbox', { name: /политику конфиденциальности/ }));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByText(/Код отправлен/);
    await user.type(screen.getByLabelText('Код из SMS'), db.lastCode('77011234567')!);
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(location().pathname).toBe('/pages/personal/coupon'));
    expect(await screen.findByText('Подарок получен: купон уже в разделе «Купоны».')).toBeVisible();
    // claim=1 is dropped once handled: a reload or a step back does not claim again.
    await waitFor(() => expect(location().search).toBe(''));
    expect(claims).toHaveLength(1);
    expect(db.userByPhone('77011234567')!.coupons.map((c) => c.title)).toEqual(['Подарок новому клиенту']);
    expect(await screen.findByRole('tab', { name: `Доступ${SHY}ные 1` })).toBeVisible();
  });

  it('back to claim when the gift is not there for this borrower: says so, claims nothing', async () => {
    await seededAs(db, { stage: 'active_loan' });
    const claims = calls('/newcomerGift/getUserCoupon');
    await renderGift(`${LANDING}?claim=1`, LANDING);
    expect(await screen.findByText('Подарок уже получен или недоступен: он положен новым клиентам до первого займа.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Перейти к купонам' })).toHaveAttribute('href', '/pages/personal/coupon');
    expect(claims).toHaveLength(0);
  });

  it('"already received" (6001) reads as claimed, not as an error', async () => {
    const user = userEvent.setup();
    await seededAs(db, { stage: 'new' });
    server.use(http.post('*/newcomerGift/getUserCoupon', () => HttpResponse.json({ code: 6001, msg: 'already', data: null })));
    await renderGift(LANDING, LANDING);
    await user.click(await screen.findByRole('button', { name: 'Получить подарок' }));
    expect(await screen.findByText('Подарок получен: купон уже в разделе «Купоны».')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('another failure says so and the borrower can tap again', async () => {
    const user = userEvent.setup();
    await seededAs(db, { stage: 'new' });
    server.use(http.post('*/newcomerGift/getUserCoupon', () => HttpResponse.json({ code: 500, msg: 'down', data: null }), { once: true }));
    await renderGift(LANDING, LANDING);
    await user.click(await screen.findByRole('button', { name: 'Получить подарок' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось получить подарок. Попробуйте ещё раз.');
    await user.click(screen.getByRole('button', { name: 'Получить подарок' }));
    expect(await screen.findByText('Подарок получен: купон уже в разделе «Купоны».')).toBeVisible();
  });

  it('shows nothing when the gift is off, or when its info cannot be read', async () => {
    server.use(http.post('*/newcomerGift/getCouponInfo', () => HttpResponse.json({ code: 500, msg: 'down', data: null })));
    const info = calls('/newcomerGift/getCouponInfo');
    const { queryClient } = await renderGift(LANDING, LANDING);
    await waitFor(() => expect(info.length).toBeGreaterThan(0));
    await answersDrawn(queryClient);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
