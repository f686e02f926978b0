import { expect, type Page } from '@playwright/test';
import { cameraJpeg } from './photos-gen.mjs';

/** The camera-like photo (./photos-gen.mjs, shared with the journey bench). */
export { cameraJpeg };

const SLOT_TEXT = {
  ru: { take: 'Сфотографировать', send: 'Отправить фото' },
  kz: { take: 'Суретке түсіру', send: 'Суретті жіберу' },
} as const;

/**
 * Chooses a camera-like photo for a slot (its region's name) and, where the borrower sends it (the selfie, the
 * photos a review asks for again), sends it; the sign-up's ID sides (`auto`) send themselves.
 */
export async function shoot(page: Page, side: string, name: string, label: string, locale: 'ru' | 'kz' = 'ru', { auto = false } = {}) {
  const slot = page.getByRole('region', { name: side });
  await slot.getByLabel(SLOT_TEXT[locale].take).setInputFiles({ name, mimeType: 'image/jpeg', buffer: await cameraJpeg(page, label) });
  if (!auto) await slot.getByRole('button', { name: SLOT_TEXT[locale].send, exact: true }).click();
}

/** Chooses an option by its field's label: a chip of a short list, or a picker's sheet. */
export async function choose(page: Page, label: RegExp, option: string, nth = 0) {
  const chips = page.getByRole('radiogroup', { name: label }).nth(nth);
  const picker = page.getByRole('button', { name: label }).nth(nth);
  await expect(chips.or(picker)).toBeVisible();
  if (await chips.isVisible()) return chips.getByRole('radio', { name: option, exact: true }).check();
  await picker.click();
  await page.getByRole('dialog').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
