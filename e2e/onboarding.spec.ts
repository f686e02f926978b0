import { test, expect, freshPhone, signInViaUi, useLocale } from './fixtures';
import { choose, shoot as shootIn } from './photos';
import type { Page } from '@playwright/test';
import { APP_KEYS } from '../src/lib/storage';

const shoot = (page: Page, side: string, name: string, label: string) => shootIn(page, side, name, label, 'kz', { auto: true });

test('kz: a new borrower signs in on the phone, fills all three groups with a reload halfway, passes the face check and reaches step 100', async ({ page, watch }) => {
  test.setTimeout(120_000);
  await useLocale(page, 'kz');
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Ақша алу' }).click();
  expect((await signInViaUi(page, 'kz', freshPhone())).code).toBe(0);
  // Back from sign-in to where onboarding starts.
  await expect(page).toHaveURL(/#\/pages\/info\/info$/);

  // Group 0: work, income and the home address.
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

  // Group 1: three contacts, with a reload after the first.
  const names = page.getByLabel('Аты-жөні');
  const phones = page.getByLabel('Телефон нөмірі');
  await names.nth(0).fill('Ерлан Сапаров');
  await choose(page, /Кім болып келеді/, 'Аға немесе іні', 0);
  await phones.nth(0).fill('7771112233');
  // Reloaded once the draft is saved (shortly after typing stops), with the field typed last.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', APP_KEYS.drafts)).toMatch(/777\D?111\D?22\D?33/);
  await page.reload();
  await expect(names.nth(0)).toHaveValue('Ерлан Сапаров');
  await expect(phones.nth(0)).toHaveValue('777 111 22 33');
  await names.nth(1).fill('Айгүл Нұрланова');
  await choose(page, /Кім болып келеді/, 'Әпке, сіңлі немесе қарындас', 1);
  await phones.nth(1).fill('7015556677');
  await names.nth(2).fill('Бахыт Оспанов');
  await choose(page, /Кім болып келеді/, 'Дос', 2);
  await phones.nth(2).fill('7475551122');
  await page.getByRole('button', { name: 'Сақтап, жалғастыру' }).click();
  await expect(page).toHaveURL(/#\/pages\/info\/photoCard$/);

  // Group 2: both sides of the ID through the real image pipeline, then the face check.
  await shoot(page, 'Алдыңғы беті', 'IMG_0001.jpg', 'ЖЕКЕ КУӘЛІК');
  await expect(page.getByText('Жеке куәлігіңізден танылды')).toBeVisible();
  await shoot(page, 'Артқы беті', 'IMG_0002.jpg', 'ID KAZ 0123');
  await expect(page).toHaveURL(/#\/pages\/info\/photoSelfie$/);
  await page.getByRole('button', { name: 'Тексеруді бастау' }).click();
  await page.frameLocator('iframe[title="Бет-әлпетті тексеру"]').getByRole('button', { name: 'Тексеруден өтті' }).click();

  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F&onboarded=1$/);
  await expect(page.getByText('Сауалнама толтырылды.')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').step)).toBe(100);
  // Submitted groups leave no drafts behind.
  expect(await page.evaluate(() => localStorage.getItem('drafts') ?? '')).not.toContain('Ерлан');
  expect(watch.consoleErrors).toEqual([]);
});
