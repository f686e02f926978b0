import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../tests/msw-server';
import { renderApp, seededAs } from '../../../tests/render';
import { hardshipApply } from '@/features/hardship/api';
import type { AppLocale } from '@/lib/i18n';
import { formatDate } from '@/utils/format';
import { addDaysIso, kzDay } from '@/utils/kzDate';

const key = () => ({ idempotencyKey: crypto.randomUUID() });
/** Testing Library collapses the page's no-break spaces; the expected strings get the same. */
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const tagOf = (locale: AppLocale) => (locale === 'kz' ? 'kk' : 'ru');
const byText = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && norm(el.textContent) === norm(text);
/** The first render loads the signed-in tab's chunk and the texts: slow on a busy machine. */
const LOAD = { timeout: 10_000 };
/** The value beside a label inside a region. */
const valueOf = (region: HTMLElement, label: string) => norm(within(region).getByText(label).nextElementSibling?.textContent);

const TEXT = {
  ru: {
    button: 'Не могу платить',
    dueSoon: 'Если вам трудно вернуть заём в срок, подайте заявление об изменении условий договора.',
    waiting: (date: string) => `Заявление зарегистрировано. Ответ не позднее ${date}.`,
    window: (date: string) => `Если вам трудно платить, вы вправе подать заявление об изменении условий договора. Последний день подачи — ${date}.`,
    check: 'Проверить заявление',
    errReason: 'Выберите причину',
    errIncome: 'Укажите доход целым числом в тенге (0, если дохода нет)',
    errProposal: 'Выберите, что вы предлагаете',
    errText: 'Опишите причину',
    other: 'Другое',
    lost: 'Снизился доход или потеряна работа',
    income: 'Ваш доход в месяц сейчас, ₸',
    details: 'Расскажите подробнее',
    defer: 'Отсрочить платёж',
    extend: 'Увеличить срок займа',
    summary: 'Ваше заявление',
    asking: 'Вы просите изменить условия договора займа: Отсрочить платёж.',
    incomeRow: 'Доход в месяц',
    send: 'Отправить заявление',
    done: 'Заявление зарегистрировано',
    number: 'Номер заявления',
    answerBy: 'Ответ не позднее',
    section: 'Заявление об изменении условий договора',
    submitted: 'Заявление зарегистрировано',
    approved: 'Мы согласны изменить условия',
    refused: 'Мы не можем изменить условия',
    newDate: 'Новая дата возврата',
    ombudsman: 'Если вы не согласны с ответом',
    ombudsmanName: 'Финансовый омбудсман',
    call: 'Позвонить: +7 727 200 00 01',
  },
  kz: {
    button: 'Төлей алмаймын',
    dueSoon: 'Қарызды мерзімінде қайтару қиын болса, шарт талаптарын өзгерту туралы өтініш беріңіз.',
    waiting: (date: string) => `Өтініш тіркелді. Жауаптың соңғы мерзімі: ${date}.`,
    window: (date: string) => `Төлеу қиын болса, шарт талаптарын өзгерту туралы өтініш беруге құқығыңыз бар. Өтініш берудің соңғы күні: ${date}.`,
    check: 'Өтінішті тексеру',
    errReason: 'Себепті таңдаңыз',
    errIncome: 'Табысты теңгемен бүтін санмен көрсетіңіз (табыс болмаса, 0)',
    errProposal: 'Не ұсынатыныңызды таңдаңыз',
    errText: 'Себебін жазыңыз',
    other: 'Басқа',
    lost: 'Табыс азайды немесе жұмыстан айырылдым',
    income: 'Қазіргі айлық табысыңыз, ₸',
    details: 'Толығырақ жазыңыз',
    defer: 'Төлемді кейінге шегеру',
    extend: 'Қарыз мерзімін ұлғайту',
    summary: 'Сіздің өтінішіңіз',
    asking: 'Қарыз шартының талаптарын өзгертуді сұрайсыз: Төлемді кейінге шегеру.',
    incomeRow: 'Айлық табыс',
    send: 'Өтінішті жіберу',
    done: 'Өтініш тіркелді',
    number: 'Өтініш нөмірі',
    answerBy: 'Жауаптың соңғы мерзімі',
    section: 'Шарт талаптарын өзгерту туралы өтініш',
    submitted: 'Өтініш тіркелді',
    approved: 'Талаптарды өзгертуге келісеміз',
    refused: 'Талаптарды өзгерте алмаймыз',
    newDate: 'Жаңа қайтару күні',
    ombudsman: 'Жауаппен келіспесеңіз',
    ombudsmanName: 'Қаржы омбудсманы',
    call: 'Қоңырау шалу: +7 727 200 00 01',
  },
} as const;

