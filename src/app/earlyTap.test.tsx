import { Suspense, lazy, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { firstScreenScript } from '../../scripts/first-screen';
import { EARLY_TAP, templateId } from '@/app/firstScreen';
import { ReplayEarlyTap, replayEarlyTap } from '@/app/earlyTap';
import { CatchUpWithAddress } from '@/app/App';
import { initI18n } from '@/lib/i18n';
import { NavBar, type NavBarProps } from '@/shared/ui/NavBar';
import { LIVE_ATTR } from '@/shared/ui/liveMark';

let script: string;
beforeAll(async () => {
  script = await firstScreenScript();
  await initI18n({ locale: 'ru' });
});

let taken: Root | null = null;
afterEach(() => {
  act(() => taken?.unmount());
  taken = null;
  replayEarlyTap();
  document.body.innerHTML = '';
});

/**
 * A drawn screen as a route renders it: the nav bar (its back button is drawn at build time on the
 * landing pages) in a block of its own, then the replay (RouteView renders it after the route's screen).
 */
function DrawnScreen({ Bar, onBack }: { Bar: ComponentType<NavBarProps>; onBack: () => void }) {
  return (
    <main>
      <Suspense fallback={null}>
        <Bar title="Деньги на карту" onBack={onBack} />
      </Suspense>
      <ReplayEarlyTap />
    </main>
  );
}

/**
 * index.html as built, with the screen drawn by React's server renderer in its template, and the inline
 * script (as built) that puts it into #root; a button outside the screen too.
 */
function loadDrawnPage() {
  const drawn = renderToString(<DrawnScreen Bar={NavBar} onBack={() => {}} />);
  document.body.innerHTML = `<div id="root"></div><template id="${templateId('ru /')}" lang="ru">${drawn}</template><button type="button">outside</button>`;
  window.history.replaceState(null, '', '/#/');
  new Function(script)();
  const back = screen.getByRole('button', { name: 'Назад' });
  // Drawn without the live mark: the app does not answer it yet.
  expect(back).not.toHaveAttribute(LIVE_ATTR);
  return back;
}

/** The app takes the drawn screen over (src/main.tsx hydrates it); hydration errors (a mismatch) are collected. */
function takeOver(Bar: ComponentType<NavBarProps>, onBack: () => void): unknown[] {
  const errors: unknown[] = [];
  act(() => {
    taken = hydrateRoot(document.getElementById('root')!, <DrawnScreen Bar={Bar} onBack={onBack} />, { onRecoverableError: (e) => errors.push(e) });
  });
  return errors;
}

describe('a tap on the drawn first screen before the app is there', () => {
  it('is kept (the last drawn button only) and clicked once the app answers it', async () => {
    const back = loadDrawnPage();
    const onBack = vi.fn();
    screen.getByRole('button', { name: 'outside' }).click();
    expect(window[EARLY_TAP]).toBeNull();
    back.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window[EARLY_TAP]).toBe(back);

    const errors = takeOver(NavBar, onBack);
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    // Taken over as drawn (no mismatch), the same button, now marked live.
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Назад' })).toBe(back);
    expect(back).toHaveAttribute(LIVE_ATTR);
    // From then on the app answers taps: none is kept.
    back.click();
    expect(onBack).toHaveBeenCalledTimes(2);
    expect(window[EARLY_TAP]).toBeUndefined();
  });

  it('waits for the block of the tapped button to be taken over when its code comes later, then clicks it once', async () => {
    const back = loadDrawnPage();
    const onBack = vi.fn();
    back.click();
    let arrive!: () => void;
    const LateBar = lazy(() => new Promise<{ default: typeof NavBar }>((resolve) => (arrive = () => resolve({ default: NavBar }))));

    const errors = takeOver(LateBar, onBack);
    // The route's screen is the app's (taps are no longer kept), the nav bar's block not yet.
    expect(window[EARLY_TAP]).toBeUndefined();
    expect(back).not.toHaveAttribute(LIVE_ATTR);
    expect(onBack).not.toHaveBeenCalled();
    await act(async () => arrive());
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledTimes(1));
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Назад' })).toBe(back);
  });

  it('is not kept for a button the app already answers', () => {
    const back = loadDrawnPage();
    const onBack = vi.fn();
    // The takeover's effects replay nothing; the mark comes with the render after it.
    takeOver(NavBar, onBack);
    expect(back).toHaveAttribute(LIVE_ATTR);
    back.click();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(window[EARLY_TAP]).toBeUndefined();
  });

  it('is dropped when the app drew the screen anew (the button tapped is gone)', () => {
    const back = loadDrawnPage();
    const onBack = vi.fn();
    back.addEventListener('click', onBack);
    back.click();
    document.getElementById('root')!.replaceChildren();
    replayEarlyTap();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('is not kept when no drawn screen was kept (a signed-in borrower)', () => {
    localStorage.setItem('token', 't');
    document.body.innerHTML = `<div id="root"></div><template id="${templateId('ru /')}" lang="ru"><button type="button">x</button></template>`;
    new Function(script)();
    expect(document.getElementById('root')!.childNodes).toHaveLength(0);
    expect(window[EARLY_TAP]).toBeUndefined();
  });
});

describe('the router and an address changed before it listened', () => {
  it('catches up: the page shown is the address, not the one read at the first render', async () => {
    // A hash assignment (earlier tests make them) sends popstate and hashchange a task later; the router,
    // hearing one, would read the address anew and hide what this test checks. Once ours has arrived, the
    // earlier ones have too; the start address is then set without an event.
    const ours = '#/before-the-router';
    const heard = new Promise<void>((resolve) => {
      const hear = (e: HashChangeEvent) => {
        if (!e.newURL.endsWith(ours)) return;
        window.removeEventListener('hashchange', hear);
        resolve();
      };
      window.addEventListener('hashchange', hear);
    });
    window.location.hash = ours;
    await heard;
    window.history.replaceState(null, '', '#/');
    let moved = false;
    /** A link followed between the router's first render and its first commit (it hears nothing). */
    function FollowedMeanwhile() {
      if (!moved) {
        moved = true;
        window.history.replaceState(null, '', '#/pages/home/landingpage?channel=tt');
      }
      return null;
    }
    render(
      <HashRouter>
        <FollowedMeanwhile />
        <CatchUpWithAddress />
        <Routes>
          <Route path="/" element={<h1>Loans tab</h1>} />
          <Route path="/pages/home/landingpage" element={<h1>Landing</h1>} />
        </Routes>
      </HashRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/home/landingpage?channel=tt');
  });
});
