import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { productInfoForH5, type ProductInfoResponse } from '@/shared/api/product';

/**
 * The instructions as a borrower reads them: every figure is the server's (checked against its answer,
 * and against an answer with other numbers), the worked example is the server's own, the sections can be
 * reached from the contents, and the page still says how to repay and complain when the terms fail to load.
 * Expected texts use plain spaces: Testing Library folds Intl's no-break spaces into them.
 */

const PAGE = '/pages/personal/Instructions';
const sp = (s: string) => s.replace(/\s/g, ' ');
const tenge = (n: number, tag: 'ru' | 'kk') => sp(`${new Intl.NumberFormat(tag).format(n)} ₸`);
const pct = (n: number, tag: 'ru' | 'kk') => sp(`${new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(n)} %`);
const text = (el: HTMLElement | null | undefined) => sp(el?.textContent ?? '');

/** The value printed next to a label of the worked example. */
function figure(example: HTMLElement, label: string): string {
  return text(within(example).getByText(label).nextElementSibling as HTMLElement);
}

async function serverProduct(): Promise<ProductInfoResponse> {
  return productInfoForH5();
}

describe('Instructions page', () => {
  it("ru, signed out: the worked example's figures are the server's, and the rules quote the server's product", async () => {
    await renderApp(PAGE);
    const example = (await screen.findByRole('heading', { name: 'Пример расчёта' })).parentElement!;
    const p = await serverProduct();
    const ex = p.defaultOffer!;
    expect(figure(example, 'Вы получаете на карту')).toBe(tenge(ex.receiveAmount, 'ru'));
    expect(figure(example, 'Вознаграждение за день')).toBe(tenge(ex.interestPerDay, 'ru'));
    expect(figure(example, 'Вознаграждение за весь срок')).toBe(tenge(ex.interest, 'ru'));
    expect(figure(example, 'Сумма к возврату')).toBe(tenge(ex.repayAmount, 'ru'));
    expect(figure(example, 'ГЭСВ')).toBe(pct(ex.aprPercent, 'ru'));
    expect(text(example)).toContain(
      `(${tenge(ex.repayAmount, 'ru')} ÷ ${tenge(ex.receiveAmount, 'ru')})^(365 ÷ ${ex.days}) − 1 = ${pct(ex.aprPercent, 'ru')}`,
    );
    // Today's sandbox figures, written out once: 30 000 ₸ for 14 days.
    expect(figure(example, 'Сумма к возврату')).toBe('30 630 ₸');
    expect(figure(example, 'ГЭСВ')).toBe('71,92 %');

    const page = document.body;
    expect(text(page)).toContain(`Сумма займа — от ${tenge(p.minAmount, 'ru')} до ${tenge(p.maxQuota!, 'ru')}, с шагом ${tenge(p.amountStep, 'ru')}.`);
    expect(text(page)).toContain('Срок — 5, 7, 10, 14, 21 или 30 дней.');
    expect(text(page)).toContain(`Первый заём — до ${tenge(p.firstQuota!, 'ru')}. Каждый погашенный заём увеличивает лимит на ${tenge(p.quotaStep!, 'ru')}`);
    expect(text(page)).toContain(`Вознаграждение — ${pct(p.dailyRatePercent, 'ru')} в день от непогашенного основного долга (${pct(p.annualRatePercent, 'ru')} годовых).`);
    // A larger loan's lower rate (the law's ГЭСВ cap above 45 MRP), as the server publishes it.
    expect(text(page)).toContain('Для займа больше 194 625 ₸ вознаграждение ниже — 0,1 % в день (36,5 % годовых).');
    expect(text(page)).toContain('и только на ту часть основного долга, которую вы ещё не вернули');
    expect(text(page)).toContain('Кроме вознаграждения и пени за просрочку, никаких платежей нет');
    expect(text(page)).toContain(
      `если вернуть заём ${tenge(ex.amount, 'ru')} через 5 дней после выплаты на карту, вознаграждение составит ${tenge(ex.early.interest, 'ru')}, а сумма к возврату — ${tenge(ex.early.repayAmount, 'ru')} вместо ${tenge(ex.repayAmount, 'ru')}`,
    );
    expect(text(page)).toContain(`Частичный платёж — от ${tenge(p.minPartPayment!, 'ru')}`);
    // H1: after a partial repayment the reward runs on what is left, never on the whole loan.
    expect(text(page)).toContain(
      'Платёж идёт сначала на пеню, затем на вознаграждение, затем на основной долг. После частичного погашения вознаграждение начисляется только на оставшийся основной долг.',
    );
    expect(text(page)).not.toContain('на всю сумму займа');
    expect(text(page)).toContain('Продление — на 7 или 14 дней.');
    expect(text(page)).toContain('начиная за 3 дня до даты возврата и не позже чем через 7 дней после неё, максимум 2 раза за один заём');
    // M6: an extension is paid as reward (and penalty), never as a fee of its own.
    expect(text(page)).toContain('Отдельной платы за продление нет.');
    expect(text(page)).toContain(`при продлении в дату возврата к оплате — ${tenge(ex.extensionFee, 'ru')}`);
    // H3: the server's rate on the overdue principal, its stop, and the server's cap.
    expect(text(page)).toContain(`пеня — ${pct(p.penaltyRatePercent, 'ru')} от суммы просроченного основного долга, не дольше 90 дней подряд.`);
    expect(text(page)).toContain(`пеня — ${tenge(ex.penaltyPerDay, 'ru')} в день, а за 90 дней просрочки — ${tenge(ex.penaltyMax, 'ru')}.`);
    expect(text(page)).toContain(`Предельная сумма переплаты — ${pct(p.overpaymentCapPercent!, 'ru')} от суммы займа`);
    expect(text(page)).toContain('с учётом всех продлений, не могут её превысить');
    // Today's sandbox figures, written out once: 0,5 % a day, 150 ₸ and 13 500 ₸ for 30 000 ₸, a cap of 100 %.
    expect(text(page)).toContain('пеня — 150 ₸ в день, а за 90 дней просрочки — 13 500 ₸.');
    expect(text(page)).toContain('Предельная сумма переплаты — 100 % от суммы займа');
    // Signed out: no personal limit.
    expect(screen.queryByText(/Ваш лимит сейчас/)).toBeNull();
  });

  it('shows whatever the server says: other numbers in the answer, other numbers on the page', async () => {
    server.use(
      http.post('*/api/prod/productInfoForH5', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: {
            minAmount: 20_000,
            maxAmount: 200_000,
            amountStep: 10_000,
            defaultAmount: 40_000,
            terms: [7, 21],
            defaultDays: 21,
            dailyRatePercent: 0.2,
            aprPercent: 88.88,
            annualRatePercent: 73,
            penaltyRatePercent: 0.3,
            maxQuota: 200_000,
            penaltyMaxDays: 60,
            overpaymentCapPercent: 50,
            extension: { opensDaysBefore: 2, closesDaysAfter: 5, maxExtensions: 1, terms: [10] },
            defaultOffer: {
              amount: 40_000,
              days: 21,
              interest: 1_680,
              serviceFee: 0,
              receiveAmount: 40_000,
              repayAmount: 41_680,
              aprPercent: 88.88,
              interestPerDay: 80,
              early: { days: 3, interest: 240, repayAmount: 40_240 },
              extensionFee: 1_680,
              penaltyPerDay: 120,
              penaltyMax: 7_200,
            },
            loyalty: null,
          },
        }),
      ),
    );
    await renderApp(PAGE);
    const example = (await screen.findByRole('heading', { name: 'Пример расчёта' })).parentElement!;
    expect(figure(example, 'Вознаграждение за день')).toBe('80 ₸');
    expect(figure(example, 'Сумма к возврату')).toBe('41 680 ₸');
    expect(figure(example, 'ГЭСВ')).toBe('88,88 %');
    const page = text(document.body);
    expect(page).toContain('Сумма займа — от 20 000 ₸ до 200 000 ₸, с шагом 10 000 ₸.');
    expect(page).toContain('Срок — 7 или 21 день.');
    expect(page).toContain('через 3 дня после выплаты на карту, вознаграждение составит 240 ₸, а сумма к возврату — 40 240 ₸');
    expect(page).toContain('начиная за 2 дня до даты возврата и не позже чем через 5 дней после неё, максимум 1 раз за один заём');
    expect(page).toContain('пеня — 0,3 % от суммы просроченного основного долга, не дольше 60 дней подряд.');
    expect(page).toContain('пеня — 120 ₸ в день, а за 60 дней просрочки — 7 200 ₸.');
    expect(page).toContain('Предельная сумма переплаты — 50 % от суммы займа');
    // What the answer leaves out is not made up.
    expect(page).not.toContain('Первый заём');
    expect(page).not.toContain('Частичный платёж');
  });

  it("an answer without the penalty's stop and the cap: the rule and its example without them, nothing made up", async () => {
    const p = await serverProduct();
    const { penaltyMaxDays: _days, overpaymentCapPercent: _cap, ...rest } = p;
    server.use(http.post('*/api/prod/productInfoForH5', () => HttpResponse.json({ code: 0, msg: 'ok', data: { ...rest, loyalty: null } })));
    await renderApp(PAGE);
    await screen.findByRole('heading', { name: 'Пример расчёта' });
    const page = text(document.body);
    expect(page).toContain(`пеня — ${pct(p.penaltyRatePercent, 'ru')} от суммы просроченного основного долга.`);
    expect(page).toContain(`ничего не погашено, пеня — ${tenge(p.defaultOffer!.penaltyPerDay, 'ru')} в день.`);
    expect(page).not.toContain('подряд');
    expect(page).not.toContain('Предельная сумма переплаты');
  });

  it('kz: the same figures in Kazakh, with the glossary terms', async () => {
    await renderApp(PAGE, { locale: 'kz' });
    const example = (await screen.findByRole('heading', { name: 'Есептеу мысалы' })).parentElement!;
    const p = await serverProduct();
    const ex = p.defaultOffer!;
    expect(figure(example, 'Картаға аударылатын сома')).toBe(tenge(ex.receiveAmount, 'kk'));
    expect(figure(example, 'Бүкіл мерзімдегі сыйақы')).toBe(tenge(ex.interest, 'kk'));
    expect(figure(example, 'Қайтарылатын сома')).toBe(tenge(ex.repayAmount, 'kk'));
    expect(figure(example, 'ЖТСМ')).toBe(pct(ex.aprPercent, 'kk'));
    expect(screen.getByRole('heading', { level: 2, name: 'Сыйақы және ЖТСМ' })).toBeVisible();
    const page = text(document.body);
    expect(page).toContain(`Қарыз сомасы: ${tenge(p.minAmount, 'kk')}-ден ${tenge(p.maxQuota!, 'kk')}-ге дейін`);
    expect(page).toContain('Мерзімі: 5, 7, 10, 14, 21 немесе 30 күн.');
    expect(page).toContain('қайтару күніне 3 күн қалғаннан бастап, қайтару күнінен кейін 7 күн өткенге дейін ұзартуға болады; бір қарыз бойынша ең көбі 2 рет');
    expect(page).toContain(`негізгі борыштың өтелмеген сомасының ${pct(p.dailyRatePercent, 'kk')} мөлшерінде есептеледі`);
    expect(page).toContain('194 625 ₸ сомасынан асатын қарыз үшін сыйақы төменірек: күніне 0,1 % (жылдық 36,5 %).');
    expect(page).toContain('Ішінара өтегеннен кейін сыйақы тек негізгі борыштың қалған сомасына есептеледі.');
    expect(page).toContain(
      `мерзімі өткен негізгі борыш сомасының ${pct(p.penaltyRatePercent, 'kk')} мөлшерінде өсімпұл есептеледі, қатарынан ең көбі 90 күн бойы.`,
    );
    expect(page).toContain(`өсімпұл күніне ${tenge(ex.penaltyPerDay, 'kk')}, ал 90 күн ішінде ${tenge(ex.penaltyMax, 'kk')} болады.`);
    expect(page).toContain(`Артық төлемнің шекті сомасы — қарыз сомасының ${pct(p.overpaymentCapPercent!, 'kk')}:`);
    expect(page).toContain('Ұзарту үшін бөлек ақы алынбайды.');
  });

  it('signed in: the borrower reads their own limit', async () => {
    await seededAs(db, { stage: 'with_card' });
    await renderApp(PAGE);
    const loyalty = (await serverProduct()).loyalty!;
    expect(await screen.findByText(`Ваш лимит сейчас: ${tenge(loyalty.quota, 'ru')}.`)).toBeVisible();
  });

  it('the contents lead to each section: its heading takes the focus; headings make an outline', async () => {
    const user = userEvent.setup();
    await renderApp(PAGE);
    await screen.findByRole('heading', { name: 'Пример расчёта' });
    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    const entries = within(toc).getAllByRole('button').map((b) => b.textContent);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Содержание', ...entries]);
    expect(entries).toEqual([
      'Как получить заём',
      'Суммы и сроки',
      'Вознаграждение и ГЭСВ',
      'Как погасить заём',
      'Продление займа',
      'Если платёж просрочен',
      'Вопросы и жалобы',
      'Контакты',
    ]);
    await user.click(within(toc).getByRole('button', { name: 'Если платёж просрочен' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Если платёж просрочен' })).toHaveFocus();
  });

  it('complaints and contacts: the feedback page, the answer time, and what the About page says about our hours', async () => {
    await renderApp(PAGE);
    const complaints = await screen.findByRole('region', { name: 'Вопросы и жалобы' });
    expect(within(complaints).getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', '/pages/personal/feedback');
    expect(within(complaints).getByText(/Обычно отвечаем в течение одного рабочего дня и не позднее даты, указанной в обращении/)).toBeVisible();
    const contacts = screen.getByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByText('ТОО «МФО „Быстрые займы“»')).toBeVisible();
    expect(within(contacts).getByText(/Служба поддержки: понедельник–пятница, 09:00–18:00/)).toBeVisible();
    expect(within(contacts).getByRole('link', { name: 'О нас' })).toHaveAttribute('href', '/pages/personal/about_us');
    expect(within(contacts).getByRole('link', { name: 'Лицензия' })).toHaveAttribute('href', '/pages/personal/license');
  });

  it('the terms fail to load: an error with retry, and the page still says how to repay and complain', async () => {
    const user = userEvent.setup();
    db.setScenario('server_error');
    await renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить условия займа');
    expect(screen.getByRole('region', { name: 'Как погасить заём' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Вопросы и жалобы' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Пример расчёта' })).toBeNull();
    db.setScenario('approve');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Пример расчёта' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
