import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { photo, stubObjectUrls } from '../../../../tests/kits/photos';
import { lastOrder } from '@/shared/api/orderApi';

vi.mock('@/shared/image/prepare', async () => {
  const { asPrepared } = await import('../../../../tests/kits/photos');
  return { prepareIdPhoto: vi.fn((file: File) => Promise.resolve(asPrepared(file))) };
});

beforeEach(stubObjectUrls);

type User = ReturnType<typeof userEvent.setup>;
async function choose(user: User, name: string) {
  const region = await screen.findByRole('region', { name });
  await user.upload(within(region).getByLabelText('Сфотографировать'), photo(`${name}.jpg`));
  await user.click(await within(region).findByRole('button', { name: 'Отправить фото' }));
  await within(region).findByText('Фото принято');
}

describe('supplement: the review asks for new photos', () => {
  it('the Loans tab leads to the photos; the ID and the selfie go together and the order is reviewed again', async () => {
    await seededAs(db, { stage: 'supplement', supplement: 'both' });
    const user = userEvent.setup();
    const { location } = await renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Загрузить фото' }));
    await waitFor(() => expect(location().search).toBe('?supplement=1'));
    expect(await screen.findByText(/сфотографируйте ещё раз обе стороны удостоверения личности и сделайте новое селфи/)).toBeVisible();
    const send = screen.getByRole('button', { name: 'Отправить на рассмотрение' });
    await choose(user, 'Лицевая сторона');
    await choose(user, 'Оборотная сторона');
    expect(send).toBeDisabled();
    await choose(user, 'Селфи');
    await user.click(send);
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByText('Фото отправлены, заявка снова на рассмотрении')).toBeVisible();
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ status: 'under_review', supplement: null });
  });

  it.each([
    ['id', ['Лицевая сторона', 'Оборотная сторона'], 'Селфи'],
    ['selfie', ['Селфи'], 'Лицевая сторона'],
  ] as const)('asked for %s: only those photos are asked for', async (need, asked, notAsked) => {
    await seededAs(db, { stage: 'supplement', supplement: need });
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard?supplement=1', { locale: 'ru' });
    await screen.findByRole('heading', { name: 'Нужны новые фото' });
    expect(screen.queryByRole('region', { name: notAsked })).toBeNull();
    for (const name of asked) await choose(user, name);
    await user.click(screen.getByRole('button', { name: 'Отправить на рассмотрение' }));
    await waitFor(async () => expect((await lastOrder({ page: 1 })).order?.status).toBe('under_review'));
  });

  it('an order that does not wait for photos says so instead of asking for them, in Kazakh too', async () => {
    await seededAs(db, { stage: 'in_review' });
    await renderApp('/pages/info/photoCard?supplement=1', { locale: 'kz' });
    expect(await screen.findByText('Қазір жаңа суреттер қажет емес: өтінім оларды күтпейді.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Алдыңғы беті' })).toBeNull();
  });
});
