import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HashRouter, createPath, useLocation, useNavigate } from 'react-router-dom';
import { AppShell } from '@/app/AppShell';
import { NavigationBridge } from '@/shared/navigation/navBridge';

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
    const address = window.location.hash.replace(/^#/, '') || '/';
    if (address !== createPath(location)) void navigate(address, { replace: true });
  }, [location, navigate]);
  return null;
}

/**
 * Hash routing with base '/'. The shell matches the spec's paths against the route table itself, so
 * dialogs can render over the page beneath. Tests pass a MemoryRouter instead.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router?: (children: ReactNode) => ReactNode }) {
  const content = (
    <>
      <NavigationBridge />
      <AppShell />
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {router ? (
        router(content)
      ) : (
        <HashRouter>
          <CatchUpWithAddress />
          {content}
        </HashRouter>
      )}
    </QueryClientProvider>
  );
}
