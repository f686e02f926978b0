import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { borrowerOpens, unreadThreadMessages, writeToBorrower, type ThreadRecord } from '@/mocks/domain/threads';
import type { UserRecord } from '@/mocks/model';
import { formatDate as formatDateRaw } from '@/utils/format';

/** A date as Testing Library reads it (no-break spaces collapsed). */
const formatDate = (...args: Parameters<typeof formatDateRaw>) => formatDateRaw(...args).replace(/\u00a0/g, ' ');
const tagOf = (locale: 'ru' | 'kz') => (locale === 'ru' ? 'ru' : 'kk');

const TEXT = {
  ru: {
    ticket: 'Обращение № 26-000777',
    open: 'Ждёт ответа',
    answered: 'Есть ответ',
    due: (d: string) => `Ответим до ${d}`,
    unread: '1 новый ответ',
    section: 'Обращения',
    thread: 'Переписка',
    you: 'Вы',
    company: 'Быстрые займы',
    composer: 'Ваше сообщение',
    send: 'Отправить',
    required: 'Напишите сообщение',
    failed: /^Сообщение не отправлено, текст сохранён\. Нажмите «Отправить» ещё раз\. Нет соединения с интернетом/,
  },
  kz: {
    ticket: '№ 26-000777 өтініш',
    open: 'Жауап күтуде',
    answered: 'Жауап бар',
    due: (d: string) => `Жауап мерзімі: ${d}`,
    unread: '1 жаңа жауап',
    section: 'Өтініштер',
    thread: 'Хат алмасу',
    you: 'Сіз',
    company: 'Жылдам қарыздар',
    composer: 'Сіздің хабарламаңыз',
    send: 'Жіберу',
    required: 'Хабарлама жазыңыз',
    failed: /^Хабарлама жіберілмеді, мәтін сақталды\. «Жіберу» түймесін қайта басыңыз\./,
  },
} as const;

const DUE = '2026-12-18';

/** A seeded borrower with one complaint (fixed ticket and due date), answered by the company when `answered`. */
async function withComplaint({ answered }: { answered: boolean }): Promise<{ thread: ThreadRecord; phone: string }> {
  const { token } = await seededAs(db, { stage: 'active_loan' });
  db.sync();
  const user = db.userByToken(token)!;
  const thread = borrowerOpens(user, db.ctx(), 'complaint', 'Мне звонили в девять вечера');
  thread.ticketNo = '26-000777';
  thread.answerDue = DUE;
  thread.messages[0]!.at = Date.parse('2026-11-26T05:10:00Z');
  thread.answerAt = null;
  if (answered) {
    writeToBorrower(user, db.ctx(), { threadId: thread.id, status: 'answered' }, { ru: 'Мы разобрались, звонков больше не будет.', kz: 'Біз анықтадық, бұдан былай қоңырау болмайды.' });
    thread.messages[1]!.at = Date.parse('2026-11-27T09:45:00Z');
  }
  db.commit();
  return { thread, phone: user.phone };
}

/** The borrower as the sandbox holds them now. */
const borrower = (phone: string): UserRecord => {
  db.sync();
  return db.userByPhone(phone)!;
};

