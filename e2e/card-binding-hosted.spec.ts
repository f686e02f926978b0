import type { Page, Request } from '@playwright/test';
import { expect, recordToasts, sandbox, seedViaApi, test, useLocale as chooseLocale } from './fixtures';

/**
 * Card binding on the payment provider's page (issue 29 M3 (b); PCI DSS SAQ A): with the server's config saying
 * `cardBinding: 'hosted'` (sandbox scenario `card_hosted`, for the seeded borrower only), the card step opens the
 * provider's card page in the frame; the number is typed there, never in the app, and the app shows the masked
 * card the server reports. The spec's form for a server that asks for it: e2e/card.spec.ts, card-entry.spec.ts.
 */

const PAN = '4400430123456789';
const PAN_PARTS = [PAN, '4400 4301 2345 6789', '440043012345'];

/** Every request of the page's context, in order. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.context().on('request', (r) => seen.push(r));
  return seen;
}

/** Sent by the app's own code: its window, not the provider's page in the frame (nor a worker). */
function fromTheApp(page: Page, r: Request): boolean {
  try {
    return r.frame() === page.mainFrame();
  } catch {
    return false;
  }
}

/** A request to either analytics collector (the sandbox's test reader `/events` aside). */
const isAnalytics = (r: Request) => r.url().includes('/__sandbox/analytics/') && !r.url().endsWith('/events');

async function hostedBorrower(page: Page, locale: 'ru' | 'kz'): Promise<string> {
  await chooseLocale(page, locale);
  const { phone } = await seedViaApi(page, 'onboarded');
  await sandbox(page.request, { action: 'scenario', scenario: 'card_hosted', phone });
  return phone;
}

const counts = async (page: Page, phone: string) => (await sandbox(page.request, { action: 'count', phone })) as Record<string, number>;

test('ru: the card is added on the provider’s page in the frame; the app shows it masked and moves on, and never sends the number', async ({ page }) => {
  const phone = await hostedBorrower(page, 'ru');
  const toasts = await recordToasts(page);
  const requests = recordRequests(page);

  await page.goto('/#/pages/bankInfo/bank-info?redirect=%2F&onboarded=1');
  await page.getByRole('button', { name: 'Добавить карту' }).click();
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-hosted$/);
  // A reload on the provider's page keeps the way back: the session started is remembered.
  await page.reload();
  const provider = page.frameLocator('iframe[title="Добавление карты"]');
  await provider.getByLabel('Номер карты').fill(PAN);
  await provider.getByLabel('Срок действия (ММ/ГГ)').fill('12/30');
  await provider.getByLabel('Держатель карты').fill('AIGERIM AKHMETOVA');
  await provider.getByLabel('CVC-код').fill('123');
  await provider.getByRole('button', { name: 'Привязать карту' }).click();

  // Back in the app, which asks the server; then the masked card and on to where the onboarding leads.
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F&onboarded=1&return=1&sandboxResult=ok$/);
  const returned = requests.length;
  await expect.poll(toasts).toContain('Карта Visa •••• 6789 добавлена');
  await expect(page).toHaveURL(/#\/$/);
  expect(await counts(page, phone)).toMatchObject({ cards: 1, cardBindings: 1, cardsBound: 1 });

  // No request of the app's own carried the number; no analytics request while the card pages were open.
  const sent = requests.filter((r) => fromTheApp(page, r)).map((r) => `${r.url()}\n${r.postData() ?? ''}\n${JSON.stringify(r.headers())}`);
  expect(sent.length).toBeGreaterThan(0);
  for (const part of PAN_PARTS) expect(sent.join('\n')).not.toContain(part);
  expect(requests.slice(0, returned).filter(isAnalytics).map((r) => r.url())).toEqual([]);
});

test('kz: a card the bank declines on the provider’s page comes back to the card step with the server’s message and a retry', async ({ page }) => {
  const phone = await hostedBorrower(page, 'kz');
  await page.goto('/#/pages/bankInfo/bank-info?redirect=%2F');
  await page.getByRole('button', { name: 'Карта қосу' }).click();
  await page.frameLocator('iframe[title="Карта қосу"]').getByRole('button', { name: 'Банк картаны қабылдамады' }).click();

  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F&return=1&sandboxResult=fail$/);
  await expect(page.getByRole('alert')).toHaveText('Карта қосылмады. Банк картаны қабылдамады. Қайталап көріңіз немесе басқа карта қосыңыз.');
  await expect(page.getByRole('button', { name: 'Қайталап көру' })).toBeVisible();
  expect(await counts(page, phone)).toMatchObject({ cards: 0, cardBindings: 1, cardsBound: 0 });
});
