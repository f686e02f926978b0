/**
 * The cooling period and «Я не оформлял этот заём» as the borrower reads them (issue 26), in Russian and Kazakh,
 * from the sandbox's own answers: the Loans tab's card (countdown, confirm only once the server allows it, the
 * refusal's dialog) and the report on the loan's page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../../tests/render';
import { lastOrder } from '@/features/loan-application/api';
import type { AppLocale } from '@/lib/i18n';
import { formatDate } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';
import { maskPhone } from '@/utils/phone';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const tag = (l: AppLocale) => (l === 'kz' ? 'kk' : 'ru');

const T = {
  ru: {
    title: 'Заём одобрен: период охлаждения',
    law: /не раньше чем через 24\sчаса после подписания договора и только после того, как вы ещё раз подтвердите получение/,
    opensAt: (date: string, time: string) => `Подтвердить получение можно будет ${date} в ${time}.`,
    countdown: 'Подтвердить получение можно через',
    open: 'Период охлаждения закончился: подтвердите получение, и мы переведём деньги на карту.',
    confirm: 'Подтвердить получение',
    refuse: 'Отказаться от займа',
    dialog: 'Отказаться от займа?',
    dialogText: (orderNo: string) =>
      `Это бесплатно. Договор по заявке № ${orderNo} будет аннулирован, деньги на карту не поступят, и вы ничего не будете должны. Новую заявку можно подать сразу.`,
    yes: 'Да, отказаться',
    annulled: 'Вы отказались от прошлого займа: договор аннулирован, вы ничего не должны.',
    approved: 'Заём одобрен',
    notMineSection: 'Если заём оформили без вас',
    notMine: 'Я не оформлял этот заём',
    notMineDialog: 'Вы не оформляли этот заём?',
    send: 'Сообщить',
    ticket: (n: string) => `Обращение № ${n}`,
    held: 'Выплата приостановлена. Мы проверяем, кто оформил заявку, и ответим в разделе «Сообщения».',
    answerBy: (date: string) => `Ответ — не позднее ${date}.`,
    heldTitle: 'Выплата приостановлена',
    codeDialog: 'Подтвердите получение кодом',
    codeText: (phone: string, orderNo: string) =>
      `Мы отправили код из SMS на номер ${phone}. Вводя его, вы подписываете согласие получить деньги по заявке № ${orderNo}.`,
    codeLabel: 'Код из SMS',
    wrongCode: 'Неверный код. Проверьте SMS и введите код ещё раз.',
  },
  kz: {
    title: 'Қарыз мақұлданды: салқындату кезеңі',
    law: /шартқа қол қойылғаннан кейін 24\sсағаттан ерте емес және сіз алуды қайта растағаннан кейін ғана аударылады/,
    opensAt: (date: string, time: string) => `Алуды растау мүмкін болатын уақыт: ${date}, ${time}.`,
    countdown: 'Алуды растауға дейін қалған уақыт:',
    open: 'Салқындату кезеңі аяқталды: алуды растаңыз, сонда ақшаны картаңызға аударамыз.',
    confirm: 'Алуды растау',
    refuse: 'Қарыздан бас тарту',
    dialog: 'Қарыздан бас тартасыз ба?',
    dialogText: (orderNo: string) =>
      `Бұл тегін. № ${orderNo} өтінім бойынша шарттың күші жойылады, ақша картаға түспейді, сіз ештеңе қарыз болмайсыз. Жаңа өтінімді бірден беруге болады.`,
    yes: 'Иә, бас тарту',
    annulled: 'Сіз алдыңғы қарыздан бас тарттыңыз: шарттың күші жойылды, сіз ештеңе қарыз емессіз.',
    approved: 'Қарыз мақұлданды',
    notMineSection: 'Қарызды сізсіз ресімдесе',
    notMine: 'Мен бұл қарызды ресімдеген жоқпын',
    notMineDialog: 'Бұл қарызды сіз ресімдеген жоқсыз ба?',
    send: 'Хабарлау',
    ticket: (n: string) => `№ ${n} өтініш`,
    held: 'Ақша аудару тоқтатылды. Өтінімді кім ресімдегенін тексеріп жатырмыз, жауапты «Хабарламалар» бөлімінде жазамыз.',
    answerBy: (date: string) => `Жауаптың соңғы мерзімі: ${date}.`,
    heldTitle: 'Ақша аудару тоқтатылды',
    codeDialog: 'Алуды кодпен растаңыз',
    codeText: (phone: string, orderNo: string) =>
      `${phone} нөміріне SMS-код жібердік. Оны енгізу арқылы № ${orderNo} өтінім бойынша ақша алуға келісіміңізге қол қоясыз.`,
    codeLabel: 'SMS-код',
    wrongCode: 'Код қате. SMS-ті тексеріп, кодты қайта енгізіңіз.',
  },
} as const;

/** 'HH:MM' in Kazakhstan time (UTC+5). */
const kzTime = (ms: number) => new Date(ms + 5 * 3_600_000).toISOString().slice(11, 16);

