import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { isPagePath, paths } from '@/config/paths';
import { useBack, useRouteQuery } from '@/shared/navigation/navigation';
import { safeReturnPath } from '@/utils/returnPath';

const KEYS = ['bank', 'redirect', 'orderNo', 'onboarded'] as const;

export interface CardFlowParams {
  /** A bank already chosen (a BIC: the bankList sheet opened by itself), if any; the card number's BIN overrides it. */
  bank: string | undefined;
  /** The page to go to when done, as given (checked); undefined when none or not a page of the app. */
  redirect: string | undefined;
  /** The order whose failed payout the new card retries (payout failure: 'change payment method'). */
  orderNo: string | undefined;
  /** Where the card pages lead once the card is saved or the borrower gives up. */
  exitPath: string;
  /** Opened straight after the last onboarding step (`onboarded=1`): the form says the form is done and what is next. */
  onboarded: boolean;
}

const isCardPage = (path: string) => path.startsWith('/pages/bankInfo/');

/**
 * The card pages' query: `?bank=&redirect=&orderNo=&onboarded=`, carried from bank-select to bank-info. Only
 * a page of the app is a way out (never a dialog, another site or the card pages themselves).
 */
export function useCardFlowParams(): CardFlowParams {
  const q = useRouteQuery(KEYS);
  return useMemo(() => {
    const checked = safeReturnPath(q.redirect, '', isPagePath);
    const redirect = checked && !isCardPage(checked) ? checked : undefined;
    return {
      bank: q.bank && /^[A-Z0-9]{4,16}$/.test(q.bank) ? q.bank : undefined,
      redirect,
      orderNo: q.orderNo && /^[A-Za-z0-9_-]{1,64}$/.test(q.orderNo) ? q.orderNo : undefined,
      exitPath: redirect ?? paths.root,
      onboarded: q.onboarded === '1',
    };
  }, [q]);
}

/** Replaces the dialog on screen with another over the same page (bank-confirm -> bank-conf). */
export function useSwapDialog(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (path: string) => {
      const background = (location.state as { background?: Location } | null)?.background;
      navigate(path, { replace: true, state: background ? { background } : undefined });
    },
    [navigate, location],
  );
}

/**
 * Closes a card dialog. Over the card form the entry behind is always the form (the form opened the
 * dialog, and a reload keeps both entries), so this is one step back; opened by itself, the app's back rule.
 */
export function useCloseDialog(overForm: boolean): () => void {
  const navigate = useNavigate();
  const back = useBack();
  return useCallback(() => (overForm ? void navigate(-1) : back()), [overForm, navigate, back]);
}

/** Whether a dialog route is on screen (the card form beneath it is then inert). */
export const isDialogPath = (pathname: string) => pathname.startsWith('/pages/dialogs/');
