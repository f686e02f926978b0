/**
 * The messages page's contract and the messages the sandbox sends as a loan moves: paging (newest first),
 * when a message becomes read, the unread count of the dots (which marks nothing), the timed due-date
 * reminders and the overdue notice (Kazakhstan calendar days, once each), and a coupon's message.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { getPops } from '@/features/content/api';
import { requestDc } from '@/features/coupons/api';
import { getLoanPayLink } from '@/features/extension/api';
import { lastOrder } from '@/features/loan-application/api';
import { getRepaymentLink } from '@/features/repayment/api';
import { server } from '../../tests/msw-server';
import type { SandboxDb } from './db';
import { addCouponMessage, addMessage, reminderId } from './domain/messages';
import { seedBorrower, type SeedStage } from './fixtures';
import type { UserRecord } from './model';
import { CLOCK_START, sandboxOnClock, type TestClient } from './testing';
import { dotsView } from './views';

const PHONE = '77061234567';
const MINUTE = 60_000;
const key = () => ({ idempotencyKey: crypto.randomUUID() });
const RETURN = 'http://localhost/#/pages/webview/tarlanPay';

/** 1 March 2025, 12:00 in Almaty. A 30 000 ₸ loan for 14 days paid out then is due on 15 March. */
const T0 = CLOCK_START;
const almaty = (isoLocal: string) => Date.parse(`${isoLocal}+05:00`);

let now = T0;
let sandbox: SandboxDb;
let client: TestClient;

beforeEach(() => {
  now = T0;
  ({ db: sandbox, client } = sandboxOnClock(server, () => now));
});

function seeded(stage: SeedStage): UserRecord {
  const { token, user } = seedBorrower(sandbox, { phone: PHONE, stage });
  client.token = token;
  return user;
}

/** The borrower as the sandbox holds it now. */
const me = () => sandbox.userByToken(client.token)!;

/** Every message of the messages page, fetched the way the page does (delivering them). */
async function allMessages(lang: 'ru' | 'kz' = 'ru') {
  const res = await fetch('http://localhost/bury3/pop/get', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: client.token },
    body: JSON.stringify({ position: 'messages', lang }),
  });
  return ((await res.json()) as { data: { list: { id: string; title: string; text: string; link: string | null; createdAt: string; read: boolean }[] } }).data.list;
}

describe('the messages page: paging and reading', () => {
  /** The welcome message plus 24 more, one a minute: 25, the newest last added. */
  function withMessages(): void {
    seeded('new');
    sandbox.sync();
    for (let i = 1; i <= 24; i++) addMessage(me(), 'approved', { now: T0 + i * MINUTE, nextId: sandbox.nextId });
    sandbox.commit();
  }

  it('answers a page at a time, newest first, with total, page and pageSize', async () => {
    withMessages();
    const first = await getPops({ position: 'messages', page: 1, pageSize: 10 });
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    const third = await getPops({ position: 'messages', page: 3, pageSize: 10 });
    expect(third.list).toHaveLength(5);
    const second = await getPops({ position: 'messages', page: 2, pageSize: 10 });
    const all = [...first.list, ...second.list, ...third.list];
    expect(new Set(all.map((m) => m.id)).size).toBe(25);
    const times = all.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The oldest is the welcome message.
    expect(all[24]!.title).toBe('Добро пожаловать в «Быстрые займы»');
  });

  it('a page without a size holds 20; without a page the whole list comes (the contract before paging)', async () => {
    withMessages();
    expect(await getPops({ position: 'messages', page: 1 })).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    const whole = await getPops({ position: 'messages' });
    expect(whole).toMatchObject({ total: 25, page: 1, pageSize: 25 });
    expect(whole.list).toHaveLength(25);
  });

  it('refuses a page 0 or a page larger than 50 (code 400)', async () => {
    seeded('new');
    await expect(getPops({ position: 'messages', page: 0 })).rejects.toMatchObject({ code: 400 });
    await expect(getPops({ position: 'messages', page: 1, pageSize: 51 })).rejects.toMatchObject({ code: 400 });
  });

  it('a message is new in the answer that delivers it, read afterwards; only the delivered page is read', async () => {
    withMessages();
    const first = await getPops({ position: 'messages', page: 1, pageSize: 10 });
    expect(first.list.every((m) => !m.read)).toBe(true);
    expect((await getPops({ position: 'messages', page: 1, pageSize: 10 })).list.every((m) => m.read)).toBe(true);
    // Pages not opened stay unread: the dot still has something to say.
    expect(dotsView(me())).toEqual({ couponDotSta: 0, unreadMessages: 15 });
    expect((await getPops({ position: 'messages', page: 2, pageSize: 10 })).list.every((m) => !m.read)).toBe(true);
    expect(dotsView(me()).unreadMessages).toBe(5);
  });

  it('the dots count unread messages and mark nothing read; markSeen clears only the coupon dot', async () => {
    seeded('new');
    sandbox.sync();
    me().couponDot = true;
    sandbox.commit();
    expect(await requestDc()).toEqual({ couponDotSta: 1, unreadMessages: 1 });
    expect(await requestDc()).toEqual({ couponDotSta: 1, unreadMessages: 1 });
    expect(await requestDc({ markSeen: true })).toEqual({ couponDotSta: 0, unreadMessages: 1 });
    await getPops({ position: 'messages', page: 1 });
    expect(await requestDc()).toEqual({ couponDotSta: 0, unreadMessages: 0 });
  });
});

