import { Activity, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQualifiedText } from '@/lib/i18n';
import { findRoute, titleFor, type RouteDef } from '@/app/routes/table';
import { paths } from '@/config/paths';
import { PageLocationContext, useBack, usePageLocation } from '@/shared/navigation/navigation';
import { PageTitle, RouteView } from '@/app/RouteView';
import { TabBar } from '@/shared/ui/TabBar';
import { ToastHost } from '@/shared/ui/ToastHost';
import { OfflineBanner } from '@/shared/ui/OfflineBanner';
import { NavBar } from '@/shared/ui/NavBar';
import { HomeIcon, UserIcon } from '@/shared/ui/Icons';
import { NotFoundPage } from '@/app/routes/NotFoundPage';
import { settleLeaving } from '@/shared/session/leaving';
import { deferredBlock } from '@/lib/deferred';
import { Quiet } from '@/shared/ui/Quiet';
import { useIsLoggedIn } from '@/stores/session';

const DevPanel =
  import.meta.env.VITE_USE_MOCKS === 'true' ? deferredBlock(() => import('@/mocks/DevPanel').then((m) => m.DevPanel), { queries: true }).Block : null;

/**
 * Reads the dots (src/shared/api/dots.ts) for the tab bar's Me dot, in a chunk of its own: the API client and its
 * schemas are not first-screen code, and the dot can come a moment after the first paint. Not through the Me tab's
 * code, which a new borrower who never opens that tab would download for it (2 kB of the sign-up journey).
 * With the rest of the language: the words a screen reader hears with the dot are the messages' texts.
 */
const { Block: DotsReporter } = deferredBlock(() => import('@/shared/api/dots').then((m) => m.DotsReporter), { queries: true, texts: true });

/** The Loans tab's pop-up (a coupon, a notice): loaded after the tab is on screen, for a signed-in borrower only. */
const { Block: LoansTabPopup } = deferredBlock(() => import('@/features/coupons/components/LoansTabPopup').then((m) => m.default), {
  queries: true,
  texts: true,
});

const HOME_LOCATION: Location = { pathname: paths.root, search: '', hash: '', state: null, key: 'background' };

type TabId = 'loans' | 'me';
const TAB_OF: Record<string, TabId> = { [paths.root]: 'loans', [paths.home.index]: 'loans', [paths.home.my]: 'me' };

/**
 * Both tab pages stay mounted once visited and are hidden with <Activity>, so state survives
 * switching; each tab remembers its own window scroll position.
 */