describe.each(['ru', 'kz'] as const)('«Не могу платить» (%s)', (locale) => {
  const L = TEXT[locale];
  const date = (iso: string) => norm(formatDate(iso, tagOf(locale)));

  it('the overdue card on the Loans tab names the last day of the 30-day window and leads to the form, from the tab\'s own answer', async () => {
    const { user } = await seededAs(db, { stage: 'overdue' });
    const order = user.orders[0]!;
    const paths: string[] = [];
    const record = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      await renderApp('/', { locale });
      // Drawn with the card, not a line that arrives later and moves what is under it.
      const link = await screen.findByRole('link', { name: L.button }, LOAD);
      expect(screen.getByText(byText(L.window(date(addDaysIso(order.dueDate!, 30)))))).toBeVisible();
      expect(link).toHaveAttribute('href', `/pages/loan/hardship?orderNo=${order.orderNo}`);
      expect(paths).toContain('/api/loan/userInfo');
      expect(paths).not.toContain('/api/loan/hardship/status');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('a loan due soon offers it on the Loans tab; once filed, the card says it waits and until when, with no second way to apply', async () => {
    const { user } = await seededAs(db, { stage: 'due_soon' });
    const orderNo = user.orders[0]!.orderNo;
    const first = await renderApp('/', { locale });
    expect(await screen.findByText(L.dueSoon, {}, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: L.button })).toHaveAttribute('href', `/pages/loan/hardship?orderNo=${orderNo}`);
    first.unmount();

    const app = await hardshipApply({ orderNo, reason: 'family', reasonText: '', income: 40_000, proposal: 'defer', fileId: null }, key());
    await renderApp('/', { locale });
    expect(await screen.findByText(byText(L.waiting(date(app.answerBy))), {}, LOAD)).toBeVisible();
    expect(screen.queryByRole('link', { name: L.button })).toBeNull();
  });

  it('the form says what is missing and sends nothing; filled in, it shows what is asked, then the number and the answer date', async () => {
    const { user } = await seededAs(db, { stage: 'overdue' });
    const order = user.orders[0]!;
    const ui = userEvent.setup();
    await renderApp(`/pages/loan/hardship?orderNo=${order.orderNo}`, { locale });
    expect(await screen.findByText(byText(L.window(date(addDaysIso(order.dueDate!, 30)))), {}, LOAD)).toBeVisible();

    await ui.click(screen.getByRole('button', { name: L.check }));
    expect(screen.getByText(L.errReason)).toBeVisible();
    expect(screen.getByText(L.errIncome)).toBeVisible();
    expect(screen.getByText(L.errProposal)).toBeVisible();
    await ui.click(screen.getByRole('radio', { name: L.other }));
    await ui.click(screen.getByRole('button', { name: L.check }));
    expect(screen.getByText(L.errText)).toBeVisible();
    expect(screen.queryByRole('heading', { name: L.summary })).toBeNull();

    await ui.click(screen.getByRole('radio', { name: L.lost }));
    await ui.type(screen.getByRole('textbox', { name: L.income }), '85000');
    await ui.click(screen.getByRole('radio', { name: L.defer }));
    await ui.click(screen.getByRole('button', { name: L.check }));
    const summary = await screen.findByRole('region', { name: L.summary });
    expect(within(summary).getByText(L.asking)).toBeVisible();
    expect(valueOf(summary, L.incomeRow)).toBe(norm(`${new Intl.NumberFormat(tagOf(locale)).format(85_000)} ₸`));
    // Nothing filed until the borrower sends it.
    expect(db.userByPhone(user.phone)!.hardship ?? []).toHaveLength(0);

    await ui.click(screen.getByRole('button', { name: L.send }));
    const done = await screen.findByRole('region', { name: L.done });
    const filed = db.userByPhone(user.phone)!.hardship![0]!;
    expect(filed).toMatchObject({ reason: 'income_lost', income: 85_000, proposal: 'defer', fileId: null });
    expect(valueOf(done, L.number)).toBe(filed.regNo);
    expect(valueOf(done, L.answerBy)).toBe(date(addDaysIso(kzDay(db.now()), 15)));
  });

  it('the loan page shows the application waiting with its number and date, then the agreed new date once answered', async () => {
    const { user, phone } = await seededAs(db, { stage: 'overdue' });
    const orderNo = user.orders[0]!.orderNo;
    const app = await hardshipApply({ orderNo, reason: 'illness', reasonText: '', income: 0, proposal: 'defer', fileId: null }, key());
    const first = await renderApp(`/pages/loan/detail?orderNo=${orderNo}`, { locale });
    let section = await screen.findByRole('region', { name: L.section }, LOAD);
    expect(within(section).getByText(L.submitted)).toBeVisible();
    expect(valueOf(section, L.number)).toBe(app.regNo);
    expect(valueOf(section, L.answerBy)).toBe(date(app.answerBy));
    expect(within(section).queryByRole('link', { name: L.button })).toBeNull();
    first.unmount();

    db.advance(phone);
    await renderApp(`/pages/loan/detail?orderNo=${orderNo}`, { locale });
    section = await screen.findByRole('region', { name: L.section }, LOAD);
    expect(await within(section).findByText(L.approved)).toBeVisible();
    const answered = db.userByPhone(phone)!.hardship![0]!;
    expect(valueOf(section, L.newDate)).toBe(date(answered.newDueDate!));
    expect(within(section).queryByRole('heading', { name: L.ombudsman })).toBeNull();
  });

  it('after a refusal the loan page says so and gives the financial ombudsman’s details from the server', async () => {
    const { user, phone } = await seededAs(db, { stage: 'overdue' });
    const orderNo = user.orders[0]!.orderNo;
    const app = await hardshipApply({ orderNo, reason: 'family', reasonText: '', income: 60_000, proposal: 'extend', fileId: null }, key());
    db.advance(phone);
    await renderApp(`/pages/loan/detail?orderNo=${orderNo}`, { locale });
    const section = await screen.findByRole('region', { name: L.section }, LOAD);
    expect(within(section).getByText(L.refused)).toBeVisible();
    expect(within(section).getByRole('heading', { name: L.ombudsman })).toBeVisible();
    expect(within(section).getByText((t) => t.includes(app.regNo) && t.length > app.regNo.length)).toBeVisible();
    expect(within(section).getByText(L.ombudsmanName)).toBeVisible();
    expect(within(section).getByRole('link', { name: (n) => norm(n) === L.call })).toHaveAttribute('href', 'tel:+77272000001');
    // Its website, on the link allow-list: opened in a new tab.
    const site = within(section).getByRole('link', { name: 'finombudsman.kz' });
    expect(site).toHaveAttribute('href', 'https://finombudsman.kz/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
