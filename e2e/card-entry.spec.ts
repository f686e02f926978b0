import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, focusedSoon, recordToasts, seedViaApi, useLocale, type Locale } from './fixtures';
import { tr } from './faults';
import { transliterate } from '../src/features/bank-card/holder';

/**
 * Adding the payout card as a new borrower does it (issue 25, card): «Добавить карту» on the Loans tab opens
 * the card form at once; typing the number names the brand and the bank (from the BIN); the holder is the
 * recognised name; the form moves on by itself; «Сохранить карту» saves it from the form, where the bank found
 * and the holder are shown (no confirmation sheet). Taps and typed characters are counted
 * and printed next to the review's count of the same part before (ux.md section 3, "Card": 8 taps, 39
 * characters: «Добавить карту», the bank list, 4 fields, «Продолжить», «Сохранить карту»).
 */

const BEFORE = { taps: 8, chars: 39 };
/** The most this part may cost now: «Добавить карту», the number field, «Сохранить карту». */
const BUDGET = { taps: 3, chars: 23 };

const PAN = '4400430123456789';
const EXPIRY_DIGITS = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const CVC = '739';

/** Taps and typed characters, as a thumb spends them: a field already focused costs no tap. */
function counter(page: Page) {
  const n = { taps: 0, chars: 0 };
  return {
    n,
    tap: async (target: Locator) => {
      await target.click();
      n.taps += 1;
    },
    type: async (field: Locator, text: string) => {
      if (!(await focusedSoon(field))) {
        await field.click();
        n.taps += 1;
      }
      await page.keyboard.type(text);
      n.chars += text.length;
    },
  };
}

for (const locale of ['ru', 'kz'] as Locale[]) {
  test(`${locale}: «Добавить карту» opens the card form; the number names Visa and Kaspi Bank, the holder is prefilled; saved in ${BUDGET.taps} taps`, async ({ page, watch }) => {
    await useLocale(page, locale);
    const toasts = await recordToasts(page);
    const { token } = await seedViaApi(page, 'onboarded');
    const info = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
    const { data: person } = (await info.json()) as { data: { surname: string; name: string } };
    const holder = `${transliterate(person.name)} ${transliterate(person.surname)}`;
    const t = (key: string) => tr(locale, `bankCard:${key}`);
    const count = counter(page);

    await page.goto('/#/');
    await count.tap(page.getByRole('button', { name: tr(locale, 'loan:apply.addCard') }));
    // Straight to the form: no bank list in between.
    await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F$/);
    const number = page.getByLabel(t('fields.number'));
    const bank = page.getByRole('button', { name: new RegExp(`^${t('fields.bank')}`) });
    await expect(bank).toHaveAccessibleName(new RegExp(t('detect.auto')));
    await expect(page.getByLabel(t('fields.holder'))).toHaveValue(holder);
    await expect(page.getByText(t('holderFromId'))).toBeVisible();
    await expect(page.getByText(t('secure'))).toBeVisible();
    await expectAccessible(page, `card form, ${locale}`);

    await count.type(number, PAN);
    await expect(number).toHaveValue('4400 4301 2345 6789');
    await expect(page.getByText(t('fields.brand').replace('{{brand}}', 'Visa'), { exact: true })).toBeVisible();
    await expect(bank).toHaveAccessibleName(/Kaspi Bank/);
    await expect(page.getByText(t('detect.found'))).toBeVisible();
    await count.type(page.getByLabel(t('fields.expiry')), EXPIRY_DIGITS);
    await count.type(page.getByLabel(t('fields.cvc')), CVC);

    // What is saved is in view in the form: the bank found from the number and the holder.
    await expect(bank).toHaveAccessibleName(new RegExp(`^${t('fields.bank')}\\s*Kaspi Bank$`));
    await expect(page.getByLabel(t('fields.holder'))).toHaveValue(holder);
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/loan/setBankInfo'));
    await count.tap(page.getByRole('button', { name: t('form.submit') }));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(JSON.parse((await saved).postData()!)).toMatchObject({ bankCode: 'CASPKZKA', cardNumber: PAN, holder, cvc: CVC });
    await expect(page).toHaveURL(/#\/$/);
    await expect.poll(toasts).toContain(t('saved.toast'));

    console.log(
      `[card-entry ${locale}] «Добавить карту» → card saved: ${count.n.taps} taps, ${count.n.chars} typed characters ` +
        `(before: ${BEFORE.taps} taps, ${BEFORE.chars} characters, ux.md section 3)`,
    );
    expect(count.n).toEqual(BUDGET);
    // Nothing of the card was kept by the page.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(PAN);
    expect(stored).not.toContain(PAN.slice(0, 6));
    expect(watch.consoleErrors).toEqual([]);
  });
}
