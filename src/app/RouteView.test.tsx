import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HashRouter } from 'react-router-dom';
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
