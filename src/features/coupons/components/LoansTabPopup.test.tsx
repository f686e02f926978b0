import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { db, server } from '../../../../tests/msw-server';
import { answersDrawn } from '../../../../tests/answered';
import { seededAs, componentQueryClient } from '../../../../tests/render';
import type { AppLocale } from '@/lib/i18n';
import { APP_KEYS } from '@/lib/storage';
import { currentLocation, NavigationBridge, navigateOutside } from '@/shared/navigation/navBridge';
import { useDrafts } from '@/stores/drafts';
import { addDaysIso, kzDay } from '@/utils/kzDate';
import { announceCoupon } from '@/mocks/domain/coupons';
import type { CouponRecord, UserRecord } from '@/mocks/model';
import { Dialog } from '@/shared/ui/Dialog';
import LoansTabPopup from '@/features/coupons/components/LoansTabPopup';
import { mayShowPopup, popupVisit } from '@/features/coupons/popup';

// The real rule, watched: a test can wait until the pop-up has looked instead of sleeping.
vi.mock('@/features/coupons/popup', async (importOriginal) => {
  const popup = await importOriginal<typeof import('@/features/coupons/popup')>();
  return { ...popup, mayShowPopup: vi.fn(popup.mayShowPopup) };
});

const IDLE_MS = 30;
/** How long the pop-up waits before it looks again while the tab is busy (LoansTabPopup's RECHECK_MS). */
const RECHECK_MS = 250;

/** A page load of the Loans tab with the pop-up as the lead mounts it, and a field of the tab's form. */
async function visit(path = '/', locale: AppLocale = 'ru') {
  popupVisit.reset();
  const queryClient = await componentQueryClient(locale);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge />
        <label>
          Сумма
          <input type="text" />
        </label>
        <LoansTabPopup idleMs={IDLE_MS} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  page = queryClient;
}
let page: QueryClient;

/** A new page load: what was in memory is gone, what is in localStorage stays. */
async function reload(path = '/') {
  cleanup();
  await visit(path);
}

/**
 * Had the pop-up been going to open, it would be open now: every call of the tab has been answered and
 * drawn (so the pop-up has what it would show, and has set its idle timer), then its idle wait and one
 * look again have passed, with an idle wait to spare for a late timer. Timed from the pop-up's own
 * timer, set before this one: not a guess at how slow the answers are.
 */
async function pastThePopupsWait() {
  await answersDrawn(page);
  await act(() => new Promise((r) => setTimeout(r, IDLE_MS + RECHECK_MS + IDLE_MS)));
}

const calls = (path: string) => {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return bodies;
};

function giveCoupon(user: UserRecord): CouponRecord {
  const c: CouponRecord = {
    id: 'C900',
    title: 'Скидка за погашение в срок',
    titleKz: 'Мерзімінде өтегені үшін жеңілдік',
    amount: 500,
    scope: 'repay',
    minAmount: 0,
    validUntil: '2099-01-15',
    used: false,
  };
  user.coupons.unshift(c);
  return c;
}

let events: Record<string, unknown>[];
beforeEach(() => {
  events = calls('/bury3/add');
});
afterEach(() => server.events.removeAllListeners());

