import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { db, server } from '../../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../../tests/render';
import { ORDER_POLL_MS } from '@/shared/api/order';

/**
 * The Loans tab's decided cards are a chunk of their own (src/features/loan-application/components/LoanHome.tsx):
 * here their module arrives only when the test lets it, as a slow network would bring it.
 */
let release: () => void = () => undefined;
let gate = Promise.resolve();
vi.mock('@/features/loan-application/components/decided', async (importOriginal) => {
  await gate;
  return importOriginal();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Loans tab’s decided cards, loaded with their texts when a state needs them', () => {
  it('in review, then approved: the review card stays until the loan’s card can show, with no skeleton between', async () => {
    gate = new Promise((r) => (release = r));
    const { phone } = await seededAs(db, { stage: 'in_review' });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Заявка на рассмотрении' })).toBeVisible();

    let answers = 0;
    const count = ({ request }: { request: Request }) => void (new URL(request.url).pathname === '/api/loan/userInfo' && (answers += 1));
    server.events.on('response:mocked', count);
    db.advance(phone, true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    });
    await waitFor(() => expect(answers).toBeGreaterThan(0));
    server.events.removeListener('response:mocked', count);
    // The poll's answer is a loan to repay; its card's code has not arrived: the review card stays, no skeleton.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('heading', { name: 'Заявка на рассмотрении' })).toBeVisible();
    expect(screen.queryByText('Загрузка…')).toBeNull();

    act(() => release());
    const card = await screen.findByRole('region', { name: 'Ваш заём' });
    expect(within(card).getByRole('link', { name: 'Погасить заём' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Заявка на рассмотрении' })).toBeNull();
  });
});
