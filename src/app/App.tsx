import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createHashRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppShell } from '@/app/AppShell';
import { NavigationBridge } from '@/shared/navigation/navBridge';

function Root() {
  return (
    <>
      <NavigationBridge />
      <AppShell />
    </>
  );
}

/**
 * Hash routing with base '/'. A data router (for `useBlocker`: unsaved forms ask before they are left
 * by back, the nav bar or the tab bar) with one catch-all route: the shell matches the spec's paths
 * against the route table itself, so dialogs can render over the page beneath. Tests pass
 * `initialPath` for a memory router.
 */
export function createAppRouter(initialPath?: string) {
  const routes = [{ path: '*', element: <Root /> }];
  return initialPath === undefined ? createHashRouter(routes) : createMemoryRouter(routes, { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
