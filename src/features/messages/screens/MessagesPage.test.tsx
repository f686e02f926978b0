import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import type { MessageRecord } from '@/mocks/model';
import { formatDate as formatDateRaw } from '@/utils/format';

/** A date as Testing Library reads it: its text matcher turns the no-break spaces inside a date into plain ones. */
const formatDate = (...args: Parameters<typeof formatDateRaw>) => formatDateRaw(...args).replace(/\u00a0/g, ' ');

const PAGE = '/pages/personal/information';

type Msg = Partial<Omit<MessageRecord, 'title'>> & { title: string; at: string };

/** Replaces the seeded borrower's messages (newest first) as the sandbox would hold them. */
async function withMessages(messages: Msg[]) {
  const { token } = await seededAs(db, { stage: 'active_loan' });
  db.sync();
  const user = db.userByToken(token)!;
  user.messages = messages.map((m, i) => ({
    id: m.id ?? `M${String(i).padStart(6, '0')}`,
    position: 'messages',
    title: { ru: m.title, kz: `${m.title} (kz)` },
    text: m.text ?? { ru: `Текст ${i}`, kz: `Мәтін ${i}` },
    createdAt: Date.parse(m.at),
    link: m.link ?? null,
    read: m.read ?? false,
  }));
  db.commit();
  return token;
}

const MARKUP = 'Первая строка\nВторая строка: <b>жирный</b> <img src=x onerror="alert(1)"> <a href="https://evil.example">ссылка</a>';

describe('Messages', () => {
  for (const locale of ['ru', 'kz'] as const) {
    it(`newest first, the unread one marked new (${locale}), with its date and time in Kazakhstan`, async () => {
      await withMessages([
        // 19:30 UTC on 1 March is 00:30 on 2 March in Almaty: the borrower's calendar, whatever the phone's zone.
        { title: 'Заявка одобрена', at: '2025-03-01T19:30:00Z', read: false },
        { title: 'Добро пожаловать', at: '2025-02-28T06:05:00Z', read: true },
      ]);
      await renderApp(PAGE, { locale });
      const items = await screen.findAllByRole('article');
      expect(items).toHaveLength(2);
      const [fresh, old] = items as [HTMLElement, HTMLElement];
      const title = locale === 'ru' ? 'Заявка одобрена' : 'Заявка одобрена (kz)';
      const mark = locale === 'ru' ? 'Новое' : 'Жаңа';
      // The mark is in the heading: a screen reader hears it with the title.
      expect(within(fresh).getByRole('heading', { level: 2 })).toHaveAccessibleName(`${mark} ${title}`);
      expect(within(old).getByRole('heading', { level: 2 }).textContent).not.toContain(mark);
      const tag = locale === 'ru' ? 'ru' : 'kk';
      expect(within(fresh).getByText(`${formatDate('2025-03-02', tag)}, 00:30`)).toHaveAttribute('datetime', '2025-03-01T19:30:00.000Z');
      expect(within(old).getByText(`${formatDate('2025-02-28', tag)}, 11:05`)).toBeVisible();
      expect(screen.getByText(locale === 'ru' ? 'Новых сообщений: 1' : 'Жаңа хабарламалар: 1')).toBeVisible();
    });
  }

  it('shows the text as plain text: markup as typed, line breaks kept, nothing rendered from it', async () => {
    await withMessages([{ title: 'Сообщение', at: '2025-03-01T10:00:00Z', text: { ru: MARKUP, kz: MARKUP } }]);
    await renderApp(PAGE);
    const item = await screen.findByRole('article');
    const text = within(item).getByText(/Первая строка/);
    expect(text.textContent).toBe(MARKUP);
    expect(text.children).toHaveLength(0);
    expect(item.querySelector('b, img, a[href^="https:"]')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('offers a message link only when it names a page of the app', async () => {
    await withMessages([
      { title: 'Купон', at: '2025-03-05T10:00:00Z', link: '/pages/personal/coupon' },
      { title: 'Внешний сайт', at: '2025-03-04T10:00:00Z', link: 'https://evil.example/pages/personal/coupon' },
      { title: 'Скрипт', at: '2025-03-03T10:00:00Z', link: 'javascript:alert(1)' },
      { title: 'Удаление', at: '2025-03-02T10:00:00Z', link: '/pages/dialogs/delete' },
      { title: 'Погашение', at: '2025-03-01T10:00:00Z', link: '/pages/webview/loanRepayment?orderNo=BZ1' },
    ]);
    const app = await renderApp(PAGE);
    const items = await screen.findAllByRole('article');
    expect(within(items[0]!).getByRole('link', { name: 'Открыть «Купоны»' })).toHaveAttribute('href', '/pages/personal/coupon');
    for (const i of [1, 2, 3]) expect(within(items[i]!).queryByRole('link')).toBeNull();
    expect(within(items[4]!).getByRole('link', { name: 'Открыть «Погашение займа»' })).toHaveAttribute('href', '/pages/webview/loanRepayment?orderNo=BZ1');
    await userEvent.setup().click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(app.location().pathname).toBe('/pages/personal/coupon'));
  });

  it('loads twenty at a time, the next twenty near the bottom (or with the button)', async () => {
    await withMessages(
      Array.from({ length: 25 }, (_, i) => ({ title: `Сообщение ${i + 1}`, at: new Date(Date.UTC(2025, 2, 1, 12) - i * 60_000).toISOString() })),
    );
    await renderApp(PAGE);
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(within(screen.getByRole('list', { name: 'Сообщения' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/^Новое /, ''))).toEqual(
      Array.from({ length: 25 }, (_, i) => `Сообщение ${i + 1}`),
    );
    expect(screen.getByText('Больше ничего нет')).toBeVisible();
  });

  it("no messages: 'No news yet'", async () => {
    await withMessages([]);
    await renderApp(PAGE);
    expect(await screen.findByText('Новостей пока нет')).toBeVisible();
  });

  it('a failed load says so and tries again', async () => {
    await withMessages([{ title: 'Заявка одобрена', at: '2025-03-01T10:00:00Z' }]);
    server.use(http.post('*/bury3/pop/get', () => HttpResponse.json({ code: 500, msg: 'Internal server error', data: null }), { once: true }));
    await renderApp(PAGE);
    expect(await screen.findByText('Не удалось загрузить сообщения')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Новое Заявка одобрена' })).toBeVisible();
  });

  it('opened means read: the server marks what it delivered; the page keeps the mark for this visit, also after a refresh', async () => {
    const token = await withMessages([
      { title: 'Заявка одобрена', at: '2025-03-01T10:00:00Z' },
      { title: 'Добро пожаловать', at: '2025-02-28T10:00:00Z', read: true },
    ]);
    const app = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Новое Заявка одобрена' })).toBeVisible();
    db.sync();
    expect(db.userByToken(token)!.messages.map((m) => m.read)).toEqual([true, true]);
    // A refresh (pull to refresh refetches every loaded page): the server now answers it read.
    await app.queryClient.refetchQueries({ queryKey: ['messages'] });
    expect(screen.getByRole('heading', { name: 'Новое Заявка одобрена' })).toBeVisible();
  });
});
