import type { ComponentType } from 'react';
import { paths, ROUTE_LIST, routeTitle, type RouteEntry, type RouteKind, type ScreenName } from '@/config/paths';
import type { QualifiedKey } from '@/lib/i18n';
import { deferred, once } from '@/lib/deferred';
import { GROUP_SCREENS, type ExtraGroup } from '@/lib/textGroups';
import { FIRST_SCREEN_ROUTES } from '@/app/firstScreen';
import { nextTask } from '@/utils/nextTask';

type Module = { default: ComponentType };

/** A route as the shell uses it: the table's entry with its title and its code. */
export interface RouteDef {
  path: RouteEntry['path'];
  kind: RouteKind;
  /** Needs a session; a signed-out borrower is sent to login and brought back. */
  auth: boolean;
  /** i18n key of the title, with its namespace. */
  title: QualifiedKey;
  queryTitles?: RouteEntry['queryTitles'];
  load: () => Promise<Module>;
}

/**
 * Screens the entry imports itself: the launch route's (the Loans tab, first screen), so the first screen
 * never waits for the loaders chunk. It renders with the first screen's texts and without React Query.
 */
const ENTRY_SCREENS: Readonly<Record<string, () => Promise<Module>>> = {
  'loan-application/LoansTab': () => import('@/features/loan-application/screens/LoansTab'),
};

/**
 * Every other screen's code is in the loaders chunk (./loaders.ts), asked for in the task after this module
 * runs: the entry's evaluation is the start's longest task already, and the build preloads the chunk anyway.
 */
const loaders = once(() => import('./loaders'));
if (typeof window !== 'undefined') void nextTask().then(loaders).catch(() => undefined);

/** A screen's code, from the loaders chunk. */
function fromLoaders(screen: ScreenName): () => Promise<Module> {
  return () =>
    loaders().then((m) => {
      const code = m.SCREENS.get(screen);
      if (!code) throw new Error(`no screen ${screen} (src/config/paths.ts)`);
      return code();
    });
}

/**
 * The texts a screen waits for besides the main group: the extra groups it reads (src/lib/textGroups.ts
 * `GROUP_SCREENS`; tests/text-groups.node.test.ts checks that nothing else reads them).
 */
export function textsOf(screen: ScreenName): ExtraGroup[] {
  const feature = screen.split('/')[0]!;
  return (Object.keys(GROUP_SCREENS) as ExtraGroup[]).filter((g) => GROUP_SCREENS[g].includes(feature) || GROUP_SCREENS[g].includes(screen));
}

function toDef(route: RouteEntry): RouteDef {
  const { path, kind, screen, public: open } = route;
  // Every screen but the entry's waits for the texts it shows, so no page renders a raw key; and, but for the
  // drawn first screens (taken over without it), for React Query.
  const load = ENTRY_SCREENS[screen] ?? deferred(fromLoaders(screen), { texts: textsOf(screen), queries: !FIRST_SCREEN_ROUTES.includes(path) });
  return { path, kind, auth: !open, title: routeTitle(route), queryTitles: route.queryTitles, load };
}

/** A route's title for its address's query: a step's own title (`queryTitles`), else the route's. */
export function titleFor(def: Pick<RouteDef, 'title' | 'queryTitles'>, search: string): QualifiedKey {
  const query = new URLSearchParams(search);
  for (const [pair, key] of Object.entries(def.queryTitles ?? {})) {
    const [name = '', value] = pair.split('=');
    if (query.get(name) === value) return key;
  }
  return def.title;
}

/** The route table (src/config/paths.ts), ready for the shell. The first entry is the launch route. */
export const ROUTES: readonly RouteDef[] = ROUTE_LIST.map(toDef);

const byPath = new Map<string, RouteDef>(ROUTES.map((d) => [d.path, d]));
byPath.set(paths.root, byPath.get(paths.home.index)!);

/** '/' and '/pages/home/index' are the same Loans tab. */
export function findRoute(pathname: string): RouteDef | undefined {
  return byPath.get(pathname === '' ? '/' : pathname);
}

export const LAUNCH_ROUTE = ROUTES[0]!.path;