describe('Loans tab pop-up', () => {
  it('offers the coupon once per visit, with focus in the dialog, and records it shown', async () => {
    const { user } = await seededAs(db, { stage: 'with_card' });
    giveCoupon(user);
    await visit();
    const dialog = await screen.findByRole('dialog', { name: 'У вас есть купон' });
    expect(within(dialog).getByRole('heading', { name: 'Скидка за погашение в срок' })).toBeVisible();
    expect(within(dialog).getByText('Действует до 15 января 2099 г.')).toBeVisible();
    // Focus moves in once the dialog has mounted (an effect): waited for, not assumed in the same tick.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toHaveFocus());
    expect(within(dialog).getByRole('link', { name: 'Посмотреть купоны' })).toHaveAttribute('href', '/pages/personal/coupon');
    await waitFor(() => expect(events).toEqual([expect.objectContaining({ event: 'popup_shown', page: 'home', props: { id: 'C900', kind: 'coupon' } })]));

    // Away from the tab (the phone's back button, a dialog route) it goes, and this visit it does not come back.
    act(() => navigateOutside('/pages/home/my'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => navigateOutside('/'));
    await pastThePopupsWait();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events.filter((e) => e.event === 'popup_shown')).toHaveLength(1);

    // Not dismissed: the next visit may offer it again.
    expect(localStorage.getItem(APP_KEYS.popupDismissed)).toBeNull();
    await reload();
    expect(await screen.findByRole('dialog', { name: 'У вас есть купон' })).toBeVisible();
  });

  it('once dismissed, not again that Kazakhstan day, and again the next day', async () => {
    const u = userEvent.setup();
    const { user } = await seededAs(db, { stage: 'with_card' });
    giveCoupon(user);
    await visit();
    const dialog = await screen.findByRole('dialog', { name: 'У вас есть купон' });
    await u.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const today = kzDay(Date.now());
    expect(localStorage.getItem(APP_KEYS.popupDismissed)).toBe(today);
    await waitFor(() => expect(events.map((e) => e.event)).toEqual(['popup_shown', 'popup_dismissed']));

    // Same day, new visit: nothing, and the server is not even asked.
    const asked = calls('/coupon/getAppIndexCoupon');
    await reload();
    await pastThePopupsWait();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toHaveLength(0);

    // It was yesterday: today it may come again.
    localStorage.setItem(APP_KEYS.popupDismissed, addDaysIso(today, -1));
    await reload();
    expect(await screen.findByRole('dialog', { name: 'У вас есть купон' })).toBeVisible();
  });

  it('Escape dismisses too', async () => {
    const u = userEvent.setup();
    const { user } = await seededAs(db, { stage: 'with_card' });
    giveCoupon(user);
    await visit();
    await screen.findByRole('dialog');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(APP_KEYS.popupDismissed)).toBe(kzDay(Date.now()));
  });

  it("an unread 'home' pop comes first; its action opens the app page and is recorded as tapped", async () => {
    const u = userEvent.setup();
    const { user } = await seededAs(db, { stage: 'with_card' });
    const pop = announceCoupon(user, giveCoupon(user), db.ctx());
    await visit();
    const dialog = await screen.findByRole('dialog', { name: 'У вас новый купон' });
    expect(within(dialog).getByText('«Скидка за погашение в срок»: скидка 500 ₸ на вознаграждение. Действует до 15.01.2099.')).toBeVisible();
    await u.click(within(dialog).getByRole('link', { name: 'Подробнее' }));
    expect(currentLocation().pathname).toBe('/pages/personal/coupon');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(events).toEqual([
        expect.objectContaining({ event: 'popup_shown', props: { id: pop.id, kind: 'pop' } }),
        expect.objectContaining({ event: 'popup_tapped', props: { id: pop.id, kind: 'pop' } }),
      ]),
    );
  });

  it('in Kazakh', async () => {
    const { user } = await seededAs(db, { stage: 'with_card' });
    giveCoupon(user);
    await visit('/', 'kz');
    const dialog = await screen.findByRole('dialog', { name: 'Сізде купон бар' });
    expect(within(dialog).getByText('Жарамдылық мерзімі: 2099 ж. 15 қаңтар')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Жабу' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Купондарды қарау' })).toBeVisible();
  });

  it('never on top of a form: waits while a draft is unsent or a field has focus', async () => {
    const u = userEvent.setup();
    const { user } = await seededAs(db, { stage: 'with_card' });
    giveCoupon(user);
    useDrafts.getState().save('loan-apply', { amount: 40000 });
    await visit();
    await pastThePopupsWait();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The draft is sent (gone), but the borrower is in a field: still nothing.
    await u.click(screen.getByLabelText('Сумма'));
    act(() => useDrafts.getState().discard('loan-apply'));
    await pastThePopupsWait();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Out of the field and still for a moment: now it may come.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(await screen.findByRole('dialog', { name: 'У вас есть купон' })).toBeVisible();
  });

  it('not over a dialog route; it waits for the Loans tab itself', async () => {
    const { user } = await seededAs(db, { stage: 'with_card' });
    giveCoupon(user);
    await visit('/pages/dialogs/loan-succ');
    await pastThePopupsWait();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => navigateOutside('/'));
    expect(await screen.findByRole('dialog', { name: 'У вас есть купон' })).toBeVisible();
  });

  it('not over another modal: it waits until that one is closed', async () => {
    const u = userEvent.setup();
    const { user } = await seededAs(db, { stage: 'with_card' });
    giveCoupon(user);
    function Other() {
      const [open, setOpen] = useState(true);
      return <Dialog open={open} onClose={() => setOpen(false)} title="Выбор банка" />;
    }
    vi.mocked(mayShowPopup).mockClear();
    render(<Other />);
    await visit();
    // The signal: it has looked, with its reads answered and the page still, and seen the modal.
    await waitFor(() => expect(vi.mocked(mayShowPopup)).toHaveBeenCalledWith(expect.objectContaining({ modalOpen: true, fetching: 0 }), IDLE_MS));
    expect(screen.getByRole('dialog', { name: 'Выбор банка' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'У вас есть купон' })).toBeNull();
    await u.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'У вас есть купон' })).toBeVisible();
  });

  it('defect 15: never unasked over the borrower\'s loan card; once the loan is repaid, the offer may have it', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    giveCoupon(user);
    announceCoupon(user, user.coupons[0]!, db.ctx());
    const asked = calls('/api/loan/lastOrder');
    await visit();
    await waitFor(() => expect(asked).toHaveLength(1));
    await pastThePopupsWait();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events.filter((e) => e.event === 'popup_shown')).toHaveLength(0);

    cleanup();
    const repaid = await seededAs(db, { phone: '77019990015', stage: 'repaid' });
    giveCoupon(repaid.user);
    await visit();
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('nothing for a signed-out visitor, or when there is nothing to offer', async () => {
    const asked = calls('/coupon/getAppIndexCoupon');
    await visit();
    await pastThePopupsWait();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toHaveLength(0);

    cleanup();
    await seededAs(db, { stage: 'with_card' });
    await visit();
    await waitFor(() => expect(asked).toHaveLength(1));
    await pastThePopupsWait();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
