import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HashRouter } from 'react-router-dom';
import { AppShell } from '@/app/AppShell';
import { NavigationBridge } from '@/shared/navigation/navBridge';

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
  return <QueryClientProvider client={queryClient}>{router ? router(content) : <HashRouter>{content}</HashRouter>}</QueryClientProvider>;
}
