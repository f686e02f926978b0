import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { FIRST_SCREEN_SCRIPT } from '../../scripts/first-screen';
import { replayEarlyTap } from '@/app/earlyTap';
import { CatchUpWithAddress } from '@/app/App';

/** What React leaves on an element it has taken over. */
const takeOver = (el: Element) => Object.assign(el, { '__reactProps$x1': {} });

/** index.html as built: the drawn Loans tab in #root, then the inline script, run as the browser would. */
function loadDrawnPage() {
  document.body.innerHTML = '<div id="root"><h1>Деньги</h1><button type="button"><span>Қазақша</span></button></div><button type="button">outside</button>';
  localStorage.clear();
  window.location.hash = '#/';
  new Function(FIRST_SCREEN_SCRIPT)();
}

afterEach(() => {
  replayEarlyTap();
  document.body.innerHTML = '';
});

describe('a tap on the drawn first screen before the app is there', () => {
  it('is kept (the last button inside the screen only) and clicked once the app has taken over', () => {
    loadDrawnPage();
    const [drawn, outside] = document.querySelectorAll('button');
    let clicks = 0;
    drawn!.addEventListener('click', () => (clicks += 1));
    outside!.click();
    expect(window.__bzEarlyTap).toBeNull();
    drawn!.querySelector('span')!.click();
    expect(window.__bzEarlyTap).toBe(drawn);
    expect(clicks).toBe(1);

    clicks = 0;
    takeOver(drawn!);
    replayEarlyTap();
    expect(clicks).toBe(1);
    // From then on, React answers taps: none is kept or clicked again.
    drawn!.click();
    expect(window.__bzEarlyTap).toBeUndefined();
    clicks = 0;
    replayEarlyTap();
    expect(clicks).toBe(0);
  });

  it('is not kept for a button React has already taken over (it answers by itself)', () => {
    loadDrawnPage();
    const drawn = document.querySelector('#root button') as HTMLButtonElement;
    takeOver(drawn);
    drawn.click();
    expect(window.__bzEarlyTap).toBeNull();
  });

  it('waits for React to take the tapped button over when its block comes later, then clicks it once', () => {
    vi.useFakeTimers();
    try {
      loadDrawnPage();
      const drawn = document.querySelector('#root button') as HTMLButtonElement;
      let clicks = 0;
      drawn.addEventListener('click', () => (clicks += 1));
      drawn.click();
      clicks = 0;
      replayEarlyTap();
      vi.advanceTimersByTime(500);
      expect(clicks).toBe(0);
      takeOver(drawn);
      vi.advanceTimersByTime(100);
      expect(clicks).toBe(1);
      vi.advanceTimersByTime(20_000);
      expect(clicks).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is dropped when the app drew the screen anew (the button tapped is gone)', () => {
    loadDrawnPage();
    const drawn = document.querySelector('#root button') as HTMLButtonElement;
    let clicks = 0;
    drawn.addEventListener('click', () => (clicks += 1));
    drawn.click();
    document.getElementById('root')!.replaceChildren();
    replayEarlyTap();
    expect(clicks).toBe(1);
  });

  it('is not kept when no drawn screen was kept (a signed-in borrower)', () => {
    document.body.innerHTML = '<div id="root"><button type="button">x</button></div>';
    localStorage.setItem('token', 't');
    new Function(FIRST_SCREEN_SCRIPT)();
    expect(window.__bzEarlyTap).toBeUndefined();
    localStorage.clear();
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
