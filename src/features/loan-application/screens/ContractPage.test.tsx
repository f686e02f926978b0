import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { answersDrawn } from '../../../../tests/answered';
import { renderApp, seededAs } from '../../../../tests/render';
import { getContractInfo } from '@/shared/api/contract';

/**
 * The cost card before signing, in the places a borrower meets it: the landing page's offer, the Loans tab's
 * offer and the top of the contract, for the same loan the same figures from the same server answer.
 */

const CARD = 'Полная стоимость займа';
const MAX = 'Больше этой суммы платить не придётся никогда';
const maxOf = (card: HTMLElement) => within(card).getByText(MAX, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' ');

/** Counts the requests to the cost call, with their bodies' amount and term. */
function costCalls() {
  const calls: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!new URL(request.url).pathname.endsWith('/api/prod/cost')) return;
    const body = (await request.clone().json()) as { amount: number; days: number };
    calls.push(`${body.amount}:${body.days}`);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

describe('contract page (/pages/webview/loanContract)', () => {
  it('the landing offer, the Loans tab offer and the contract show the same maximum from one answer', async () => {
    await seededAs(db, { stage: 'with_card' });
    const calls = costCalls();
    const user = userEvent.setup();
    const app = await renderApp('/pages/home/landingpage');

    // The landing page: the default offer, 30 000 ₸ for 14 days (the product's), and the most it can cost.
    const landing = await screen.findByRole('region', { name: CARD });
    expect(maxOf(landing)).toBe('60 000 ₸');

    // On to the Loans tab: the offer's card for the same loan, from the cached answer.
    await user.click(screen.getByRole('link', { name: 'Открыть раздел «Заем»' }));
    const offer = await screen.findByRole('region', { name: CARD });
    expect(maxOf(offer)).toBe('60 000 ₸');

    // The contract: the card of the loan it is for above the contract's own page.
    await user.click(await screen.findByRole('link', { name: /Договор/ }));
    await waitFor(() => expect(app.location().pathname).toBe('/pages/webview/loanContract'));
    const contract = await screen.findByRole('region', { name: CARD }, { timeout: 10_000 });
    expect(maxOf(contract)).toBe('60 000 ₸');
    const frame = screen.getByTitle('Договор о предоставлении микрокредита');
    expect(contract.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await answersDrawn(app.queryClient);
    expect(calls).toEqual(['30000:14']);
  });

  it('a signed contract opened from My loans shows the contract alone', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const { url } = await getContractInfo({ orderNo: user.orders[0]!.orderNo });
    const calls = costCalls();
    const app = await renderApp('/pages/personal/loan_order?view=contracts');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Открыть договор' }));
    const frame = await screen.findByTitle('Договор о предоставлении микрокредита', {}, { timeout: 10_000 });
    expect(frame.getAttribute('src')).toBe(url);
    await answersDrawn(app.queryClient);
    expect(screen.queryByRole('region', { name: CARD })).toBeNull();
    expect(calls).toEqual([]);
  });
});
