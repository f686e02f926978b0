import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { db, server } from '../../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../../tests/render';

/**
 * A returning borrower's first visit on a device: the loan's answer comes before the decided cards' code (their
 * module arrives here only when the test lets it). What is on screen, the skeleton, stays as it is until the card
 * draws: no Suspense fallback in its place, which would also hold the card back 300 ms once its code is there.
 */
let release: () => void = () => undefined;
const gate = new Promise<void>((r) => (release = r));
vi.mock('@/features/loan-application/components/decided', async (importOriginal) => {
  await gate;
  return importOriginal();
});

describe('the Loans tab on a first visit, the loan’s answer before its card’s code', () => {
  it('keeps the skeleton it shows (the same one, not a fallback in its place) until the loan’s card draws', async () => {
    await seededAs(db, { stage: 'active_loan' });
    let answered = false;
    const seen = ({ request }: { request: Request }) => void (new URL(request.url).pathname === '/api/loan/userInfo' && (answered = true));
    server.events.on('response:mocked', seen);
    await renderApp('/');
    await waitFor(() => expect(answered).toBe(true));
    server.events.removeListener('response:mocked', seen);
    const skeleton = (await screen.findByText('Загрузка…')).parentElement!;
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(skeleton.isConnected).toBe(true);
    expect(skeleton).toBeVisible();
    expect(screen.getAllByText('Загрузка…')).toHaveLength(1);

    act(() => release());
    const card = await screen.findByRole('region', { name: 'Ваш заём' });
    expect(within(card).getByRole('link', { name: 'Погасить заём' })).toBeVisible();
    expect(skeleton.isConnected).toBe(false);
  });
});