describe('conversations', () => {
  for (const locale of ['ru', 'kz'] as const) {
    const x = TEXT[locale];

    it(`the messages page lists a conversation with its ticket number, status, due date and unread answer (${locale})`, async () => {
      const { thread, phone } = await withComplaint({ answered: false });
      writeToBorrower(borrower(phone), db.ctx(), { threadId: thread.id }, { ru: 'Уточните дату звонка.', kz: 'Қоңырау күнін нақтылаңыз.' });
      db.commit();
      await renderApp('/pages/personal/information', { locale });
      const list = await screen.findByRole('list', { name: x.section });
      const item = within(list).getByRole('link');
      expect(item).toHaveTextContent(`${x.ticket} · ${x.open} · ${x.due(formatDate(DUE, tagOf(locale)))}`);
      expect(item).toHaveTextContent(x.unread);
      expect(item).toHaveTextContent(locale === 'ru' ? 'Уточните дату звонка.' : 'Қоңырау күнін нақтылаңыз.');
      expect(item).toHaveAttribute('href', expect.stringContaining(`/pages/personal/thread?id=${thread.id}`));
    });

    it(`a thread shows the borrower's and the company's messages with their times; reading it clears the unread count (${locale})`, async () => {
      const { thread, phone } = await withComplaint({ answered: true });
      expect(unreadThreadMessages(borrower(phone))).toBe(1);
      await renderApp(`/pages/personal/thread?id=${thread.id}`, { locale });
      const bubbles = within(await screen.findByRole('list', { name: x.thread })).getAllByRole('listitem');
      expect(bubbles).toHaveLength(2);
      const [mine, theirs] = bubbles as [HTMLElement, HTMLElement];
      expect(mine).toHaveTextContent(x.you);
      expect(mine).toHaveTextContent('Мне звонили в девять вечера');
      // 05:10 UTC is 10:10 in Almaty.
      expect(within(mine).getByText(`${formatDate('2026-11-26', tagOf(locale))}, 10:10`)).toBeVisible();
      expect(theirs).toHaveTextContent(x.company);
      expect(theirs).toHaveTextContent(locale === 'ru' ? 'Мы разобрались, звонков больше не будет.' : 'Біз анықтадық, бұдан былай қоңырау болмайды.');
      expect(within(theirs).getByText(`${formatDate('2026-11-27', tagOf(locale))}, 14:45`)).toBeVisible();
      // Answered: no due date any more.
      expect(screen.getByText(`${x.ticket} · ${x.answered}`)).toBeVisible();
      expect(unreadThreadMessages(borrower(phone))).toBe(0);
    });

    it(`an empty message is not sent (${locale})`, async () => {
      const { thread } = await withComplaint({ answered: true });
      const sent: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/api/thread/send')) sent.push(request.url);
      });
      const user = userEvent.setup();
      await renderApp(`/pages/personal/thread?id=${thread.id}`, { locale });
      await user.type(await screen.findByLabelText(x.composer), '   ');
      await user.click(screen.getByRole('button', { name: x.send }));
      expect(await screen.findByText(x.required)).toBeVisible();
      expect(sent).toEqual([]);
      server.events.removeAllListeners();
    });

    it(`a failed send keeps the text and says so; sending again delivers it once (${locale})`, async () => {
      const { thread, phone } = await withComplaint({ answered: true });
      server.use(http.post('*/api/thread/send', () => HttpResponse.error(), { once: true }));
      const keys: (string | null)[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/api/thread/send')) keys.push(request.headers.get('Idempotency-Key'));
      });
      const user = userEvent.setup();
      await renderApp(`/pages/personal/thread?id=${thread.id}`, { locale });
      await user.type(await screen.findByLabelText(x.composer), 'Спасибо, вопрос решён');
      await user.click(screen.getByRole('button', { name: x.send }));
      expect(await screen.findByRole('alert')).toHaveTextContent(x.failed);
      expect(screen.getByLabelText(x.composer)).toHaveValue('Спасибо, вопрос решён');

      await user.click(screen.getByRole('button', { name: x.send }));
      const list = screen.getByRole('list', { name: x.thread });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
      expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Спасибо, вопрос решён');
      expect(screen.getByLabelText(x.composer)).toHaveValue('');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(borrower(phone).threads![0]!.messages.filter((m) => m.from === 'borrower')).toHaveLength(2);
      server.events.removeAllListeners();
    });
  }

  it('what the borrower typed survives leaving the thread and coming back', async () => {
    const { thread } = await withComplaint({ answered: true });
    const user = userEvent.setup();
    const first = await renderApp(`/pages/personal/thread?id=${thread.id}`);
    await user.type(await screen.findByLabelText('Ваше сообщение'), 'Пишу ответ');
    first.unmount();
    await renderApp(`/pages/personal/thread?id=${thread.id}`);
    expect(await screen.findByLabelText('Ваше сообщение')).toHaveValue('Пишу ответ');
  });
});