describe('messages as the loan moves', () => {
  it('approved, paid out, repaid: in order, newest first, in both languages', async () => {
    seeded('with_card');
    const { submitOrder } = await import('@/features/loan-application/api');
    await submitOrder({ amount: 30_000, days: 14 }, key());
    now += 10_000;
    sandbox.advance(PHONE, true);
    const { orderNo } = (await lastOrder({ page: 1 })).order!;
    const link = await getRepaymentLink({ orderNo, returnUrl: RETURN }, key());
    sandbox.vendorResult(link.ref, 'ok');
    now += MINUTE;
    // The payout brings the on-time coupon, and its message comes with it.
    const ru = (await allMessages('ru')).map((m) => m.title);
    expect(ru.slice(0, 4)).toEqual(['Заём погашен', 'Вам начислен купон', 'Деньги отправлены на карту', 'Заявка одобрена']);
    const kz = await allMessages('kz');
    expect(kz.slice(0, 4).map((m) => m.title)).toEqual(['Қарыз өтелді', 'Сізге купон берілді', 'Ақша картаға жіберілді', 'Өтінім мақұлданды']);
    expect(kz[2]!.text).toBe('Ақшаны картаңызға аудардық. Қайтарылатын сома мен қайтару күні\u00a0— «Менің қарыздарым» бөлімінде.');
  });

  it('due in 3 days: at 10:00 Almaty time three days before the due date, once, with the amount due and the way to pay', async () => {
    const user = seeded('active_loan');
    const orderNo = user.orders[0]!.orderNo;
    now = almaty('2025-03-12T09:59:00');
    expect((await allMessages()).map((m) => m.title)).not.toContain('Через 3 дня\u00a0— дата возврата займа');
    now = almaty('2025-03-12T10:00:00');
    const [m] = await allMessages();
    expect(m).toMatchObject({
      id: reminderId(orderNo, '2025-03-15', 'dueIn3Days'),
      title: 'Через 3 дня\u00a0— дата возврата займа',
      createdAt: new Date(almaty('2025-03-12T10:00:00')).toISOString(),
      link: `/pages/webview/loanRepayment?orderNo=${orderNo}`,
      read: false,
    });
    // 30 000 ₸ + 14 days × 45 ₸ on the due date.
    expect(m!.text).toMatch(/^Дата возврата: 15\.03\.2025\. Сумма к возврату в этот день: 30\u00a0630\u00a0₸\./);
    now = almaty('2025-03-13T18:00:00');
    const titles = (await allMessages()).map((x) => x.title);
    expect(titles.filter((t) => t === 'Через 3 дня\u00a0— дата возврата займа')).toHaveLength(1);
  });

  it('due today, dated 10:00 of the due date even when nobody looked until the evening; Kazakh copy', async () => {
    seeded('active_loan');
    now = almaty('2025-03-15T20:00:00');
    const kz = await allMessages('kz');
    expect(kz.map((m) => m.title).slice(0, 2)).toEqual(['Бүгін\u00a0— қарызды қайтару күні', 'Қарызды қайтару күніне 3 күн қалды']);
    expect(kz[0]).toMatchObject({ createdAt: new Date(almaty('2025-03-15T10:00:00')).toISOString() });
    expect(kz[0]!.text).toContain('Қайтарылатын сома: 30\u00a0630\u00a0₸.');
    expect(kz[1]!.text).toContain('Қайтару күні: 15.03.2025.');
  });

  it('overdue: on the first day late, the overdue amount with its charge and the right to ask for changed terms', async () => {
    seeded('active_loan');
    now = almaty('2025-03-16T09:00:00');
    expect((await allMessages()).map((m) => m.title)).not.toContain('Заём просрочен');
    now = almaty('2025-03-16T10:30:00');
    const [ru] = await allMessages('ru');
    expect(ru!.title).toBe('Заём просрочен');
    expect(ru!.createdAt).toBe(new Date(almaty('2025-03-16T10:00:00')).toISOString());
    // 30 630 ₸, the reward of the first day late (45 ₸) and its penalty (0.5 % of 30 000 = 150 ₸).
    expect(ru!.text).toContain('Просроченная задолженность: 30\u00a0825\u00a0₸, в том числе пеня: 150\u00a0₸.');
    expect(ru!.text).toContain('вы вправе обратиться к нам с заявлением об изменении условий договора');
    const [kz] = await allMessages('kz');
    expect(kz!.title).toBe('Қарызды қайтару мерзімі өтті');
    expect(kz!.text).toContain('Мерзімі өткен берешек: 30\u00a0825\u00a0₸, оның ішінде өсімпұл: 150\u00a0₸.');
    expect(kz!.text).toContain('шарт талаптарын өзгерту туралы');
    // Once: the next days bring no second notice.
    now = almaty('2025-03-19T12:00:00');
    expect((await allMessages()).filter((m) => m.title === 'Заём просрочен')).toHaveLength(1);
  });

  it("the 'overdue' scenario's jump sends the notice at once, with three days of charge, and no reminders dated before the payout", async () => {
    seeded('overdue');
    const list = await allMessages();
    expect(list[0]).toMatchObject({ title: 'Заём просрочен', createdAt: new Date(T0).toISOString() });
    expect(list[0]!.text).toContain('в том числе пеня: 450\u00a0₸.');
    expect(list.map((m) => m.title)).not.toContain('Сегодня\u00a0— дата возврата займа');
  });

  it('a loan repaid before the reminder gets none; the dots count the reminders a loan due soon was sent', async () => {
    seeded('repaid');
    now = almaty('2025-03-16T12:00:00');
    const titles = (await allMessages()).map((m) => m.title);
    expect(titles).not.toContain('Через 3 дня\u00a0— дата возврата займа');
    expect(titles).not.toContain('Заём просрочен');

    sandbox.reset();
    now = T0;
    seeded('due_soon');
    // Paid out 12 days ago, due the day after tomorrow: yesterday's reminder is there, unread.
    sandbox.sync();
    sandbox.tick(me());
    expect(dotsView(me()).unreadMessages).toBe(2);
    expect(me().messages.map((m) => m.title.ru)).toContain('Через 3 дня\u00a0— дата возврата займа');
  });

  it('an extension moves the reminders to the new due date: once for each due date', async () => {
    const user = seeded('active_loan');
    const orderNo = user.orders[0]!.orderNo;
    now = almaty('2025-03-13T12:00:00');
    const link = await getLoanPayLink({ orderNo, days: 7, returnUrl: RETURN }, key());
    sandbox.vendorResult(link.ref, 'ok');
    // The new due date is 22 March: its reminder on the 19th; the 15th has none any more.
    now = almaty('2025-03-19T11:00:00');
    const list = await allMessages();
    const reminders = list.filter((m) => m.title === 'Через 3 дня\u00a0— дата возврата займа');
    expect(reminders.map((m) => m.id)).toEqual([
      reminderId(orderNo, '2025-03-22', 'dueIn3Days'),
      reminderId(orderNo, '2025-03-15', 'dueIn3Days'),
    ]);
    expect(list.map((m) => m.title)).not.toContain('Сегодня\u00a0— дата возврата займа');
  });

  it('a coupon received: what it gives and until when, once per coupon, leading to the coupons', () => {
    const user = seeded('new');
    const coupon = { id: 'C000042', title: 'Скидка за погашение в срок', titleKz: 'Мерзімінде өтегені үшін жеңілдік', amount: 500, scope: 'repay' as const, minAmount: 0, validUntil: '2025-03-15', used: false };
    const ctx = { now: T0, nextId: sandbox.nextId };
    expect(addCouponMessage(user, coupon, ctx)).toBe(true);
    expect(addCouponMessage(user, coupon, ctx)).toBe(false);
    expect(user.messages[0]).toMatchObject({
      position: 'messages',
      link: '/pages/personal/coupon',
      title: { ru: 'Вам начислен купон', kz: 'Сізге купон берілді' },
      text: {
        ru: '«Скидка за погашение в срок»: скидка 500\u00a0₸ на вознаграждение. Действует до 15.03.2025. Купон\u00a0— в разделе «Купоны».',
        kz: '«Мерзімінде өтегені үшін жеңілдік»: сыйақыға 500\u00a0₸ жеңілдік. Жарамдылық мерзімі: 15.03.2025. Купон «Купондар» бөлімінде.',
      },
    });
  });
});
