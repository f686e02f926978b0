import type { Page } from '@playwright/test';
import { test, expect, freshPhone, recordToasts, sandbox, seedViaApi, signInViaUi, useLocale } from './fixtures';
import { collectPageErrors, inject, tr, shortenLimits } from './faults';
import { transliterate } from '../src/features/bank-card/holder';

/**
 * Offline (issue 13): the banner comes and goes with the connection; an action that needs the network
 * says so in the borrower's language and keeps what was typed; reads that failed run again by
 * themselves when the connection is back. Card data is held in memory only (never stored), so going
 * offline and back must not lose it while the page stays open.
 */

const CARD = {
  number: 'Карта нөмірі',
  expiry: 'Жарамдылық мерзімі (АА/ЖЖ)',
  holder: 'Карта иесі',
  cvc: 'CVC коды',
  save: 'Картаны сақтау',
  saved: 'Карта сақталды',
} as const;
const PAN = '4400430123456789';
const EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * A cheap phone on a weak mobile network (CDP): the CPU 4× slower, 400 ms round trips, 1.6 Mbit/s down and
 * 750 kbit/s up (Lighthouse's "slow 4G" mobile profile, which Chrome DevTools calls Fast 3G).
 */
async function throttle(page: Page): Promise<(offline: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  const network = async (offline: boolean) => {
    await cdp.send('Network.emulateNetworkConditions', { offline, latency: 400, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
  };
  await network(false);
  // The network's state for the page's requests (this session) and for the browser's online events.
  return async (offline: boolean) => {
    await network(offline);
    await page.context().setOffline(offline);
  };
}

test('kz, tried as a new user on a throttled phone: a marketing link, sign in, the card form, the network gone halfway and back', async ({ page }) => {
  // Slow on purpose: every step waits for a phone, not for a workstation.
  test.slow();
  const errors = collectPageErrors(page);
  const setOffline = await throttle(page);
  const toasts = await recordToasts(page);
  // A borrower the sandbox has taken through onboarding (not signed in in this browser).
  const phone = freshPhone();
  const { token } = (await sandbox(page.request, { action: 'seed', phone, stage: 'onboarded' })) as { token: string };
  const res = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
  const { data } = (await res.json()) as { data: { surname: string; name: string } };
  const holder = `${transliterate(data.name)} ${transliterate(data.surname)}`;

  // The marketing link, switched to Kazakh, then its call to action: sign in.
  await page.goto('/?channel=tt_kz&click_id=c9#/pages/landweb/landList');
  await page.getByRole('button', { name: 'Қазақша' }).click();
  // Kept until the app's code has come over the weak network and taken the button over (8–10 s here).
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Ақша алу' }).click();
  // Into the form after signing in; a borrower who has filled it all goes to the Loans tab instead.
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Finfo%2Finfo$/);
  expect((await signInViaUi(page, 'kz', phone)).code).toBe(0);
  await expect(page).toHaveURL(/#\/$/);

  // The Loans tab asks for a card first: straight to the card form (the bank comes from the number).
  await page.getByRole('button', { name: tr('kz', 'loan:apply.addCard') }).click();
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info/);
  const number = page.getByLabel(CARD.number);
  await number.pressSequentially(PAN);
  await page.getByLabel(CARD.expiry).pressSequentially(EXPIRY);

  // Halfway: the network goes. The banner says so; typing goes on.
  await setOffline(true);
  const banner = page.getByText(tr('kz', 'ui:offline'), { exact: true });
  await expect(banner).toBeVisible();
  await page.getByLabel(CARD.holder).fill(holder);
  await page.getByLabel(CARD.cvc).pressSequentially('739');
  const typed = await number.inputValue();
  const save = page.getByRole('button', { name: new RegExp(`^${CARD.save}`) });
  await save.click();
  // The save needs the network: it says so in Kazakh, at once, in the form, and nothing typed is lost.
  await expect(page.getByRole('alert').filter({ hasText: tr('kz', 'common:errors.network') })).toBeVisible();
  await expect(number).toHaveValue(typed);
  await expect(page.getByLabel(CARD.holder)).toHaveValue(holder);
  await expect(page.getByLabel(CARD.cvc)).toHaveValue('739');

  // Back online (on the same weak network): the banner goes, and the same save goes through.
  await setOffline(false);
  await expect(banner).toBeHidden();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/loan/setBankInfo'));
  await save.click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(0);
  await expect.poll(toasts).toContain(CARD.saved);
  // Never stored: the card number and CVC are in no storage of the page.
  const stores = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stores).not.toMatch(/4400\s?4301|"739"/);
  expect(errors).toEqual([]);
});

test('ru: a read that failed while the network was gone runs again by itself when it is back', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await useLocale(page, 'ru');
  await shortenLimits(page);
  await seedViaApi(page, 'active_loan');
  // The connection drops as the list is asked for: the screen says so.
  const release = await inject(page, 'api/loan/myOrderList', 'network', 'ru');
  await page.goto('/#/pages/personal/loan_order');
  await expect(page.getByRole('alert')).toContainText(tr('ru', 'common:errors.network'));
  await context.setOffline(true);
  await expect(page.getByText(tr('ru', 'ui:offline'), { exact: true })).toBeVisible();
  await release();

  // Back online: no tap, the list comes.
  await context.setOffline(false);
  await expect(page.getByText(tr('ru', 'ui:offline'), { exact: true })).toBeHidden();
  await expect(page.getByText(tr('ru', 'repayment:status.awaiting_repayment')).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
