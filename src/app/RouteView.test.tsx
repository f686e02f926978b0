import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { CatchUpWithAddress } from '@/app/App';
import { RouteView } from '@/app/RouteView';
import type { RouteDef } from '@/app/routes/table';
import { initI18n } from '@/lib/i18n';

beforeAll(async () => {
  await initI18n({ locale: 'ru' });
});

describe('a page whose code failed to load while offline', () => {
  it('loads by itself once the network is back, without a tap (ux review, defect 24)', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: /assets/TransferPage-abc.js');
    const load = vi
      .fn<RouteDef['load']>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue({ default: () => <h1>Перевод</h1> });
    const def: RouteDef = { path: '/pages/transfer/transfer', kind: 'page', auth: false, title: 'pages:title.transfer.transfer', load };
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <HashRouter>
        <RouteView def={def} />
      </HashRouter>,
    );
    expect(await screen.findByRole('button', { name: /Не удалось загрузить страницу/ })).toBeVisible();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Перевод' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Не удалось загрузить страницу/ })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a signed-out borrower on a page that needs the session', () => {
  const settings: RouteDef = {
    path: '/pages/personal/install',
    kind: 'page',
    auth: true,
    title: 'pages:title.personal.install',
    load: () => Promise.resolve({ default: () => <h1>Настройки</h1> }),
  };

  it('goes to sign-in with the way back', async () => {
    window.history.replaceState(null, '', '#/pages/personal/install');
    render(
      <HashRouter>
        <Routes>
          <Route path="/pages/personal/install" element={<RouteView def={settings} />} />
          <Route path="/pages/login/login" element={<h1>Вход</h1>} />
        </Routes>
      </HashRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeVisible();
    expect(window.location.hash).toBe('#/pages/login/login?redirect=%2Fpages%2Fpersonal%2Finstall');
  });

  it('who tapped elsewhere while the app started stays where they tapped, not sent to sign-in for the page they left', async () => {
    window.history.replaceState(null, '', '#/pages/personal/install');
    let moved = false;
    /** The Loans tab tapped between the router's first render and its first commit (it hears nothing then). */
    function TappedMeanwhile() {
      if (!moved) {
        moved = true;
        window.history.replaceState(null, '', '#/');
      }
      return null;
    }
    render(
      <HashRouter>
        <TappedMeanwhile />
        <CatchUpWithAddress />
        <Routes>
          <Route path="/" element={<h1>Займы</h1>} />
          <Route path="/pages/personal/install" element={<RouteView def={settings} />} />
          <Route path="/pages/login/login" element={<h1>Вход</h1>} />
        </Routes>
      </HashRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Займы' })).toBeVisible();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(window.location.hash).toBe('#/');
    expect(screen.queryByRole('heading', { name: 'Вход' })).toBeNull();
  });
});
