/**
 * A refusal that says why (issue 26), as the borrower reads it on the Loans tab in Russian and Kazakh, from the
 * sandbox's own decision under each scenario: a self-ban only the borrower lifts on eGov (no 7-day countdown),
 * the debt burden ratio with its figures and that it is the law's rule, a serious overdue elsewhere with what to
 * do first, and any other reason with the company's 7-day countdown. No phone number on a reason the law decides.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { db } from '../../../../../tests/msw-server';
import { componentQueryClient, renderApp, seededAs } from '../../../../../tests/render';
import { submitOrder } from '@/features/loan-application/api';
import type { Scenario } from '@/mocks/domain/scenarios';
import type { Refusal } from '@/shared/api/order';
import { LegalRefusal } from '@/shared/refusal/RefusalReason';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const key = () => ({ idempotencyKey: crypto.randomUUID() });

const T = {
  ru: {
    title: 'Заявка отклонена',
    take: 'Получить деньги',
    again: 'Новую заявку можно подать через',
    checkForm: 'Проверить анкету',
    law: 'Это правило закона, а не наше решение, и исключений из него нет.',
    selfBan: {
      reason: 'Причина: на eGov действует добровольный отказ от получения займов',
      who: 'Снять отказ можете только вы: на портале eGov.kz или в мобильном приложении eGov, услуга «Добровольный отказ от получения банковских займов, микрокредитов», с электронной цифровой подписью (ЭЦП). Сделать это за вас не может никто — ни мы, ни кто-либо другой.',
      link: 'Открыть eGov.kz',
      after: 'Когда снимете отказ, подайте заявку снова: мы проверим ещё раз.',
    },
    debtLoad: {
      reason: 'Причина: коэффициент долговой нагрузки (КДН) выше, чем разрешает закон',
      what: 'По закону платежи по всем кредитам и займам в месяц не могут быть больше 50 % официального дохода. С этим займом они были бы больше.',
      rows: [
        ['Официальный доход в месяц', '180 000 ₸'],
        ['Платежи по другим кредитам в месяц', '85 000 ₸'],
        ['Платёж по этому займу', '20 210 ₸'],
        ['КДН с этим займом', '58 %'],
        ['Предел по закону', '50 %'],
      ],
      official: 'Учитывается только официальный доход по данным государственных баз, а не сумма из анкеты.',
    },
    overdue: {
      reason: 'Причина: долгая просрочка по займу в другой организации',
      what: 'По данным кредитного бюро, у вас есть просрочка больше 60 дней по займу или кредиту в другой организации. Пока она не погашена, закон не разрешает выдавать вам новые займы.',
      first: 'Сначала погасите эту просрочку или договоритесь с той организацией: вы можете подать ей заявление об изменении условий договора.',
      link: 'Кредитный отчёт на eGov.kz',
    },
  },
  kz: {
    title: 'Өтінім қабылданбады',
    take: 'Ақша алу',
    again: 'Жаңа өтінім беруге дейін қалған уақыт:',
    checkForm: 'Сауалнаманы тексеру',
    law: 'Бұл — біздің шешіміміз емес, заң талабы, одан ерекшелік жоқ.',
    selfBan: {
      reason: 'Себебі: eGov-та қарыз алудан өз еркіңізбен бас тартуыңыз күшінде',
      who: 'Бас тартуды тек өзіңіз алып тастай аласыз: eGov.kz порталында немесе eGov мобильді қосымшасында, «Банктік қарыздар мен микрокредиттерді алудан ерікті түрде бас тарту» қызметі арқылы, электрондық цифрлық қолтаңбамен (ЭЦҚ). Мұны сіздің орныңызға біз де, басқа ешкім де жасай алмайды.',
      link: 'eGov.kz ашу',
      after: 'Бас тартуды алып тастағаннан кейін өтінімді қайта беріңіз: біз қайта тексереміз.',
    },
    debtLoad: {
      reason: 'Себебі: борыш жүктемесінің коэффициенті заң рұқсат ететін шектен жоғары',
      what: 'Заң бойынша барлық несиелер мен қарыздар бойынша айлық төлемдер ресми табыстың белгілі бір үлесінен аспауы керек, шегі: 50 %. Осы қарызбен олар шектен асып кетер еді.',
      rows: [
        ['Айлық ресми табыс', '180 000 ₸'],
        ['Басқа несиелер бойынша айлық төлемдер', '85 000 ₸'],
        ['Осы қарыз бойынша төлем', '20 210 ₸'],
        ['Осы қарызбен борыш жүктемесінің коэффициенті', '58 %'],
        ['Заң бойынша шегі', '50 %'],
      ],
      official: 'Сауалнамадағы сома емес, тек мемлекеттік дерекқорлардағы ресми табыс есепке алынады.',
    },
    overdue: {
      reason: 'Себебі: басқа ұйымдағы қарыз бойынша ұзақ уақыт мерзімі өткен берешек бар',
      what: 'Кредиттік бюро деректері бойынша басқа ұйымдағы қарызыңыз немесе несиеңіз бойынша мерзімі 60 күннен астам өткен берешек бар. Ол өтелмейінше заң сізге жаңа қарыз беруге рұқсат етпейді.',
      first: 'Алдымен осы берешекті өтеңіз немесе сол ұйыммен келісіңіз: оған шарт талаптарын өзгерту туралы өтініш беруге болады.',
      link: 'eGov.kz-тегі кредиттік есеп',
    },
  },
} as const;

beforeAll(async () => {
  await Promise.all([import('@/features/loan-application/components/SignedInLoansTab'), import('@/features/loan-application/components/ApplyForm')]);
}, 60_000);

/** A borrower with a card who applied for 20 000 ₸ for 7 days under `scenario`, decided by the sandbox. */
async function refusedUnder(scenario: Scenario) {
  const { phone } = await seededAs(db, { stage: 'with_card' });
  db.setScenario(scenario, phone);
  await submitOrder({ amount: 20_000, days: 7 }, key());
  db.advance(phone, true);
}