function TabLayout({ active }: { active: TabId | null }) {
  const { t } = useTranslation();
  const [visited, setVisited] = useState<Set<TabId>>(() => new Set(active ? [active] : []));
  const scroll = useRef<Record<TabId, number>>({ loans: 0, me: 0 });
  const shown = useRef<TabId | null>(active);

  if (active && !visited.has(active)) setVisited(new Set(visited).add(active));

  useLayoutEffect(() => {
    const onScroll = () => {
      if (shown.current) scroll.current[shown.current] = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    shown.current = active;
    if (active) window.scrollTo(0, scroll.current[active]);
  }, [active]);

  const loggedIn = useIsLoggedIn();
  const [meHasNew, setMeHasNew] = useState(false);
  const meDot = useMeTabDot(loggedIn && meHasNew);

  const loans = findRoute(paths.home.index)!;
  const me = findRoute(paths.home.my)!;
  const tab = (id: TabId, def: RouteDef) =>
    visited.has(id) ? (
      <Activity key={id} mode={active === id ? 'visible' : 'hidden'}>
        <section className="tab-page" aria-hidden={active !== id}>
          {active === id && <PageTitle def={def} />}
          <RouteView def={def} />
        </section>
      </Activity>
    ) : null;

  return (
    <>
      <main id={active ? 'main' : undefined} className="page page--tab">
        {tab('loans', loans)}
        {tab('me', me)}
      </main>
      {active && (
        <TabBar
          items={[
            { to: paths.root, label: t('tabs.loans'), icon: <HomeIcon />, active: active === 'loans' },
            { to: paths.home.my, label: t('tabs.me'), icon: <UserIcon />, active: active === 'me', dot: meDot },
          ]}
        />
      )}
      {/* Extras: if their code cannot load (offline, a deploy), the page goes on without them. */}
      {loggedIn && (
        <Quiet>
          <Suspense fallback={null}>
            <DotsReporter onChange={setMeHasNew} />
          </Suspense>
        </Quiet>
      )}
      {loggedIn && active === 'loans' && (
        <Quiet>
          <Suspense fallback={null}>
            <LoansTabPopup />
          </Suspense>
        </Quiet>
      )}
    </>
  );
}

/** The words a screen reader hears with the Me tab's dot (new coupons or unread messages). */
function useMeTabDot(hasNew: boolean): string | undefined {
  const { t } = useTranslation('messages');
  // Reported by DotsReporter, which comes with the rest of the language: the words are there.
  return hasNew ? t('dots.tab') : undefined;
}

/** A non-tab page: nav bar with the route title and the spec's back rule, then the page. */
function PageFrame({ def }: { def: RouteDef }) {
  const text = useQualifiedText();
  const back = useBack();
  const { search } = usePageLocation();
  // Webview pages draw their own bar (with their own back handling); login has no automatic back.
  const showBar = def.kind === 'page';
  return (
    <>
      <PageTitle def={def} />
      {showBar && <NavBar title={text(titleFor(def, search))} onBack={def.path === paths.login ? undefined : back} />}
      <main id="main" className="page">
        <RouteView def={def} />
      </main>
    </>
  );
}

function DialogLayer({ def }: { def: RouteDef }) {
  return (
    <div className="dialog-route">
      <RouteView def={def} fallback={null} />
    </div>
  );
}

export function AppShell() {
  const location = useLocation();
  const current = findRoute(location.pathname);
  const isDialog = current?.kind === 'dialog';
  const background = (location.state as { background?: Location } | null)?.background;
  // A dialog opened by a deep link renders over the Loans tab.
  const pageLocation = isDialog ? (background ?? HOME_LOCATION) : location;
  const pageRoute = isDialog ? findRoute(pageLocation.pathname) : current;
  const tab = pageRoute?.kind === 'tab' ? TAB_OF[pageLocation.pathname] ?? null : null;
  const [tabsUsed, setTabsUsed] = useState(tab !== null);
  if (tab !== null && !tabsUsed) setTabsUsed(true);

  useEffect(() => {
    if (!isDialog && tab === null) window.scrollTo(0, 0);
  }, [location.pathname, isDialog, tab]);
  useEffect(() => settleLeaving(), [location.pathname]);

  // A dialog route makes the page inert, which drops the focus before the dialog (lazy) can note its
  // opener. The shell keeps the page's last focused element and gives it the focus back on close.
  const pageFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('.app__page')) pageFocus.current = e.target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  const wasDialog = useRef(isDialog);
  useEffect(() => {
    if (wasDialog.current && !isDialog) {
      const el = pageFocus.current;
      // Unless the page put it somewhere itself (a field to fix, say).
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && el?.isConnected && !el.closest('[inert]')) el.focus({ preventScroll: true });
    }
    wasDialog.current = isDialog;
  }, [isDialog]);

  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
        {/* keyboard users skip the nav bar */}
        <SkipText />
      </a>
      <OfflineBanner />
      <PageLocationContext.Provider value={pageLocation}>
        <div className="app__page" inert={isDialog || undefined}>
          {tabsUsed && (
            <Activity mode={tab ? 'visible' : 'hidden'}>
              <TabLayout active={tab} />
            </Activity>
          )}
          {tab === null && (pageRoute ? <PageFrame key={pageRoute.path} def={pageRoute} /> : <NotFoundPage />)}
        </div>
      </PageLocationContext.Provider>
      {isDialog && current && <DialogLayer def={current} />}
      <ToastHost />
      {DevPanel && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </div>
  );
}

function SkipText() {
  const { t } = useTranslation();
  return <>{t('skipToContent')}</>;
}
