import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';
import { useSession } from '@/stores/session';
import { useConfig } from '@/stores/config';
import { saveStepData } from '@/features/onboarding/api';
import type { AppLocale } from '@/lib/i18n';
import { APP_KEYS } from '@/lib/storage';

type User = ReturnType<typeof userEvent.setup>;

/** Chooses an option: a chip of a short list (one tap), or in the sheet of a long one's picker. */
async function choose(user: User, label: RegExp, option: string) {
  const chips = screen.queryByRole('radiogroup', { name: label });
  if (chips) return user.click(within(chips).getByRole('radio', { name: option }));
  await user.click(screen.getByRole('button', { name: label }));
  const sheet = await screen.findByRole('dialog');
  await user.click(within(sheet).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Fills the three contacts on the contacts page (as «Друг»), leaving out the relation of those in `noRelation`. */
async function fillContacts(user: User, noRelation: number[] = []) {
  const names = await screen.findAllByLabelText('Имя и фамилия');
  const relations = screen.getAllByRole('radiogroup', { name: /Кем приходится/ });
  const phones = screen.getAllByLabelText('Номер телефона');
  for (const i of [0, 1, 2]) {
    await user.type(names[i]!, `Контакт ${i + 1}`);
    if (!noRelation.includes(i)) await user.click(within(relations[i]!).getByRole('radio', { name: 'Друг' }));
    await user.type(phones[i]!, `70155566${70 + i}`);
  }
  return { relations };
}

function captureSaves() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/user/userStepData')) bodies.push(await request.clone().json());
  });
  return bodies;
}

const T = {
  ru: {
    next: 'Далее',
    errors: ['Укажите ежемесячный доход', 'Укажите образование', 'Укажите тип занятости', 'Укажите цель займа', 'Выберите область или город', 'Укажите населённый пункт', 'Укажите улицу', 'Укажите дом и квартиру'],
    email: 'Эл. почта',
    emailError: 'Неверный формат, пример правильного формата: name@mail.kz',
    save: 'Сохранить и продолжить',
    contactErrors: ['Укажите имя и фамилию', 'Укажите, кем вам приходится этот человек', 'Укажите номер телефона'],
    phone: 'Номер телефона',
    forbidden: 'Этот номер указать нельзя',
    repeat: 'Номера контактов не должны повторяться',
    incomplete: 'Введите полный номер мобильного телефона',
  },
  kz: {
    next: 'Әрі қарай',
    errors: ['Айлық табысыңызды көрсетіңіз', 'Біліміңізді көрсетіңіз', 'Жұмыспен қамтылу түрін көрсетіңіз', 'Қарыздың мақсатын көрсетіңіз', 'Облысты немесе қаланы таңдаңыз', 'Елді мекенді көрсетіңіз', 'Көшені көрсетіңіз', 'Үй мен пәтерді көрсетіңіз'],
    email: 'Электрондық пошта',
    emailError: 'Пішімі қате, дұрыс пішімнің үлгісі: name@mail.kz',
    save: 'Сақтап, жалғастыру',
    contactErrors: ['Аты-жөнін көрсетіңіз', 'Бұл адам сізге кім болып келетінін көрсетіңіз', 'Телефон нөмірін көрсетіңіз'],
    phone: 'Телефон нөмірі',
    forbidden: 'Бұл нөмірді көрсетуге болмайды',
    repeat: 'Байланыс нөмірлері қайталанбауы керек',
    incomplete: 'Ұялы телефон нөмірін толық енгізіңіз',
  },
} as const;

