import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDrafts } from '@/stores/drafts';
import { useIsLoggedIn } from '@/stores/session';
import { homePopsQuery, indexCouponQuery, sendPopupEvent } from '@/features/coupons/queries';
import {
  POPUP_IDLE_MS,
  choosePopup,
  dismissedOn,
  isTypingTarget,
  mayShowPopup,
  popupVisit,
  rememberDismissal,
  showsLoanCard,
  type PopupChoice,
} from '@/features/coupons/popup';
import { lastOrderQuery } from '@/shared/api/orderQuery';
import { CouponCard } from '@/shared/coupon/CouponCard';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { kzDay } from '@/utils/kzDate';

/** What counts as the borrower doing something: the pop-up waits until none of it for a moment. */
const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart', 'scroll', 'focusin'] as const;
/** How often the waiting pop-up looks again while the page is busy. */
const RECHECK_MS = 250;

const isLoansTab = (pathname: string) => pathname === paths.root || pathname === paths.home.index;
const hasDrafts = () => Object.keys(useDrafts.getState().forms).length > 0;

/**
 * The Loans tab pop-up, for a signed-in borrower: one of the server's unread 'home' pops
 * (`/bury3/pop/get`), else the coupon the home page offers (`/coupon/getAppIndexCoupon`). At most one per
 * visit (page load); once dismissed, none again that Kazakhstan day. Never over the borrower's loan or
 * application (the newest order, `/api/loan/lastOrder`: only with none, or the last one repaid). Never
 * on top of a form: not while a dialog route or any modal is open, not while focus is in a field or a form draft is unsent, and only
 * after the tab has been still (no touch, key or scroll, no call running) for `idleMs`. Shown, tapped
 * and dismissed are recorded with `/bury3/add` (id and kind only). Its action opens app pages only.
 */
export default function LoansTabPopup({ idleMs = POPUP_IDLE_MS }: { idleMs?: number }) {
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const signedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const onLoansTab = isLoansTab(pathname);
  const hasDraft = useDrafts((s) => Object.keys(s.forms).length > 0);
  const [open, setOpen] = useState<PopupChoice | null>(null);

  // Leaving the tab (a dialog route, another page, signing out) takes an open pop-up away: it was shown
  // this visit, so it does not come back.
  if (open && (!onLoansTab || !signedIn)) setOpen(null);

  const eligible = signedIn && onLoansTab && !open && !popupVisit.shown() && !dismissedOn(kzDay(Date.now()));
  const coupon = useQuery(indexCouponQuery({ enabled: eligible }));
  const pops = useQuery(homePopsQuery({ enabled: eligible }));
  // The newest order (shared with the screens that follow it): none over a loan or application card.
  const last = useQuery({ ...lastOrderQuery(), enabled: eligible });
  const loanCard = last.data === undefined || showsLoanCard(last.data.order);
  const loanCardRef = useRef(loanCard);
  loanCardRef.current = loanCard;
  const settled = coupon.isFetched && pops.isFetched && last.isFetched;
  const choice = eligible && settled && !loanCard ? choosePopup(pops.data?.list, coupon.data?.coupon) : null;
  const choiceRef = useRef(choice);
  choiceRef.current = choice;
  const choiceKey = choice ? `${choice.kind}:${choice.id}` : null;

  useEffect(() => {
    if (!choiceKey || hasDraft) return;
    let last = Date.now();
    const bump = () => {
      last = Date.now();
    };
    for (const e of ACTIVITY) window.addEventListener(e, bump, { capture: true, passive: true });
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const quietMs = Date.now() - last;
      const moment = {
        signedIn: true,
        loanCard: loanCardRef.current,
        onLoansTab: true,
        shownThisVisit: popupVisit.shown(),
        dismissedToday: dismissedOn(kzDay(Date.now())),
        typing: isTypingTarget(document.activeElement),
        hasDraft: hasDrafts(),
        modalOpen: document.querySelector('dialog[open]') !== null,
        quietMs,
        fetching: queryClient.isFetching() + queryClient.isMutating(),
      };
      const popup = choiceRef.current;
      if (popup && mayShowPopup(moment, idleMs)) {
        popupVisit.markShown();
        setOpen(popup);
        sendPopupEvent('popup_shown', popup);
        return;
      }
      if (moment.shownThisVisit || moment.dismissedToday || moment.hasDraft) return;
      timer = setTimeout(check, Math.max(idleMs - quietMs, RECHECK_MS));
    };
    timer = setTimeout(check, idleMs);
    return () => {
      clearTimeout(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, bump, { capture: true });
    };
  }, [choiceKey, hasDraft, idleMs, queryClient]);

  if (!open) return null;

  const close = (event: 'popup_dismissed' | 'popup_tapped') => {
    rememberDismissal(kzDay(Date.now()));
    sendPopupEvent(event, open);
    setOpen(null);
  };
  const action = open.kind === 'coupon' ? paths.personal.coupon : open.link;

  return (
    <Dialog
      open
      onClose={() => close('popup_dismissed')}
      title={open.kind === 'coupon' ? t('popup.couponTitle') : open.title}
      actions={
        <>
          <Button variant="secondary" onClick={() => close('popup_dismissed')}>
            {t('popup.close')}
          </Button>
          {action && (
            <Link className="link-button" to={action} onClick={() => close('popup_tapped')}>
              {open.kind === 'coupon' ? t('popup.seeCoupons') : t('popup.more')}
            </Link>
          )}
        </>
      }
    >
      {open.kind === 'coupon' ? <CouponCard coupon={open.coupon} headingLevel={3} /> : <p>{open.text}</p>}
    </Dialog>
  );
}
