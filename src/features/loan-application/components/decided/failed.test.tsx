import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '../../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../../tests/render';

// The decided cards' chunk cannot be fetched (offline with no copy of it, or a deploy renamed it under the tab).
vi.mock('@/features/loan-application/components/decided', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/decided-old.js');
});

describe('the Loans tab when the decided cards’ code cannot be loaded', () => {
  it('says the loan could not be loaded, with a retry, and keeps the tab around it', async () => {
    await seededAs(db, { stage: 'active_loan' });
    await renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить данные о займе');
    expect(within(alert.closest('section')!).getByRole('button', { name: 'Повторить' })).toBeVisible();
    // The tab bar stays: the borrower can still reach the Me tab and its menu.
    expect(within(screen.getByRole('navigation', { name: 'Основное меню' })).getAllByRole('link')).toHaveLength(2);
  });
});