describe.each(['ru', 'kz'] as AppLocale[])('onboarding in %s: every message for its cause', (locale) => {
  const l = T[locale];

  it('work and income: each missing choice and address part, and a malformed e-mail', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/info/info', { locale });
    await user.type(await screen.findByLabelText(l.email), 'aigerim@mail');
    await user.click(screen.getByRole('button', { name: l.next }));
    for (const message of l.errors) expect(await screen.findByText(message), message).toBeVisible();
    expect(screen.getByText(l.emailError)).toBeVisible();
  });

  it('contacts: missing fields, an incomplete number, the borrower’s own number and a repeated number', async () => {
    await signedIn(db, '7011234567');
    const user = userEvent.setup();
    await renderApp('/pages/info/info?group=contacts', { locale });
    await user.click(await screen.findByRole('button', { name: l.save }));
    for (const message of l.contactErrors) expect(await screen.findAllByText(message), message).toHaveLength(3);

    const phones = screen.getAllByLabelText(l.phone);
    await user.type(phones[0]!, '70112');
    await user.type(phones[1]!, '7011234567'); // the borrower's own number
    await user.type(phones[2]!, '70112');
    expect(await screen.findByText(l.forbidden)).toBeVisible();
    expect(screen.getAllByText(l.incomplete)).toHaveLength(2);
    await user.clear(phones[0]!);
    await user.type(phones[0]!, '7775556677');
    await user.clear(phones[2]!);
    await user.type(phones[2]!, '7775556677');
    expect(await screen.findByText(l.repeat)).toBeVisible();
    expect(phones[2]).toHaveAttribute('aria-invalid', 'true');
    expect(phones[0]).not.toHaveAttribute('aria-invalid');
  });
});

describe('onboarding: an empty choice takes focus on submit', () => {
  it('work: the one choice left empty is focused and says why', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/info/info');
    await screen.findByRole('radiogroup', { name: /Ежемесячный доход/ });
    await choose(user, /Ежемесячный доход/, 'до 70\u00a0000\u00a0₸');
    await choose(user, /Образование/, 'Высшее');
    await choose(user, /Тип занятости/, 'Работаю по найму');
    await choose(user, /Область или город/, 'г. Алматы');
    await user.type(screen.getByLabelText('Улица'), 'пр. Абая');
    await user.type(screen.getByLabelText('Дом, квартира'), '10, кв. 5');
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    expect(await screen.findByText('Укажите цель займа')).toBeVisible();
    const purpose = screen.getByRole('radiogroup', { name: /Цель займа/ });
    expect(within(purpose).getAllByRole('radio')[0]).toHaveFocus();
    expect(purpose).toHaveAccessibleDescription('Укажите цель займа');
  });

  it('contacts: an empty relation is focused', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/info/info?group=contacts');
    const { relations } = await fillContacts(user, [1]);
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));

    expect(await screen.findByText('Укажите, кем вам приходится этот человек')).toBeVisible();
    expect(within(relations[1]!).getAllByRole('radio')[0]).toHaveFocus();
  });
});

describe('onboarding: config flags', () => {
  it("a flag set to '0' hides the fields it names, and they are neither asked nor sent; income always is", async () => {
    useConfig.getState().applyServer({ ...useConfig.getState().config, educationInfo: '0', emailinfo: '0', locationinfo: '0', personalInfo: '0' });
    await signedIn(db);
    const bodies = captureSaves();
    const user = userEvent.setup();
    await renderApp('/pages/info/info');
    await choose(user, /Ежемесячный доход/, 'свыше 500\u00a0000\u00a0₸');
    for (const hidden of [/Образование/, /Тип занятости/, /Цель займа/]) expect(screen.queryByRole('radiogroup', { name: hidden })).toBeNull();
    expect(screen.queryByRole('button', { name: /Область или город/ })).toBeNull();
    expect(screen.queryByLabelText('Эл. почта')).toBeNull();
    expect(screen.queryByLabelText('Улица')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ group: 'work', monthIncome: 'gt_500000' });
    for (const key of ['education', 'employment', 'loanPurpose', 'email', 'address']) expect(bodies[0]).not.toHaveProperty(key);
  });
});

