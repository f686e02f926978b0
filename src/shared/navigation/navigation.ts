import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { parsePath, useLocation, useNavigate, type Location } from 'react-router-dom';
import { paths } from '@/config/paths';
import { requestLeave } from '@/shared/navigation/leaveGuard';

/** The location a page renders for: the page beneath an open dialog keeps its own. */
export const PageLocationContext = createContext<Location | null>(null);

export function usePageLocation(): Location {
  const current = useLocation();
  return useContext(PageLocationContext) ?? current;
}

/**
 * Query parameters after the hash, typed by the page: `useRouteQuery(['redirect', 'id'])`.
 * Values are strings or undefined; pages validate them further.
 */
export function useRouteQuery<K extends string>(keys: readonly K[]): Partial<Record<K, string>> {
  const { search } = usePageLocation();
  return useMemo(() => {
    const q = new URLSearchParams(search);
    const out: Partial<Record<K, string>> = {};
    for (const k of keys) {
      const v = q.get(k);
      if (v !== null) out[k] = v;
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, keys.join(',')]);
}

/** Spec: with one page in history go to '/', otherwise go back. */
export function historyDepth(): number {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/**
 * Whether the calling screen is still there. An answer that arrives after the borrower left a screen (a
 * sent certificate, a sent message, a saved onboarding step) must not move them on from wherever they went.
 */
export function useStillHere(): () => boolean {
  // True from the first render (a child's effect may call in before this component's effects run).
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  return useCallback(() => here.current, []);
}

/** Back, as the page's own back button does; nothing once the calling screen is gone (useStillHere). */
export function useBack(): () => void {
  const navigate = useNavigate();
  const stillHere = useStillHere();
  return useCallback(() => {
    if (!stillHere()) return;
    // Going back in history passes the leave guard's popstate check; going to '/' asks it here.
    if (historyDepth() > 0) navigate(-1);
    else requestLeave(paths.root, () => navigate(paths.root, { replace: true }));
  }, [navigate, stillHere]);
}

/** Opens a dialog route over the current page. */
export function useOpenDialog(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (path: string) => {
      const bg = (location.state as { background?: Location } | null)?.background ?? location;
      navigate(path, { state: { background: bg } });
    },
    [navigate, location],
  );
}

/**
 * The absolute address of an app route, for a vendor page to send the borrower back to (liveness,
 * payment, contract): this document's origin and path with the route in the hash.
 */
export function returnUrlFor(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

/**
 * Shows `page` with `dialog` over it, as if the borrower had opened the dialog there: the current entry
 * becomes the page and the dialog is pushed on it, so closing the dialog leaves the page on screen.
 */
export function useShowDialogOver(): (page: string, dialog: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (page: string, dialog: string) => {
      navigate(page, { replace: true });
      // `page` may carry a query ('loanRepayment?orderNo=…'): the route is matched on its path alone.
      const { pathname = '/', search = '', hash = '' } = parsePath(page);
      const background: Location = { pathname, search, hash, state: null, key: 'default' };
      navigate(dialog, { state: { background } });
    },
    [navigate],
  );
}
