import { Component, Suspense, memo, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { releaseKeptScreen, releaseKeptScreenIfElsewhere } from '@/shared/offline/handover';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQualifiedText } from '@/lib/i18n';
import { lazyRoute } from '@/app/lazyRoute';
import { ReplayEarlyTap } from '@/app/earlyTap';
import { wasAddressLeft } from '@/app/addressLeft';
import { paths, withQuery } from '@/config/paths';
import { titleFor, type RouteDef } from '@/app/routes/table';
import { useIsLoggedIn } from '@/stores/session';
import { Skeleton } from '@/shared/ui/Skeleton';
import { usePageLocation } from '@/shared/navigation/navigation';
import { isLeavingSession } from '@/shared/session/leaving';

/** Spec: a page whose code fails to load shows a tappable message that reloads it. */
export function LoadFailed() {
  const { t } = useTranslation();
  // A copy of the screen drawn before the app (src/shared/offline/handover.ts) gives way to the message.
  useLayoutEffect(releaseKeptScreen, []);
  return (
    <div className="load-failed">
      <button type="button" className="load-failed__button" onClick={() => window.location.reload()}>
        <span className="load-failed__title">{t('loadFailed.title')}</span>
        <span className="load-failed__hint">{t('loadFailed.tap')}</span>
      </button>
    </div>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? <LoadFailed /> : this.props.children;
  }
}

export function PageTitle({ def }: { def: RouteDef }) {
  const { t } = useTranslation();
  const title = useQualifiedText()(titleFor(def, usePageLocation().search));
  const app = t('appName');
  useEffect(() => {
    document.title = `${title} — ${app}`;
  }, [title, app]);
  return null;
}

/**
 * How many times the network has come back: a page whose code failed to load offline is asked for again
 * then, without a tap (its failure is not kept: lazyRoute).
 */
function useBackOnline(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const onOnline = () => setCount((n) => n + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return count;
}

/**
 * A route's screen is up: a copy drawn before the app of another address than this one gives way to it (the
 * borrower followed a link in it, or the session had ended). The copy's own screen hands over itself once it
 * shows its figures (KeptNote).
 */
function HandOverElsewhere({ path }: { path: string }) {
  useLayoutEffect(releaseKeptScreenIfElsewhere, [path]);
  return null;
}

/**
 * To sign-in with the way back to `redirect`, unless the router has just left that address (a tap while the app
 * started, followed in the same first commit: src/app/addressLeft.ts): the borrower then stays where they tapped.
 */
function ToSignIn({ redirect }: { redirect: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (wasAddressLeft(redirect)) return;
    void navigate(withQuery(paths.login, { redirect }), { replace: true });
  }, [navigate, redirect]);
  return null;
}

/**
 * A route's code, behind the session check, a loading skeleton and the load-failure boundary. Drawn again only
 * when its own props or state change, not with its parent: the shell above redraws when texts arrive (the title,
 * `useQualifiedText`), and a drawn first screen still being taken over (its boundary waiting for the screen's
 * code and texts) that received that redraw was thrown away and drawn anew, the fallback between: a tap on it
 * then was lost, and the page flashed empty on a slow phone.
 */
export const RouteView = memo(function RouteView({ def, fallback }: { def: RouteDef; fallback?: ReactNode }) {
  const online = useBackOnline();
  const loggedIn = useIsLoggedIn();
  const location = usePageLocation();
  if (def.auth && !loggedIn) {
    if (isLeavingSession()) return null;
    return <ToSignIn redirect={location.pathname + location.search} />;
  }
  const Page = lazyRoute(def);
  return (
    <RouteErrorBoundary resetKey={`${def.path}#${online}`}>
      <Suspense fallback={fallback ?? <Skeleton lines={4} />}>
        <Page />
        <ReplayEarlyTap />
        <HandOverElsewhere path={def.path} />
      </Suspense>
    </RouteErrorBoundary>
  );
});
