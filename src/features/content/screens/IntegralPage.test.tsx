import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { productInfoForH5 } from '@/shared/api/product';

/**
 * 'Мои баллы' as the borrower reads it: the limit, how it grows and the coupons, all as the server
 * answers (productInfoForH5's loyalty), in ru and kz; a failed load can be retried; sharing opens the dialog.
 */

const PAGE = '/pages/home/integral';
const sp = (s: string) => s.replace(/\s/g, ' ');
const tenge = (n: number, tag: 'ru' | 'kk') => sp(`${new Intl.NumberFormat(tag).format(n)} ₸`);

describe('Integral (loyalty) page', () => {
  it('ru, a new borrower: the first limit, what the next repaid loan brings, the rule, the coupons', async () => {
    await seededAs(db, { stage: 'with_card' });
    await renderApp(PAGE);
    const limit = await screen.findByRole('region', { name: 'Ваш лимит' });
    const { loyalty, firstQuota, quotaStep, maxQuota } = await productInfoForH5();
    expect(within(limit).getByText(tenge(loyalty!.quota, 'ru'))).toBeVisible();
    expect(tenge(loyalty!.quota, 'ru')).toBe('50 000 ₸');
    expect(within(limit).getByText('Погашено займов: 0')).toBeVisible();
    expect(within(limit).getByText(`После следующего погашенного займа лимит вырастет до ${tenge(loyalty!.nextQuota!, 'ru')}.`)).toBeVisible();
    expect(
      within(limit).getByText(
        `Лимит нового клиента — ${tenge(firstQuota!, 'ru')}. Каждый погашенный заём добавляет ${tenge(quotaStep!, 'ru')}, до ${tenge(maxQuota!, 'ru')}.`,
      ),
    ).toBeVisible();
    const coupons = screen.getByRole('region', { name: 'Купоны' });
    expect(within(coupons).getByText('Получено купонов: 0. Можно использовать сейчас: 0.')).toBeVisible();
    expect(within(coupons).getByRole('link', { name: 'Мои купоны' })).toHaveAttribute('href', '/pages/personal/coupon');
  });

  it('kz, after a repaid loan: the raised limit and the loans repaid, coupons as the server counts them', async () => {
    const { user } = await seededAs(db, { stage: 'repaid' });
    user.coupons.push({ id: 'C9', title: 'a', titleKz: 'a', amount: 1_500, scope: 'apply', minAmount: 20_000, validUntil: '2999-01-01', used: false });
    db.commit();
    await renderApp(PAGE, { locale: 'kz' });
    const limit = await screen.findByRole('region', { name: 'Сіздің лимитіңіз' });
    const { loyalty } = await productInfoForH5();
    expect(loyalty).toMatchObject({ quota: 75_000, repaidCount: 1, nextQuota: 100_000 });
    expect(within(limit).getByText('75 000 ₸')).toBeVisible();
    expect(within(limit).getByText('Өтелген қарыздар: 1')).toBeVisible();
    expect(within(limit).getByText('Келесі қарызды өтегеннен кейін лимит 100 000 ₸-ге дейін өседі.')).toBeVisible();
    const coupons = screen.getByRole('region', { name: 'Купондар' });
    expect(within(coupons).getByText('Алынған купондар: 1. Қазір пайдалануға болатыны: 1.')).toBeVisible();
  });

  it('at the highest limit it says so instead of a next one', async () => {
    const { user } = await seededAs(db, { stage: 'repaid' });
    const repaid = user.orders[0]!;
    user.orders = Array.from({ length: 18 }, (_, i) => ({ ...repaid, orderNo: `${repaid.orderNo}-${i}` }));
    db.commit();
    await renderApp(PAGE);
    const limit = await screen.findByRole('region', { name: 'Ваш лимит' });
    expect(within(limit).getByText('500 000 ₸')).toBeVisible();
    expect(within(limit).getByText('У вас максимальный лимит.')).toBeVisible();
    expect(within(limit).queryByText(/лимит вырастет/)).toBeNull();
  });

  it('a failed load says so and can be retried', async () => {
    const user = userEvent.setup();
    const { phone } = await seededAs(db, { stage: 'with_card' });
    db.setScenario('server_error', phone);
    await renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить ваш лимит');
    db.setScenario('approve', phone);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('region', { name: 'Ваш лимит' })).toBeVisible();
  });

  it('"share the link" opens the share dialog over the page', async () => {
    const user = userEvent.setup();
    await seededAs(db, { stage: 'with_card' });
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Поделиться ссылкой' }));
    expect(await screen.findByRole('dialog', { name: 'Поделиться' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Ваш лимит', hidden: true })).toBeInTheDocument();
  });
});
