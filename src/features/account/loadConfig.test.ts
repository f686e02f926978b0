import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { CONFIG_DEFAULTS, reloadConfigFromCache, useConfig } from '@/stores/config';
import { loadConfig } from '@/features/account/loadConfig';

describe('client config', () => {
  it('defaults are the spec values, as strings', () => {
    reloadConfigFromCache();
    expect(useConfig.getState().source).toBe('default');
    expect(useConfig.getState().config).toMatchObject(CONFIG_DEFAULTS);
    expect(CONFIG_DEFAULTS).toEqual({ IDcodeShow: '1', codetext: '0', repayment: '1', withdrawal: '1', personalInfo: '1', educationInfo: '1', emailinfo: '1', locationinfo: '1' });
  });

  it('applies the cached config first, then the server config replaces it and is cached', async () => {
    localStorage.setItem('cfgIndex', JSON.stringify({ ...CONFIG_DEFAULTS, repayment: '0', ver: '1.1.6', verIos: '1.1.6' }));
    reloadConfigFromCache();
    expect(useConfig.getState().source).toBe('cache');
    expect(useConfig.getState().config.repayment).toBe('0');

    server.use(
      http.post('*/api/index/getConfigForFront', () =>
        HttpResponse.json({ code: 0, data: { ...CONFIG_DEFAULTS, repayment: '1', codetext: '1', ver: '1.1.8', verIos: '1.1.7' } }),
      ),
    );
    await loadConfig();
    expect(useConfig.getState().source).toBe('server');
    expect(useConfig.getState().config).toMatchObject({ repayment: '1', codetext: '1', ver: '1.1.8' });
    expect(JSON.parse(localStorage.getItem('cfgIndex')!)).toMatchObject({ repayment: '1', codetext: '1', ver: '1.1.8' });
  });

  it('keeps the cached config when the server fails', async () => {
    localStorage.setItem('cfgIndex', JSON.stringify({ ...CONFIG_DEFAULTS, withdrawal: '0' }));
    reloadConfigFromCache();
    server.use(http.post('*/api/index/getConfigForFront', () => HttpResponse.error()));
    await loadConfig();
    expect(useConfig.getState().source).toBe('cache');
    expect(useConfig.getState().config.withdrawal).toBe('0');
  });
});
