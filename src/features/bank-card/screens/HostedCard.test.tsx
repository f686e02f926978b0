import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import ruCopy from '../../../../locales/ru/hostedcard.json';
import kzCopy from '../../../../locales/kz/hostedcard.json';
import ruCard from '../../../../locales/ru/bankCard.json';
import kzCard from '../../../../locales/kz/bankCard.json';
import { getBankInfo } from '@/features/bank-card/api';
import { startCardBinding } from '@/features/bank-card/bindingApi';
import { rememberBinding, startedBinding } from '@/features/bank-card/binding';
import { CARD_BINDING_TEXT } from '@/mocks/domain/cardBinding';
import { reportCardBindingToDb } from '@/mocks/routes/bank-card';
import { recordCounts } from '@/mocks/views';
import type { AppLocale } from '@/lib/i18n';

/**
 * The card step when the server's config says `cardBinding: 'hosted'` (issue 29 M3 (b)): the provider's page opens in
 * the frame, and back from it the step says what the server says of the session this browser started.
 */
const COPY = { ru: ruCopy, kz: kzCopy } as const;
const CARD = { ru: ruCard, kz: kzCard } as const;
const MASKED = { first6: '440043', last4: '6789', expiry: '12/30', holder: 'AIGERIM AKHMETOVA' };
const UI_RETRY = { ru: 'Повторить', kz: 'Қайталау' } as const;
const RETURNED = '/pages/bankInfo/bank-info?redirect=%2Fpages%2Fhome%2Fmy&return=1';

/** A borrower the server asks to add the card on the provider's page, with a session started in this browser. */
async function hostedBorrower(phone: string, opts: { started?: boolean } = {}) {
  const seeded = await seededAs(db, { stage: 'onboarded', phone });
  db.setScenario('card_hosted', phone);
  if (!opts.started) return { seeded, ref: '' };
  const { ref } = await startCardBinding({ returnUrl: '/' }, { idempotencyKey: crypto.randomUUID() });
  rememberBinding(ref, phone);
  return { seeded, ref };
}

describe.each(['ru', 'kz'] as AppLocale[])('hosted card step in %s', (locale) => {
  const c = COPY[locale];

  it('opens the provider’s page in the frame; a double tap starts one session', async () => {
    const user = userEvent.setup();
    await hostedBorrower(locale === 'ru' ? '77011230001' : '77011230002');
    const { location } = await renderApp('/pages/bankInfo/bank-info?redirect=%2Fpages%2Fhome%2Fmy', { locale });
    expect(await screen.findByText(c.lead)).toBeVisible();
    // The spec's form is not there: no field for the number in the app.
    expect(screen.queryByLabelText(CARD[locale].fields.number)).toBeNull();
    const start = screen.getByRole('button', { name: c.start });
    await user.dblClick(start);
    await waitFor(() => expect(location().pathname).toBe('/pages/bankInfo/bank-hosted'));
    const frame = await waitFor(() => {
      const f = document.querySelector('iframe');
      expect(f).not.toBeNull();
      return f!;
    });
    const page = new URL(frame.getAttribute('src')!);
    expect(page.pathname).toBe('/__sandbox/vendor/card.html');
    expect(page.searchParams.get('ref')).toBe(startedBinding());
    expect(page.searchParams.get('return')).toMatch(/#\/pages\/bankInfo\/bank-info\?redirect=%2Fpages%2Fhome%2Fmy&return=1$/);
    expect(recordCounts(db.userByPhone(locale === 'ru' ? '77011230001' : '77011230002')!).cardBindings).toBe(1);
  });

  it('loading: back from the provider’s page before it reported, the step is checking and offers no second start', async () => {
    await hostedBorrower(locale === 'ru' ? '77011230003' : '77011230004', { started: true });
    await renderApp(RETURNED, { locale });
    expect(await screen.findByText(c.checking)).toBeVisible();
    expect(screen.queryByRole('button', { name: c.start })).toBeNull();
  });

  it('success: bound, the masked card is said and the borrower moves on to where the card pages lead', async () => {
    const phone = locale === 'ru' ? '77011230005' : '77011230006';
    const { ref } = await hostedBorrower(phone, { started: true });
    reportCardBindingToDb(db, ref, 'ok', MASKED);
    const { location } = await renderApp(RETURNED, { locale });
    expect(await screen.findByText(c.bound.replace('{{card}}', 'Visa •••• 6789'))).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe('/pages/home/my'));
    expect(startedBinding()).toBeUndefined();
    expect((await getBankInfo()).card).toMatchObject({ last4: '6789', bankName: 'Kaspi Bank' });
  });

  it('error: declined on the provider’s page, the server’s message and another try; the session is not asked again', async () => {
    const { ref } = await hostedBorrower(locale === 'ru' ? '77011230007' : '77011230008', { started: true });
    reportCardBindingToDb(db, ref, 'fail', null);
    const { location } = await renderApp(RETURNED, { locale });
    expect(await screen.findByRole('alert')).toHaveTextContent(`${c.notBound} ${CARD_BINDING_TEXT.declined[locale]}`);
    expect(screen.getByRole('button', { name: c.retry })).toBeVisible();
    expect(location().pathname).toBe('/pages/bankInfo/bank-info');
    expect(startedBinding()).toBeUndefined();
  });

  it('error: the result cannot be read, the step says so with a retry that asks again', async () => {
    const user = userEvent.setup();
    const { ref } = await hostedBorrower(locale === 'ru' ? '77011230009' : '77011230010', { started: true });
    server.use(http.post('*/api/loan/cardBindingResult', () => HttpResponse.error(), { once: true }));
    reportCardBindingToDb(db, ref, 'ok', MASKED);
    const { location } = await renderApp(RETURNED, { locale });
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(location().pathname).toBe('/pages/bankInfo/bank-info');
    await user.click(screen.getByRole('button', { name: UI_RETRY[locale] }));
    await waitFor(() => expect(location().pathname).toBe('/pages/home/my'));
  });

  it('the config cannot be read and the server never said: no form for the card number, a retry; then the server’s way', async () => {
    const user = userEvent.setup();
    await hostedBorrower(locale === 'ru' ? '77011230011' : '77011230012');
    server.use(http.post('*/api/index/getConfigForFront', () => new HttpResponse(null, { status: 500 })));
    await renderApp('/pages/bankInfo/bank-info', { locale });
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByLabelText(CARD[locale].fields.number)).toBeNull();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: UI_RETRY[locale] }));
    expect(await screen.findByText(c.lead)).toBeVisible();
    expect(screen.queryByLabelText(CARD[locale].fields.number)).toBeNull();
  });
});
