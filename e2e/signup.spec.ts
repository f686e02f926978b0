import { test, expect, focusedSoon, freshPhone, sandbox, useLocale } from './fixtures';
import { cameraJpeg } from './photos';
import { transliterate } from '../src/features/bank-card/holder';
import type { Locator, Page } from '@playwright/test';

/**
 * Sign-up counted as a borrower lives it (issue 25, ux.md section 3 A): from the marketing link to the
 * submitted application, ru, the approve scenario, through the real UI only. Three numbers:
 * - taps: every tap on the screen (a button, a chip, a tap into a field that has no focus yet, an option
 *   in a sheet or a native list) and every swipe needed to bring the next target into view;
 * - typed characters;
 * - screen changes: every change of route (path or query; the sandbox's own `sandboxResult` aside) and
 *   every dialog or sheet that opens over a screen (a dialog that is itself a route counts once).
 * Each step goes through the wrappers below, so nothing is done that is not counted.
 */
class Journey {
  taps = 0;
  swipes = 0;
  chars = 0;
  /** The cardholder's name: its length is the recognised borrower's (the sandbox's, per phone), so it is budgeted apart. */
  holderChars = 0;
  constructor(readonly page: Page) {}

  /** Counts a swipe when the target is outside its window's visible part (a page or a framed vendor page). */
  private async reach(target: Locator): Promise<void> {
    await target.waitFor();
    // Measured once the target has stopped moving (a step change scrolls to its top in an effect; content
    // above may still be arriving), so the count does not depend on how fast the machine is.
    const inView = await target.evaluate(async (el) => {
      let last = Number.NaN;
      for (let i = 0; i < 20; i += 1) {
        const top = el.getBoundingClientRect().top + window.scrollY;
        if (top === last) break;
        last = top;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    if (!inView) this.swipes += 1;
  }

  async tap(target: Locator): Promise<void> {
    await this.reach(target);
    await target.click();
    this.taps += 1;
  }

  /** Types into a field: a tap first unless the field already has the focus (the keyboard is up). */
  async type(field: Locator, text: string): Promise<void> {
    const focused = await focusedSoon(field);
    if (!focused) await this.tap(field);
    await field.pressSequentially(text);
    this.chars += text.length;
  }

  /** A tap outside the app: the phone's own camera shutter, contact picker or file chooser. */
  outside(taps = 1): void {
    this.taps += taps;
  }

  /** What the page recorded: route changes and dialogs or sheets opened. */
  async screens(): Promise<{ routes: string[]; dialogs: string[] }> {
    return this.page.evaluate(() => (window as unknown as { __journey: { routes: string[]; dialogs: string[] } }).__journey);
  }
}

/** Installed before the app: records route changes (HashRouter pushes and replaces) and native dialogs opening. */
async function recordScreens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const log = { routes: [] as string[], dialogs: [] as string[] };
    (window as unknown as { __journey: typeof log }).__journey = log;
    const route = () => location.hash.replace(/^#/, '').replace(/[?&]sandboxResult=[^&]*/, '').replace(/\?$/, '') || '/';
    let last = route();
    const check = () => {
      const now = route();
      if (now !== last) log.routes.push(now);
      last = now;
    };
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        check();
      };
    }
    addEventListener('popstate', check);
    addEventListener('hashchange', check);
    const open = new WeakSet<Element>();
    const scan = () => {
      for (const d of document.querySelectorAll('dialog[open]')) {
        if (open.has(d)) continue;
        open.add(d);
        const title = document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?';
        // A dialog that is its own route (`/pages/dialogs/…`) was counted as that route.
        if (!route().startsWith('/pages/dialogs/')) log.dialogs.push(d.querySelector('[role="listbox"]') ? `sheet: ${title}` : title);
      }
    };
    new MutationObserver(scan).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
}

/** Chooses a value the way the form offers it: a chip (one tap), a native list (tap, option) or a sheet (tap, option). */
async function choose(j: Journey, label: string, option: string, nth = 0): Promise<void> {
  const page = j.page;
  const group = page.getByRole('radiogroup', { name: label }).nth(nth);
  const native = page.getByRole('combobox', { name: label }).nth(nth);
  const picker = page.getByRole('button', { name: new RegExp(`^${label}`) }).nth(nth);
  await expect(group.or(native).or(picker)).toBeVisible();
  if (await group.isVisible()) return j.tap(group.getByRole('radio', { name: option, exact: true }));
  if (await native.isVisible()) {
    await j.tap(native);
    await native.selectOption({ label: option });
    return j.outside(); // the option in the phone's own list
  }
  await j.tap(picker);
  await j.tap(page.getByRole('dialog').getByRole('option', { name: option, exact: true }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** One side of the ID: the camera opens, the shutter; the photo goes by itself, its preview on screen. */
async function shoot(j: Journey, side: string, name: string, label: string): Promise<void> {
  const slot = j.page.getByRole('region', { name: side });
  const photo = await cameraJpeg(j.page, label);
  const chooser = j.page.waitForEvent('filechooser');
  await j.tap(slot.locator('label', { hasText: 'Сфотографировать' }));
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  j.outside(); // the shutter
}

const EXPIRY_DIGITS = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * The card, from the card form the face check leads to (saying the form is done) to the saved card: number,
 * expiry, holder (prefilled), CVC, «Сохранить карту», with the bank found from the number shown in the form.
 */
async function addCard(j: Journey, holder: string): Promise<void> {
  const page = j.page;
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F&onboarded=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Анкета заполнена.' })).toBeVisible();
  const number = page.getByLabel('Номер карты');
  await j.type(number, '4400430123456789');
  await expect(page.getByRole('button', { name: /^Банк/ })).toHaveAccessibleName(/Kaspi Bank/);
  await j.type(page.getByLabel('Срок действия (ММ/ГГ)'), EXPIRY_DIGITS);
  const holderField = page.getByLabel('Держатель карты');
  if ((await holderField.inputValue()) !== holder) {
    await holderField.fill('');
    await j.type(holderField, holder);
    j.holderChars += holder.length;
  }
  await j.type(page.getByLabel('CVC-код'), '739');
  await j.tap(page.getByRole('button', { name: 'Сохранить карту' }));
  await expect(page).toHaveURL(/#\/$/);
}

interface Counted {
  taps: number;
  typed: number;
  screens: number;
  detail: { swipes: number; holder: number; routes: string[]; dialogs: string[] };
}

const PEOPLE = [
  ['Нурлан Нурланов', 'Родитель', '7017654321'],
  ['Асель Нурланова', 'Сестра', '7051112233'],
  ['Данияр Сулейменов', 'Друг', '7471234455'],
] as const;

/** Android Chrome's contact picker (navigator.contacts), answering with the three people in turn. */
async function contactPicker(page: Page): Promise<void> {
  await page.addInitScript((people) => {
    let next = 0;
    const contacts = {
      select: async () => {
        const [name, , tel] = people[next++ % people.length]!;
        return [{ name: [name], tel: [`+7 ${tel}`] }];
      },
    };
    Object.defineProperty(navigator, 'contacts', { value: contacts, configurable: true });
  }, PEOPLE as unknown as string[][]);
}

async function signUp(page: Page, { android = false } = {}): Promise<Counted> {
  const j = new Journey(page);
  await recordScreens(page);
  if (android) await contactPicker(page);
  const phone = freshPhone();
  await page.goto('/?channel=tt_kz&click_id=s1#/pages/home/landingpage');

  // The landing page's button leads to the sign-in and on into the form; the code signs in on its last digit.
  await j.tap(page.getByRole('link', { name: 'Получить деньги' }).first());
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Finfo%2Finfo$/);
  await expect(page.getByLabel('Номер телефона')).toBeFocused();
  await j.type(page.getByLabel('Номер телефона'), phone.slice(1));
  await j.tap(page.getByRole('checkbox', { name: /политику конфиденциальности|құпиялылық саясатын/ }));
  await j.tap(page.getByRole('button', { name: 'Получить код' }));
  await expect(page.getByRole('timer')).toBeVisible();
  const { code } = (await sandbox(page.request, { action: 'lastCode', phone })) as { code: string };
  await j.type(page.getByLabel('Код из SMS'), code);
  await expect(page).toHaveURL(/#\/pages\/info\/info$/);

  // Work, income and the home address (e-mail is optional and left empty); the city comes with its region.
  await choose(j, 'Ежемесячный доход', '150 000 – 300 000 ₸');
  await choose(j, 'Образование', 'Высшее');
  await choose(j, 'Тип занятости', 'Работаю по найму');
  await choose(j, 'Цель займа', 'Срочные нужды');
  await choose(j, 'Быстрый выбор города', 'г. Алматы');
  await expect(page.getByRole('button', { name: /^Область или город/ })).toHaveAccessibleName('Область или город г. Алматы');
  await expect(page.getByRole('button', { name: /^Населённый пункт/ })).toHaveAccessibleName('Населённый пункт Алматы');
  await j.type(page.getByLabel('Улица'), 'Абая');
  await j.type(page.getByLabel('Дом, квартира'), '10, 5');
  await j.tap(page.getByRole('button', { name: 'Далее' }));

  // Contacts: the step opens at its top, under its own title, on the first name (defect 3).
  await expect(page).toHaveURL(/group=contacts$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Контактные лица' })).toBeVisible();
  await expect(page.getByLabel('Имя и фамилия').first()).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const [i, [name, relation, tel]] of PEOPLE.entries()) {
    if (android) {
      await j.tap(page.getByRole('button', { name: 'Выбрать из контактов' }).nth(i));
      j.outside(); // the person, in the phone's own list
      await expect(page.getByLabel('Имя и фамилия').nth(i)).toHaveValue(name);
    } else {
      await j.type(page.getByLabel('Имя и фамилия').nth(i), name);
    }
    await choose(j, 'Кем приходится', relation, i);
    if (!android) await j.type(page.getByLabel('Номер телефона').nth(i), tel);
  }
  await j.tap(page.getByRole('button', { name: 'Сохранить и продолжить' }));
  await expect(page).toHaveURL(/#\/pages\/info\/photoCard$/);

  // Both sides of the ID (one way to take each), then the face check opens by itself.
  await shoot(j, 'Лицевая сторона', 'IMG_0001.jpg', 'ЖЕКЕ КУӘЛІК');
  await expect(page.getByRole('region', { name: 'Лицевая сторона' }).getByText('Фото принято')).toBeVisible();
  const recognised = page.getByRole('region', { name: 'Распознано по вашему удостоверению личности' });
  await expect(recognised).toBeVisible();
  // Defect 21: the recognised values sit under their labels' left edge, not indented.
  const [dt, dd] = await Promise.all([recognised.locator('dt').first().boundingBox(), recognised.locator('dd').first().boundingBox()]);
  expect(dd!.x + dd!.width).toBeGreaterThan(dt!.x + dt!.width);
  expect(await recognised.locator('dd').first().evaluate((el) => getComputedStyle(el).marginLeft)).toBe('0px');
  await shoot(j, 'Оборотная сторона', 'IMG_0002.jpg', 'ID KAZ 0123');
  await expect(page).toHaveURL(/#\/pages\/info\/photoSelfie$/);
  await j.tap(page.getByRole('button', { name: 'Начать проверку' }));
  await j.tap(page.frameLocator('iframe[title="Проверка лица"]').getByRole('button', { name: 'Проверка пройдена' }));

  // The card (the holder as embossed: the recognised name in Latin letters).
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const info = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
  const { data } = (await info.json()) as { data: { surname: string; name: string } };
  await addCard(j, `${transliterate(data.name)} ${transliterate(data.surname)}`);

  // The contract, read to its end, and the application.
  await j.tap(page.getByRole('link', { name: /Договор/ }));
  await j.tap(page.frameLocator('iframe').getByRole('button', { name: 'С договором ознакомлен(а)' }));
  await j.tap(page.getByRole('button', { name: 'Получить деньги' }));
  await expect(page.getByRole('dialog', { name: 'Заявка отправлена' })).toBeVisible();

  const { routes, dialogs } = await j.screens();
  return {
    taps: j.taps + j.swipes,
    typed: j.chars,
    screens: routes.length + dialogs.length,
    detail: { swipes: j.swipes, holder: j.holderChars, routes, dialogs },
  };
}

function report(label: string, n: Counted): void {
  console.log(`${label} | taps ${n.taps} (${n.taps - n.detail.swipes} taps, ${n.detail.swipes} swipes) | typed ${n.typed} (${n.detail.holder} of them the cardholder) | screens ${n.screens} (routes ${n.detail.routes.length}, dialogs ${n.detail.dialogs.length})`);
  console.log(`  routes: ${n.detail.routes.join(' → ')}`);
  console.log(`  dialogs: ${n.detail.dialogs.join(' | ')}`);
}

/**
 * The budget, so a tap, a character or a screen added back fails here. Before issue 25 the same journey
 * counted 69 taps (53 taps and 16 swipes), 139 characters (16 of them the cardholder) and 27 screen
 * changes (18 routes, 9 sheets); after its first part 43 taps (36 and 7 swipes), 123 characters, 16 screens.
 * Characters are budgeted without the cardholder's name, whose length is the recognised borrower's.
 */
const BUDGET = { taps: 29, typed: 123, screens: 13 };
/**
 * With the contact picker, no contact's name or number is typed (3 names, 3 numbers: 77 characters here), but
 * each contact costs the picker's button and the person (typed, the focus moves on by itself: the name, the
 * relationship, the phone cost one tap): 6 taps more.
 */
const ANDROID = { taps: 35, typed: 46 };

test('ru: sign-up from the marketing link to the submitted application, counted: taps, typed characters, screen changes within the budget', async ({ page, watch }) => {
  test.setTimeout(180_000);
  const n = await signUp(page);
  report('sign-up', n);
  expect(n.taps).toBeLessThanOrEqual(BUDGET.taps);
  expect(n.typed - n.detail.holder).toBeLessThanOrEqual(BUDGET.typed);
  expect(n.screens).toBeLessThanOrEqual(BUDGET.screens);
  expect(watch.consoleErrors).toEqual([]);
});

test('ru, Android: the contacts come from the phone\'s contact picker, counted the same way (names and numbers not typed)', async ({ page, watch }) => {
  test.setTimeout(180_000);
  const n = await signUp(page, { android: true });
  report('sign-up, Android contact picker', n);
  expect(n.taps).toBeLessThanOrEqual(ANDROID.taps);
  expect(n.typed - n.detail.holder).toBeLessThanOrEqual(ANDROID.typed);
  expect(n.screens).toBeLessThanOrEqual(BUDGET.screens);
  expect(watch.consoleErrors).toEqual([]);
});

for (const [locale, l] of Object.entries({
  ru: { phone: 'Номер телефона', code: 'Код из SMS', policy: 'политику конфиденциальности' },
  kz: { phone: 'Телефон нөмірі', code: 'SMS-код', policy: 'құпиялылық саясатын' },
}) as [('ru' | 'kz'), { phone: string; code: string; policy: string }][]) {
  test(`${locale}: sign-in fields are a full tap tall, the privacy link a 24 px target, and at 200 % text a typed number is whole`, async ({ page }) => {
    await useLocale(page, locale);
    await page.goto('/#/pages/login/login');
    const phone = page.getByLabel(l.phone);
    for (const input of [phone, page.getByLabel(l.code)]) expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const policy = page.getByRole('link', { name: l.policy });
    expect((await policy.boundingBox())!.height).toBeGreaterThanOrEqual(24);

    // The OS font at 200 %, approximated as the review did: the root font size.
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await phone.fill('7011234567');
    await expect(phone).toHaveValue('701 123 45 67');
    const fits = await phone.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, font: parseFloat(getComputedStyle(el).fontSize) }));
    expect(fits.scroll, JSON.stringify(fits)).toBeLessThanOrEqual(fits.client);
    // Still larger than at 100 % (the borrower's size is honoured as far as the field allows).
    expect(fits.font).toBeGreaterThan(16);
  });
}
