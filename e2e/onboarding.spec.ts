import { test, expect, signInViaApi, useLocale } from './fixtures';
import type { Page } from '@playwright/test';

/** Opens a picker by its label and taps an option in its sheet. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('kz: a new borrower fills work and income, goes on to the contacts, and a reload there keeps what was typed', async ({ page, watch }) => {
  await useLocale(page, 'kz');
  await signInViaApi(page);
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Сауалнаманы жалғастыру' }).click();
  await expect(page).toHaveURL(/#\/pages\/info\/info$/);

  await choose(page, /Айлық табыс/, '70 000 ₸-ге дейін');
  await choose(page, /Білімі/, 'Жоғары');
  await choose(page, /Жұмыспен қамтылу түрі/, 'Жалдамалы қызметкер');
  await choose(page, /Қарыздың мақсаты/, 'Емделу');
  await choose(page, /Облыс немесе қала/, 'Алматы қ.');
  await choose(page, /Елді мекен/, 'Алматы');
  await page.getByLabel('Көше').fill('Абай даңғылы');
  await page.getByLabel('Үй, пәтер').fill('10, 5-пәтер');
  await page.getByRole('button', { name: 'Әрі қарай' }).click();
  await expect(page).toHaveURL(/#\/pages\/info\/info\?group=contacts$/);

  const names = page.getByLabel('Аты-жөні');
  await names.nth(0).fill('Ерлан Сапаров');
  await page.getByLabel('Телефон нөмірі').nth(0).fill('7771112233');
  await page.waitForTimeout(400); // the draft is saved 250 ms after typing stops
  await page.reload();
  await expect(page.getByLabel('Аты-жөні').nth(0)).toHaveValue('Ерлан Сапаров');
  await expect(page.getByLabel('Телефон нөмірі').nth(0)).toHaveValue('777 111 22 33');
  expect(watch.consoleErrors).toEqual([]);
});
