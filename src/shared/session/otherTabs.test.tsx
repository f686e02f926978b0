import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../tests/msw-server';
import { renderApp, signedIn } from '../../../tests/render';
import { clearLogoutKeys, APP_KEYS } from '@/lib/storage';
import { useSession } from '@/stores/session';

const path = () => window.location.hash.replace(/^#/, '').split('?')[0];

/** What another tab's logout leaves in the shared storage, and the event this tab then receives. */
function otherTabSignsOut() {
  clearLogoutKeys();
  localStorage.removeItem(APP_KEYS.drafts);
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
  window.dispatchEvent(new StorageEvent('storage', { key: APP_KEYS.drafts, newValue: null }));
}

describe('another tab changes the session', () => {
  it('signs out: this tab leaves the form at once, and what it typed is never written back', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    const app = await renderApp('/pages/personal/feedback', { hash: true });
    await user.type(await screen.findByLabelText('Опишите проблему'), 'Личный текст прежнего заёмщика');
    app.queryClient.setQueryData(['account', 'info'], { phone: '77011234567' }); // what this tab had cached of the borrower

    act(() => otherTabSignsOut());
    await waitFor(() => expect(path()).toBe('/'), { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSession.getState().token).toBe('');
    // Nothing cached from the previous session survives (screens of the signed-out tab may register empty queries).
    expect(app.queryClient.getQueryCache().getAll().filter((q) => q.state.data !== undefined)).toEqual([]);
    // The form has gone: a save it had pending was flushed (and refused) as it unmounted, and nothing of it
    // is left to write later.
    await waitFor(() => expect(screen.queryByLabelText('Опишите проблему')).toBeNull());
    expect(localStorage.getItem(APP_KEYS.drafts) ?? '').not.toContain('прежнего');
  });

  it('signs in as someone else: this tab drops the cached profile and shows the new borrower', async () => {
    await signedIn(db, '7011234567');
    const app = await renderApp('/pages/home/my', { hash: true });
    expect(await screen.findByRole('heading', { name: '+7 701 ***-**-67' })).toBeVisible();

    // The other tab signed out and then in with another number.
    const other = await signedIn(db, '7771112233'); // writes the new token and userData, as the other tab's sign-in did
    const token = other.token;
    act(() => {
      useSession.setState({ token: 'stale' }); // this tab still holds the first borrower's session in memory
      localStorage.setItem('token', token);
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token }));
    });
    await waitFor(() => expect(path()).toBe('/'), { timeout: 5000 });
    expect(useSession.getState().token).toBe(token);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /^Я/ }));
    expect(await screen.findByRole('heading', { name: '+7 777 ***-**-33' }, { timeout: 5000 })).toBeVisible();
    expect(app.queryClient.getQueryData(['account', 'info'])).toMatchObject({ phone: '77771112233' });
  });

  it('signs out while this tab is on the Loans tab: pages that need a session still send this tab to login', async () => {
    await signedIn(db);
    await renderApp('/', { hash: true });
    await screen.findByRole('heading', { level: 1 });
    act(() => otherTabSignsOut());
    await waitFor(() => expect(useSession.getState().token).toBe(''));
    act(() => {
      window.location.hash = '#/pages/personal/feedback';
    });
    await waitFor(() => expect(path()).toBe('/pages/login/login'), { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'Получить код' })).toBeVisible();
  });
});

