import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { noteShownLocation } from '@/shared/navigation/leaveGuard';

/**
 * Lets code outside React (the session-expiry handler) navigate and read the current location,
 * without pulling react-router's data-router layer into the first load.
 */
interface Nav {
  navigate: NavigateFunction | null;
  pathname: string;
  search: string;
  /** The page on screen: beneath an open dialog, the page it was opened over. */
  page: { pathname: string; search: string };
}

const nav: Nav = { navigate: null, pathname: '/', search: '', page: { pathname: '/', search: '' } };
const shownListeners = new Set<() => void>();

/** Called after each location the app shows (analytics' page views: the router moves by pushState, which no event announces). */
export function onLocationShown(listener: () => void): () => void {
  shownListeners.add(listener);
  return () => void shownListeners.delete(listener);
}

/** The shell showed a location (NavigationBridge, after each commit). */
export function locationShown(): void {
  for (const l of shownListeners) l();
}

export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    nav.navigate = navigate;
    nav.pathname = location.pathname;
    nav.search = location.search;
    const background = (location.state as { background?: { pathname?: unknown; search?: unknown } } | null)?.background;
    nav.page =
      background && typeof background.pathname === 'string'
        ? { pathname: background.pathname, search: typeof background.search === 'string' ? background.search : '' }
        : { pathname: location.pathname, search: location.search };
    noteShownLocation();
    locationShown();
  }, [navigate, location]);
  return null;
}

export function currentLocation(): { pathname: string; search: string } {
  return { pathname: nav.pathname, search: nav.search };
}

/** The page on screen, not a dialog over it: where to bring the borrower back to after signing in again. */
export function currentPage(): { pathname: string; search: string } {
  return { ...nav.page };
}

export function navigateOutside(to: string, opts?: { replace?: boolean; state?: unknown }): void {
  void nav.navigate?.(to, opts);
}
