import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// lib/queries keeps whether React Query may be used yet: each test starts from a fresh copy of it.
beforeEach(() => {
  vi.resetModules();
});

/** A block that reads the query client: it renders only with one around it. */
function ReadsServer() {
  return <p>{useQueryClient() ? 'с клиентом' : ''}</p>;
}

describe('once', () => {
  it('shares one load, and forgets a failed one so the next call tries again', async () => {
    const { once } = await import('@/lib/deferred');
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('код');
    const code = once(load);
    await expect(code()).rejects.toThrow(TypeError);
    await expect(Promise.all([code(), code()])).resolves.toEqual(['код', 'код']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a deferred block', () => {
  it('that reads the server renders once React Query may be used, with the query client around it', async () => {
    const { deferredBlock } = await import('@/lib/deferred');
    const { markQueriesReady } = await import('@/lib/queries');
    let loaded!: () => void;
    const codeLoaded = new Promise<void>((r) => (loaded = r));
    const { Block } = deferredBlock(
      async () => {
        loaded();
        return ReadsServer;
      },
      { queries: true },
    );
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <Block />
      </Suspense>,
    );
    await codeLoaded;
    // Its code is there, the query layer is not: still waiting (no block without its client).
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    markQueriesReady();
    expect(await screen.findByText('с клиентом')).toBeInTheDocument();
  });

  it('whose code or query layer cannot load shows its own failure in its place, and the rest stays', async () => {
    const { deferredBlock } = await import('@/lib/deferred');
    const { markQueriesFailed } = await import('@/lib/queries');
    const { Block } = deferredBlock(async () => ReadsServer, { queries: true, failed: () => <p>Не загрузилось</p> });
    markQueriesFailed(new TypeError('Failed to fetch dynamically imported module: /assets/queryLayer-x.js'));
    render(
      <>
        <h1>Страница</h1>
        <Suspense fallback={null}>
          <Block />
        </Suspense>
      </>,
    );
    expect(await screen.findByText('Не загрузилось')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Страница' })).toBeInTheDocument();
  });

  it('that shows texts beyond the first screen’s waits for them: never a raw key', async () => {
    const { initI18n, resetI18nForTests } = await import('@/lib/i18n');
    resetI18nForTests();
    await initI18n({ locale: 'ru', namespaces: 'core' });
    const { deferredBlock } = await import('@/lib/deferred');
    function CheckText() {
      const { t } = useTranslation('payment');
      return <p>{t('checking')}</p>;
    }
    const { Block } = deferredBlock(async () => CheckText, { texts: true });
    render(
      <Suspense fallback={null}>
        <Block />
      </Suspense>,
    );
    expect(await screen.findByText('Проверяем оплату…')).toBeInTheDocument();
  });

  it('that shows a loan’s servicing texts waits for them too; the main group alone does not bring them', async () => {
    const { initI18n, i18next, loadTexts, resetI18nForTests } = await import('@/lib/i18n');
    resetI18nForTests();
    await initI18n({ locale: 'ru', namespaces: 'core' });
    await loadTexts('main');
    expect(i18next.hasResourceBundle('ru', 'repayment')).toBe(false);
    const { deferredBlock } = await import('@/lib/deferred');
    function RepayText() {
      const { t } = useTranslation('repayment');
      return <p>{t('page.nothing')}</p>;
    }
    const { Block } = deferredBlock(async () => RepayText, { texts: ['servicing'] });
    render(
      <Suspense fallback={null}>
        <Block />
      </Suspense>,
    );
    expect(await screen.findByText('Нет займа к погашению.')).toBeInTheDocument();
  });

  it('that shows a decided application’s texts waits for them, and says it is ready only once code and texts are here', async () => {
    const { initI18n, i18next, loadTexts, resetI18nForTests } = await import('@/lib/i18n');
    resetI18nForTests();
    await initI18n({ locale: 'ru', namespaces: 'core' });
    await loadTexts('main');
    expect(i18next.hasResourceBundle('ru', 'hardship')).toBe(false);
    const { deferredBlock } = await import('@/lib/deferred');
    function HardshipTitle() {
      const { t } = useTranslation('hardship');
      return <h2>{t('title')}</h2>;
    }
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((r) => (arrive = r));
    const block = deferredBlock(() => code.then(() => HardshipTitle), { texts: ['decided'] });
    expect(block.isReady()).toBe(false);
    render(
      <Suspense fallback={<p>…</p>}>
        <block.Block />
      </Suspense>,
    );
    await waitFor(() => expect(i18next.hasResourceBundle('ru', 'hardship')).toBe(true));
    // The texts are here, the code is not: not ready, nothing drawn but the fallback.
    expect(block.isReady()).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
    arrive();
    expect(await screen.findByRole('heading', { name: i18next.t('hardship:title') })).toBeInTheDocument();
    expect(block.isReady()).toBe(true);
  });
});
