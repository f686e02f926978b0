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
}

const nav: Nav = { navigate: null, pathname: '/', search: '' };

export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    nav.navigate = navigate;
    nav.pathname = location.pathname;
    nav.search = location.search;
    noteShownLocation();
  }, [navigate, location]);
  return null;
}

export function currentLocation(): { pathname: string; search: string } {
  return { pathname: nav.pathname, search: nav.search };
}

export function navigateOutside(to: string, opts?: { replace?: boolean; state?: unknown }): void {
  void nav.navigate?.(to, opts);
}
