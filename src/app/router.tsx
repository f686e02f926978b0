import { createHashRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from '@/app/AppShell';
import { LoadFailed } from '@/app/RouteView';

/**
 * Hash history with base '/'. The data router (createHashRouter) is used instead of <HashRouter> so
 * code outside React (the session-expiry handler) can navigate. One catch-all route: the shell matches
 * the spec's paths against the route table itself, so dialogs can render over the page beneath.
 */
export const appRoutes: RouteObject[] = [{ path: '*', element: <AppShell />, errorElement: <LoadFailed /> }];

export function createAppRouter() {
  return createHashRouter(appRoutes);
}

/** The hash router in the app, a memory router in component tests: same routes, same shell. */
export type AppRouter = ReturnType<typeof createAppRouter>;