beforeAll(async () => {
  await Promise.all([import('@/features/loan-application/components/SignedInLoansTab'), import('@/features/repayment/screens/LoanPage')]);
}, 60_000);

describe.each(['ru', 'kz'] as const)('cooling period and the not-mine report (%s)', (locale) => {
  const l = T[locale];
  const date = (iso: string) => norm(formatDate(iso, tag(locale)));

  it('the card counts down to confirmation; «confirm» works only once the server says the 24 hours are over, then the payout follows', async () => {
    const { phone } = await seededAs(db, { stage: 'cooling' });
    const order = (await lastOrder({ page: 1 })).order!;
    const until = Date.parse(order.cooling!.until);
    const { queryClient } = await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.title });
    expect(within(card).getByText(l.law)).toBeVisible();
    expect(norm(within(card).getByText(/^(Подтвердить получение можно будет|Алуды растау мүмкін)/).textContent)).toBe(l.opensAt(date(kzDay(until)), kzTime(until)));
    const timer = within(card).getByRole('timer');
    expect(norm(timer.parentElement?.textContent)).toContain(l.countdown);
    // Not announced every second: a timer is not a live region.
    expect(timer).not.toHaveAttribute('aria-live');
    const confirm = within(card).getByRole('button', { name: l.confirm });
    expect(confirm).toBeDisabled();
    expect(within(card).getByRole('button', { name: l.refuse })).toBeEnabled();

    db.advance(phone);
    await queryClient.invalidateQueries();
    await waitFor(() => expect(within(card).getByRole('button', { name: l.confirm })).toBeEnabled());
    expect(within(card).getByText(l.open)).toBeVisible();
    expect(within(card).queryByRole('timer')).toBeNull();
    // Confirming is signed with a fresh SMS code: a wrong one is said so, the one sent pays out.
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: l.confirm }));
    const dialog = await screen.findByRole('dialog', { name: l.codeDialog });
    expect(norm(within(dialog).getByText(/SMS/, { selector: 'p' }).textContent)).toBe(l.codeText(maskPhone(phone), order.orderNo));
    const field = within(dialog).getByLabelText(l.codeLabel);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    const code = db.lastCode(phone)!;
    await user.type(field, code === '0000' ? '1111' : '0000');
    expect(await within(dialog).findByText(l.wrongCode)).toBeVisible();
    expect((await lastOrder({ page: 1 })).order!.cooling).toMatchObject({ state: 'waiting' });
    await user.clear(field);
    await user.type(field, code);
    expect(await screen.findByRole('region', { name: l.approved })).toBeVisible();
    expect((await lastOrder({ page: 1 })).order!.cooling).toMatchObject({ state: 'confirmed' });
  });

  it('refusing asks first, says plainly it is free and annuls the contract, and then the tab offers a new loan with that said', async () => {
    await seededAs(db, { stage: 'cooling' });
    const { orderNo } = (await lastOrder({ page: 1 })).order!;
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.title });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: l.refuse }));
    const dialog = await screen.findByRole('dialog', { name: l.dialog });
    expect(norm(within(dialog).getByText(/^(Это бесплатно|Бұл тегін)/).textContent)).toBe(l.dialogText(orderNo));
    await user.click(within(dialog).getByRole('button', { name: l.yes }));
    expect(await screen.findByText(l.annulled)).toBeVisible();
    expect(screen.queryByRole('region', { name: l.title })).toBeNull();
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ status: 'annulled', cooling: { state: 'refused' } });
  });

  it('«Я не оформлял этот заём» on the loan page holds the payout and says, in place of the button, what happens next', async () => {
    const { phone } = await seededAs(db, { stage: 'in_review' });
    const { orderNo } = (await lastOrder({ page: 1 })).order!;
    await renderApp(`/pages/loan/detail?orderNo=${orderNo}`, { locale });
    const section = await screen.findByRole('region', { name: l.notMineSection });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: l.notMine }));
    const dialog = await screen.findByRole('dialog', { name: l.notMineDialog });
    await user.click(within(dialog).getByRole('button', { name: l.send }));
    const status = await within(await screen.findByRole('region', { name: l.heldTitle })).findByRole('status');
    // However long the review and payout would take, nothing is paid out.
    db.advance(phone, true);
    const order = (await lastOrder({ page: 1 })).order!;
    expect(order).toMatchObject({ status: 'awaiting_payout', dueDate: null, report: { payoutHeld: true } });
    expect(norm(within(status).getByText(/^(Обращение|№)/).textContent)).toBe(l.ticket(order.report!.ticketNo));
    expect(within(status).getByText(l.held)).toBeVisible();
    expect(norm(within(status).getByText(/^(Ответ|Жауаптың)/).textContent)).toBe(l.answerBy(date(kzDay(Date.now() + 15 * 86_400_000))));
    expect(within(section.ownerDocument.body).queryByRole('button', { name: l.notMine })).toBeNull();
  });
});
