import { describe, expect, it } from 'vitest';
import { componentQueryClient } from '../../../tests/render';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../tests/msw-server';
import type { AppLocale } from '@/lib/i18n';
import { costOf } from '@/mocks/domain/money';
import { CostBlock } from '@/shared/cost/CostBlock';
import { formatDate } from '@/utils/format';
import { addDaysIso, kzDay } from '@/utils/kzDate';

/**
 * The cost card as a borrower reads it before signing, with the sandbox server's answer for 30 000 ₸ for
 * 14 days: the penalty rule with its dates, early repayment, the most the loan can cost, the schedule and the
 * order a payment is applied in. Expected texts use plain spaces (Testing Library folds the no-break ones).
 */

async function renderCost(locale: AppLocale, amount = 30_000, days = 14) {
  const queryClient = await componentQueryClient(locale);
  render(
    <QueryClientProvider client={queryClient}>
      <CostBlock amount={amount} days={days} />
    </QueryClientProvider>,
  );
}

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/** The value next to a term of the card's lists. */
const figure = (card: HTMLElement, term: string) => plain(within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent);
const cells = (row: HTMLElement) => [...row.children].map((c) => plain(c.textContent));

const COPY = {
  ru: {
    tag: 'ru',
    title: 'Полная стоимость займа',
    penaltySize: 'Размер',
    penalty: '0,5 % в день от просроченного основного долга, но не больше 150 ₸ в день',
    from: 'Начисляется с',
    last: 'Последний день начисления',
    lastValue: (date: string) => `${date} — не больше 90 дней просрочки подряд`,
    early: 'В любой день, полностью или частично (от 1 000 ₸). Без комиссии. Вознаграждение — только за дни пользования: 45 ₸ в день.',
    cap: 'Предельная сумма переплаты',
    capValue: '30 000 ₸ — 100 % суммы займа',
    max: 'Больше этой суммы платить не придётся никогда',
    repay: 'Сумма к возврату',
    schedule: 'График погашения',
    head: ['Дата', 'Основной долг', 'Вознаграждение', 'Итого'],
    order: 'Очерёдность погашения',
    parts: ['пеню', 'вознаграждение', 'основной долг'],
  },
  kz: {
    tag: 'kk',
    title: 'Қарыздың толық құны',
    penaltySize: 'Мөлшері',
    penalty: 'мерзімі өткен негізгі борыштың күніне 0,5 %, бірақ күніне 150 ₸-ден аспайды',
    from: 'Есептеле бастайтын күн',
    last: 'Есептелетін соңғы күн',
    lastValue: (date: string) => `${date}: мерзімі өткен күндер қатарынан 90 күннен аспайды`,
    early: 'Кез келген күні, толық немесе ішінара (1 000 ₸-ден бастап). Комиссиясыз. Сыйақы тек пайдаланған күндер үшін алынады: күніне 45 ₸.',
    cap: 'Артық төлемнің шекті сомасы',
    capValue: '30 000 ₸ — қарыз сомасының 100 %',
    max: 'Бұдан артық ешқашан төлемейсіз',
    repay: 'Қайтарылатын сома',
    schedule: 'Өтеу кестесі',
    head: ['Күні', 'Негізгі борыш', 'Сыйақы', 'Барлығы'],
    order: 'Өтеу кезектілігі',
    parts: ['өсімпұл', 'сыйақы', 'негізгі борыш'],
  },
} as const;

describe('cost card', () => {
  for (const locale of ['ru', 'kz'] as const) {
    const t = COPY[locale];
    it(`${locale}: the whole cost of 30 000 ₸ for 14 days, as the server answers it`, async () => {
      await renderCost(locale);
      const card = await screen.findByRole('region', { name: t.title });
      // The sandbox's own money rules for this loan, paid out today.
      const server = costOf(30_000, 14, 0, kzDay(db.now()));
      const date = (iso: string) => plain(formatDate(iso, t.tag));

      expect(figure(card, t.repay)).toBe('30 630 ₸');
      // The penalty: its rate and most per day, from the day after the due date, and the day it stops.
      expect(figure(card, t.penaltySize)).toBe(t.penalty);
      expect(figure(card, t.from)).toBe(date(addDaysIso(server.dueDate, 1)));
      expect(figure(card, t.last)).toBe(t.lastValue(date(addDaysIso(server.dueDate, 90))));
      // Early repayment: any day, whole or part, no fee, the days used.
      expect(within(card).getByText(t.early)).toBeVisible();
      // The most it can ever cost: the principal and the cap.
      expect(figure(card, t.cap)).toBe(t.capValue);
      expect(figure(card, t.max)).toBe('60 000 ₸');
      // The schedule: one payment on the due date, split.
      const table = within(card).getByRole('table', { name: t.schedule });
      const [head, row, ...more] = within(table).getAllByRole('row');
      expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(t.head);
      expect(within(row!).getByRole('rowheader')).toHaveTextContent(date(server.dueDate));
      expect(cells(row!)).toEqual([date(server.dueDate), '30 000 ₸', '630 ₸', '30 630 ₸']);
      expect(more).toEqual([]);
      // Where a payment goes, in order.
      const order = within(card).getByRole('list', { name: t.order });
      expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual(t.parts);
    });
  }

  it('shows what the server answers, not what the app would have assumed', async () => {
    const answer = {
      ...costOf(20_000, 7, 0, '2026-03-02'),
      penalty: { ratePercent: 0.2, perDay: 40, startsOn: '2026-03-10', maxDays: 60, lastDay: '2026-05-08' },
      early: { whole: true, part: false, fee: 500, minPartPayment: 0, rewardPerDay: 30 },
      cap: { percent: 50, amount: 10_000 },
      maxTotal: 30_000,
      paymentOrder: ['reward', 'penalty', 'principal'],
    };
    server.use(http.post('*/api/prod/cost', () => HttpResponse.json({ code: 0, msg: 'ok', data: answer })));
    await renderCost('ru', 20_000, 7);
    const card = await screen.findByRole('region', { name: 'Полная стоимость займа' });
    expect(figure(card, 'Размер')).toBe('0,2 % в день от просроченного основного долга, но не больше 40 ₸ в день');
    expect(figure(card, 'Начисляется с')).toBe(plain(formatDate('2026-03-10', 'ru')));
    expect(figure(card, 'Последний день начисления')).toBe(`${plain(formatDate('2026-05-08', 'ru'))} — не больше 60 дней просрочки подряд`);
    expect(within(card).getByText('В любой день, только полностью. Комиссия: 500 ₸. Вознаграждение — только за дни пользования: 30 ₸ в день.')).toBeVisible();
    expect(figure(card, 'Предельная сумма переплаты')).toBe('10 000 ₸ — 50 % суммы займа');
    expect(figure(card, 'Больше этой суммы платить не придётся никогда')).toBe('30 000 ₸');
    const order = within(card).getByRole('list', { name: 'Очерёдность погашения' });
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['вознаграждение', 'пеню', 'основной долг']);
  });

  it('says when the cost cannot be read, and reads it again on retry', async () => {
    server.use(http.post('*/api/prod/cost', () => HttpResponse.json({ code: 500, msg: 'Internal server error', data: null }), { once: true }));
    await renderCost('ru');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить полную стоимость займа');
    expect(screen.queryByRole('region', { name: 'Полная стоимость займа' })).toBeNull();
    screen.getByRole('button', { name: 'Повторить' }).click();
    expect(await screen.findByRole('region', { name: 'Полная стоимость займа' })).toBeVisible();
  });
});