describe('onboarding: the address pages', () => {
  it.each(['/pages/info/state', '/pages/info/address'])('%s opens the work step at its address, under the step\'s title', async (path) => {
    await signedIn(db);
    await renderApp(path);
    const heading = await screen.findByRole('heading', { name: 'Адрес проживания' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: /Область или город/ })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Работа и личные данные');
    expect(screen.getByText('Шаг 1 из 3 · Работа и доход')).toBeVisible();
  });
});

const ADDRESS_KZ = 'Тұратын мекенжайы';

describe.each([
  { locale: 'ru', step: 'Работа и личные данные', address: 'Адрес проживания', title: 'Контактные лица', name: 'Имя и фамилия', next: 'Далее', employment: /Тип занятости/, error: 'Укажите тип занятости', which: 'Что выбрать?' },
  { locale: 'kz', step: 'Жұмыс және жеке деректер', address: ADDRESS_KZ, title: 'Байланыс адамдары', name: 'Аты-жөні', next: 'Әрі қарай', employment: /Жұмыспен қамтылу түрі/, error: 'Жұмыспен қамтылу түрін көрсетіңіз', which: 'Нені таңдау керек?' },
] as const)('onboarding in $locale: issue 25', (l) => {
  it('after «Далее» the contacts step opens at its top, under its own title, on the first name', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/info', { locale: l.locale });
    const radios = async (label: RegExp, option: number) => user.click(within(await screen.findByRole('radiogroup', { name: label })).getAllByRole('radio')[option]!);
    for (const group of screen.getAllByRole('radiogroup')) await user.click(within(group).getAllByRole('radio')[0]!);
    await radios(l.employment, 0);
    const region = screen.getByRole('button', { name: l.locale === 'ru' ? /Область или город/ : /Облыс немесе қала/ });
    await user.click(region);
    await user.click(within(await screen.findByRole('dialog')).getAllByRole('option')[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const city = screen.getByRole('button', { name: l.locale === 'ru' ? /Населённый пункт/ : /Елді мекен/ });
    if (!/\S\s\S/.test(city.textContent ?? '')) {
      await user.click(city);
      await user.click(within(await screen.findByRole('dialog')).getAllByRole('option')[0]!);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    const textboxes = screen.getAllByRole('textbox').filter((el) => el.getAttribute('type') !== 'email');
    for (const box of textboxes) await user.type(box, '1');
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: l.next }));

    await waitFor(() => expect(location().search).toBe('?group=contacts'));
    expect(await screen.findByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await waitFor(() => expect(screen.getAllByLabelText(l.name)[0]).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    scrolled.mockRestore();
  });

  it.each(['/pages/info/state', '/pages/info/address'])('%s is the work step, titled as such, at its address', async (path) => {
    await signedIn(db);
    await renderApp(path, { locale: l.locale });
    const heading = await screen.findByRole('heading', { level: 2, name: l.address });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(l.step);
    expect(document.title.startsWith(l.step)).toBe(true);
  });

  it('the employment error sits right under its choices, after the «which one» link', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/info/info', { locale: l.locale });
    const group = await screen.findByRole('radiogroup', { name: l.employment });
    await user.click(screen.getByRole('button', { name: l.next }));
    const error = await within(group).findByText(l.error);
    const chips = within(group).getAllByRole('radio');
    const link = within(group).getByRole('button', { name: l.which });
    expect(link.compareDocumentPosition(chips[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chips.at(-1)!.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(error.previousElementSibling).toContainElement(chips.at(-1)!);
    expect(group).toHaveAccessibleDescription(new RegExp(l.error));
  });
});

describe('onboarding: saving the groups', () => {
  it('work: sends option codes, then reads the step again and goes on to the contacts', async () => {
    await signedIn(db);
    const bodies = captureSaves();
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/info');
    await choose(user, /Ежемесячный доход/, 'до 70\u00a0000\u00a0₸');
    await choose(user, /Образование/, 'Высшее');
    await choose(user, /Тип занятости/, 'Работаю по найму');
    await choose(user, /Цель займа/, 'Лечение');
    await choose(user, /Область или город/, 'г. Алматы');
    // A city of republican significance is its own only settlement: chosen with it.
    expect(screen.getByRole('button', { name: /Населённый пункт/ })).toHaveAccessibleName('Населённый пункт Алматы');
    await user.type(screen.getByLabelText('Улица'), 'пр. Абая');
    await user.type(screen.getByLabelText('Дом, квартира'), '10, кв. 5');
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    await waitFor(() => expect(location().search).toBe('?group=contacts'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      group: 'work',
      monthIncome: 'lt_70000',
      education: 'higher',
      employment: 'employee',
      loanPurpose: 'medical',
      email: null,
      address: { region: 'almaty', city: 'almaty', street: 'пр. Абая', detail: '10, кв. 5' },
      lang: 'ru',
    });
    expect(useSession.getState().userData).toMatchObject({ step: 1, month_income: 0 });
  });

  it('contacts: saves three people and goes on to the ID photos; the form comes back from its draft', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    const first = await renderApp('/pages/info/info?group=contacts');
    // Work and income were saved before (group 0), so identity is the next incomplete group.
    await saveStepData({
      group: 'work',
      monthIncome: 'gt_500000',
      education: 'higher',
      employment: 'employee',
      loanPurpose: 'purchase',
      address: { region: 'astana', city: 'astana', street: 'Мангилик Ел', detail: '1' },
    });
    const bodies = captureSaves();
    const names = await screen.findAllByLabelText('Имя и фамилия');
    await user.type(names[0]!, 'Ерлан Сапаров');
    // Saved shortly after typing stops, as a reload would find it (not only flushed as the form goes away).
    await waitFor(() => expect(localStorage.getItem(APP_KEYS.drafts)).toContain('Ерлан Сапаров'));
    first.unmount();

    const { location } = await renderApp('/pages/info/info?group=contacts');
    const again = await screen.findAllByLabelText('Имя и фамилия');
    expect(again[0]).toHaveValue('Ерлан Сапаров');
    const people = [
      ['Айгуль Нурланова', 'Сестра', '7015556677'],
      ['Бахыт Оспанов', 'Друг', '7475551122'],
    ] as const;
    await user.type(again[1]!, people[0][0]);
    await user.type(again[2]!, people[1][0]);
    const relations = screen.getAllByRole('radiogroup', { name: /Кем приходится/ });
    for (const [i, label] of ['Брат', people[0][1], people[1][1]].entries()) await user.click(within(relations[i]!).getByRole('radio', { name: label }));
    const phones = screen.getAllByLabelText('Номер телефона');
    for (const [i, phone] of ['7771112233', people[0][2], people[1][2]].entries()) await user.type(phones[i]!, phone);
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));

    await waitFor(() => expect(location().pathname).toBe('/pages/info/photoCard'));
    expect(bodies[0]).toMatchObject({
      group: 'contacts',
      contacts: [
        { name: 'Ерлан Сапаров', relation: 'brother', phone: '77771112233' },
        { name: 'Айгуль Нурланова', relation: 'sister', phone: '77015556677' },
        { name: 'Бахыт Оспанов', relation: 'friend', phone: '77475551122' },
      ],
    });
    expect(useSession.getState().userData.relatives_2_name).toBe('Айгуль Нурланова');
    expect(localStorage.getItem('drafts') ?? '').not.toContain('Ерлан');
  });

  it('shows the server’s refusal of a number it forbids', async () => {
    await signedIn(db);
    server.use(http.post('*/api/user/userStepData', () => HttpResponse.json({ code: 3002, msg: 'Entering this phone number is prohibited', data: null })));
    const user = userEvent.setup();
    await renderApp('/pages/info/info?group=contacts');
    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот номер указать нельзя');
  });
});