/** Nothing in the card calls the company: no phone link, no phone number. */
function expectNoCall(card: HTMLElement) {
  expect(card.querySelector('a[href^="tel:"]')).toBeNull();
  expect(card.textContent).not.toMatch(/\+7|727/);
}

describe.each(['ru', 'kz'] as const)('the refused card (%s)', (locale) => {
  const l = T[locale];

  it('self-ban: what it is, that only the borrower lifts it on eGov (link out), no 7-day countdown, no call; the offer below for after', async () => {
    await refusedUnder('self_ban');
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.title });
    expect(within(card).getByText(l.selfBan.reason)).toBeVisible();
    expect(within(card).getByText(l.selfBan.who)).toBeVisible();
    expect(within(card).getByText(l.selfBan.after)).toBeVisible();
    const egov = within(card).getByRole('link', { name: l.selfBan.link });
    expect(egov).toHaveAttribute('href', 'https://egov.kz/');
    expect(egov).toHaveAttribute('target', '_blank');
    expect(egov).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).queryByRole('timer')).toBeNull();
    expect(card.textContent).not.toContain(l.again);
    expect(within(card).queryByRole('link', { name: l.checkForm })).toBeNull();
    expectNoCall(card);
    expect(within(card).getByText('20 000 ₸')).toBeVisible();
    // Nothing on our side waits: once the ban is lifted, the borrower applies here.
    expect(await screen.findByRole('button', { name: l.take })).toBeVisible();
  });

  it('debt load: the ratio from official income and payments, the limit, that only official income counts and that it is the law', async () => {
    await refusedUnder('debt_load');
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.title });
    expect(within(card).getByText(l.debtLoad.reason)).toBeVisible();
    expect(within(card).getByText(l.debtLoad.what)).toBeVisible();
    const rows = [...card.querySelectorAll('dl')][0]!;
    const pairs = [...rows.querySelectorAll('dt')].map((dt) => [norm(dt.textContent), norm(dt.nextElementSibling?.textContent)]);
    expect(pairs).toEqual(l.debtLoad.rows.map(([a, b]) => [a, b]));
    expect(within(card).getByText(l.debtLoad.official)).toBeVisible();
    expect(within(card).getByText(l.law)).toBeVisible();
    expect(within(card).queryByRole('timer')).toBeNull();
    expectNoCall(card);
  });

  it('overdue elsewhere: what it is, what to do first, where to see it (credit report on eGov), no countdown, no call', async () => {
    await refusedUnder('overdue_elsewhere');
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.title });
    expect(within(card).getByText(l.overdue.reason)).toBeVisible();
    expect(within(card).getByText(l.overdue.what)).toBeVisible();
    expect(within(card).getByText(l.overdue.first)).toBeVisible();
    expect(within(card).getByRole('link', { name: l.overdue.link })).toHaveAttribute('href', 'https://egov.kz/');
    expect(within(card).getByText(l.law)).toBeVisible();
    expect(within(card).queryByRole('timer')).toBeNull();
    expect(card.textContent).not.toContain(l.again);
    expectNoCall(card);
  });

  it('any other reason: the company’s 7-day countdown and what to do meanwhile, no legal reason named', async () => {
    await refusedUnder('reject');
    await renderApp('/', { locale });
    const card = await screen.findByRole('region', { name: l.title });
    expect(within(card).getByRole('timer')).toBeVisible();
    expect(card.textContent).toContain(l.again);
    expect(within(card).getByRole('link', { name: l.checkForm })).toBeVisible();
    expect(card.textContent).not.toContain('eGov');
    expect(screen.queryByRole('button', { name: l.take })).toBeNull();
  });
});

describe('a link out from the server', () => {
  const selfBan = (url: string | null): Refusal => ({ reason: 'self_ban', url, debtLoad: null, overdueDays: null });

  it.each([
    ['another site', 'https://egov.kz.evil.example/'],
    ['plain http', 'http://egov.kz/'],
    ['a script', 'javascript:alert(1)'],
    ['a path of the app', '/pages/personal/material'],
    ['none', null],
  ])('is not offered when it is %s', async (_what, url) => {
    await componentQueryClient('ru');
    render(<LegalRefusal refusal={selfBan(url)} />);
    expect(screen.getByText(T.ru.selfBan.who)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
