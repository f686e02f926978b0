import { describe, expect, it } from 'vitest';
import type { Coupon } from '@/shared/api/coupon';
import type { Pop } from '@/shared/api/pops';
import { choosePopup, isTypingTarget, mayShowPopup, popupLink, showsLoanCard, type PopupMoment } from '@/features/coupons/popup';

const coupon: Coupon = { id: 'C1', title: 'Купон', titleKz: 'Купон', amount: 500, scope: 'repay', minAmount: 0, validUntil: '2099-01-01', status: 'available' };
const pop = (id: string, read: boolean, link: string | null = null): Pop => ({ id, title: `Новость ${id}`, text: 'Текст', createdAt: '2026-01-01T00:00:00Z', link, read });

describe('choosePopup', () => {
  it('the first unread home pop first, else the coupon on offer, else nothing', () => {
    expect(choosePopup([pop('P1', true), pop('P2', false), pop('P3', false)], coupon)).toMatchObject({ kind: 'pop', id: 'P2' });
    expect(choosePopup([pop('P1', true)], coupon)).toMatchObject({ kind: 'coupon', id: 'C1' });
    expect(choosePopup(undefined, coupon)).toMatchObject({ kind: 'coupon', id: 'C1' });
    expect(choosePopup([], null)).toBeNull();
    expect(choosePopup([], { ...coupon, status: 'used' })).toBeNull();
  });

  it('keeps a pop link only when it is a page of the app', () => {
    expect(choosePopup([pop('P', false, '/pages/personal/coupon')], null)).toMatchObject({ link: '/pages/personal/coupon' });
    expect(popupLink('/pages/webview/loanRepayment?orderNo=BZ1')).toBe('/pages/webview/loanRepayment?orderNo=BZ1');
    for (const bad of ['https://evil.kz', '//evil.kz', 'javascript:alert(1)', '/pages/dialogs/delete', '/pages/login/login', '/nope', '']) {
      expect(popupLink(bad), bad).toBeNull();
    }
  });
});

describe('mayShowPopup', () => {
  const ready: PopupMoment = {
    signedIn: true,
    loanCard: false,
    onLoansTab: true,
    shownThisVisit: false,
    dismissedToday: false,
    typing: false,
    hasDraft: false,
    modalOpen: false,
    quietMs: 5000,
    fetching: 0,
  };

  it('only when everything allows it', () => {
    expect(mayShowPopup(ready)).toBe(true);
    const blockers: Partial<PopupMoment>[] = [
      { signedIn: false },
      { loanCard: true },
      { onLoansTab: false },
      { shownThisVisit: true },
      { dismissedToday: true },
      { typing: true },
      { hasDraft: true },
      { modalOpen: true },
      { quietMs: 500 },
      { fetching: 1 },
    ];
    for (const b of blockers) expect(mayShowPopup({ ...ready, ...b }), JSON.stringify(b)).toBe(false);
    expect(mayShowPopup({ ...ready, quietMs: 500 }, 400)).toBe(true);
  });
});

describe('showsLoanCard (defect 15: no pop-up unasked over a loan card)', () => {
  it('an order in any state but repaid is a card the pop-up must not cover; none, or a repaid one, leaves the offer', () => {
    for (const status of ['under_review', 'rejected', 'supplement', 'awaiting_payout', 'payout_in_progress', 'failed', 'awaiting_repayment', 'overdue'] as const) {
      expect(showsLoanCard({ status }), status).toBe(true);
    }
    expect(showsLoanCard({ status: 'repaid' })).toBe(false);
    expect(showsLoanCard(null)).toBe(false);
  });
});

describe('isTypingTarget', () => {
  it('fields, sliders, chips and editable areas; not buttons or links', () => {
    const make = (html: string) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      return box.firstElementChild;
    };
    expect(isTypingTarget(make('<input type="text">'))).toBe(true);
    expect(isTypingTarget(make('<input type="range">'))).toBe(true);
    expect(isTypingTarget(make('<input type="radio">'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select></select>'))).toBe(true);
    expect(isTypingTarget(make('<div contenteditable="true"></div>'))).toBe(true);
    expect(isTypingTarget(make('<input type="submit">'))).toBe(false);
    expect(isTypingTarget(make('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(make('<a href="/">x</a>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
