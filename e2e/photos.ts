import { expect, type Page } from '@playwright/test';

/** A photo-like JPEG drawn by Chromium itself (no image files in the repo): noise, a card, a line of text. */
export async function cameraJpeg(page: Page, label: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const ctx = canvas.getContext('2d')!;
    const noise = ctx.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < noise.data.length; i += 4) {
      const v = 90 + ((i * 2654435761) >>> 24) % 80;
      noise.data[i] = v;
      noise.data[i + 1] = v;
      noise.data[i + 2] = v + 20;
      noise.data[i + 3] = 255;
    }
    ctx.putImageData(noise, 0, 0);
    ctx.fillStyle = '#e9eef5';
    ctx.fillRect(300, 300, 1800, 1150);
    ctx.fillStyle = '#111';
    ctx.font = 'bold 90px sans-serif';
    ctx.fillText(text, 400, 700);
    return canvas.toDataURL('image/jpeg', 0.95);
  }, label);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}


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