describe('onboarding: what the employment types mean (work-pop)', () => {
  it('opens over the form from the employment field, and closing keeps what was typed', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/info', { hash: true });
    await user.type(await screen.findByLabelText('Улица'), 'Абая');
    await user.click(screen.getByRole('button', { name: 'Что выбрать?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Тип занятости' });
    expect(location().pathname).toBe('/pages/dialogs/work-pop');
    expect(within(dialog).getByText('Зарегистрированы как ИП или владеете бизнесом.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(location().pathname).toBe('/pages/info/info'));
    expect(await screen.findByLabelText('Улица')).toHaveValue('Абая');
  });
});

describe('onboarding: a session that ends while a dialog is open over the form', () => {
  it('login brings the borrower back to the form, not to the dialog', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    const { location, queryClient } = await renderApp('/pages/info/info', { hash: true });
    await user.click(await screen.findByRole('button', { name: 'Что выбрать?' }));
    await screen.findByRole('dialog', { name: 'Тип занятости' });
    const { endSession } = await import('@/shared/session/session');
    endSession(queryClient);
    await waitFor(() => expect(location().pathname).toBe('/pages/login/login'));
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/pages/info/info');
  });
});

describe.each([
  { locale: 'ru', quick: 'Быстрый выбор города', city: 'г. Алматы', region: 'Область или город г. Алматы', settlement: 'Населённый пункт Алматы', street: 'Улица', name: 'Имя и фамилия', relation: /Кем приходится/, parent: 'Родитель', phone: 'Номер телефона' },
  { locale: 'kz', quick: 'Қаланы жылдам таңдау', city: 'Алматы қ.', region: 'Облыс немесе қала Алматы қ.', settlement: 'Елді мекен Алматы', street: 'Көше', name: 'Аты-жөні', relation: /Кім болып келеді/, parent: 'Ата-ана', phone: 'Телефон нөмірі' },
] as const)('onboarding in $locale: the focus goes on by itself where a tap leaves nothing else to do', (l) => {
  it('a city of republican significance is one tap: region and settlement filled, on to the street', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/info/info', { locale: l.locale });
    const quick = await screen.findByRole('radiogroup', { name: l.quick });
    expect(within(quick).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(quick).getByRole('radio', { name: l.city }));
    expect(screen.getByRole('button', { name: new RegExp(`^${l.region.split(' ')[0]}`) })).toHaveAccessibleName(l.region);
    expect(screen.getByRole('button', { name: new RegExp(`^${l.settlement.split(' ')[0]}`) })).toHaveAccessibleName(l.settlement);
    await waitFor(() => expect(screen.getByLabelText(l.street)).toHaveFocus());
  });

  it('contacts: a tapped relationship moves on to its phone, a whole phone to the next name; the arrow keys stay in the chips', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/info/info?group=contacts', { locale: l.locale });
    const names = await screen.findAllByLabelText(l.name);
    const phones = screen.getAllByLabelText(l.phone);
    const relations = screen.getAllByRole('radiogroup', { name: l.relation });
    await waitFor(() => expect(names[0]).toHaveFocus());
    await user.keyboard('Нурлан Нурланов');
    await user.click(within(relations[0]!).getByRole('radio', { name: l.parent }));
    await waitFor(() => expect(phones[0]).toHaveFocus());
    await user.keyboard('7017654321');
    await waitFor(() => expect(names[1]).toHaveFocus());
    // The keyboard's way through a radio group: the arrows choose, the focus stays there.
    await user.type(names[1]!, 'Асель');
    const second = within(relations[1]!).getAllByRole('radio');
    second[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(second[1]).toBeChecked();
    // Still in the group: the next arrow chooses the next chip (had the focus gone to the phone, it would not).
    await user.keyboard('{ArrowRight}');
    expect(second[2]).toBeChecked();
    expect(second[2]).toHaveFocus();
  });
});
