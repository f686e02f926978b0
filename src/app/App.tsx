import { useEffect, useRef, type ReactNode } from 'react';
import { HashRouter, createPath, useLocation, useNavigate } from 'react-router-dom';
import { AppShell } from '@/app/AppShell';
import { NavigationBridge } from '@/shared/navigation/navBridge';
import { drawnRoute } from '@/app/firstScreen';
import { hashRoute } from '@/utils/hashAddress';
import { noteAddressLeft } from '@/app/addressLeft';

/**
 * HashRouter reads the address as it first renders but listens for changes only once it has committed.
 * A first screen drawn at build time is taken over in a transition (src/main.tsx), which on a slow phone
 * can take a while; a link tapped on the drawn screen meanwhile changes the address unseen, and the app
 * would stay on the old page. Once the router listens, this catches up with the address.
 */
export function CatchUpWithAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const now = window.location.hash.replace(/^#/, '') || '/';
    // Held back for the takeover (below) unless the address has moved on again since.
    const address = missedAddress !== null && now === heldAt ? missedAddress : now;
    missedAddress = null;
    if (address === createPath(location)) return;
    // The first commit's effects after this one are for the address left: none of them may redirect it.
    noteAddressLeft(createPath(location));
    void navigate(address, { replace: true });
  }, [location, navigate]);
  return null;
}

let missedAddress: string | null = null;
let heldAt: string | null = null;
let holdChecked = false;

/**
 * The drawn screen is taken over for the address it was drawn for: if a link tapped on it changed the
 * address after the app chose to take it over but before the router read it, the router would draw
 * another page over the drawn one (a hydration mismatch). The address is put back for the takeover
 * (the same history entry) and followed right after it (CatchUpWithAddress).
 */
function holdAddressForTakeover(route: string | undefined): void {
  if (!route || holdChecked) return;
  holdChecked = true;
  const hash = window.location.hash;
  if (drawnRoute(hashRoute(hash)) === route) return;
  missedAddress = hash.replace(/^#/, '') || '/';
  heldAt = route;
  window.history.replaceState(window.history.state, '', '#' + route);
}

/**
 * Hash routing with base '/'. The shell matches the spec's paths against the route table itself, so
 * dialogs can render over the page beneath. Tests pass a MemoryRouter instead. No query client is
 * provided here: code that uses React Query comes with it (src/lib/deferred.ts), after the first screen,
 * in the tests as in the app.
 */
export function App({
  router,
  takeover,
}: {
  router?: (children: ReactNode) => ReactNode;
  /** The route of the drawn screen being taken over (src/main.tsx), if one is. */
  takeover?: string;
}) {
  if (!router) holdAddressForTakeover(takeover);
  const content = (
    <>
      <NavigationBridge />
      <AppShell />
    </>
  );
  return router ? (
    router(content)
  ) : (
    <HashRouter>
      <CatchUpWithAddress />
      {content}
    </HashRouter>
  );
}
