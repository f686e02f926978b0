import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { updateAvailable, versionCode } from '@/utils/version';
import { safeReturnPath } from '@/utils/returnPath';

describe('version check', () => {
  it('removes dots and compares with 117', () => {
    expect(versionCode('1.1.7')).toBe(117);
    expect(versionCode('1.1.8')).toBe(118);
    expect(versionCode('x.y')).toBeNull();
    expect(updateAvailable('android', { ver: '1.1.8' }, 117)).toBe(true);
    expect(updateAvailable('android', { ver: '1.1.7' }, 117)).toBe(false);
    expect(updateAvailable('ios', { ver: '1.1.8', verIos: '1.1.6' }, 117)).toBe(false);
    expect(updateAvailable('ios', { verIos: '1.2.0' }, 117)).toBe(true);
  });

  it('never sets the update flag on the web', () => {
    expect(updateAvailable('web', { ver: '9.9.9', verIos: '9.9.9' }, 117)).toBe(false);
  });
});

describe('return path after login', () => {
  it('accepts internal paths with their query', () => {
    expect(safeReturnPath('/pages/info/info?x=1')).toBe('/pages/info/info?x=1');
    expect(safeReturnPath('%2Fpages%2Fhome%2Fmy')).toBe('/pages/home/my');
  });

  it('asks the caller which paths are pages', () => {
    const isPage = (p: string) => p === '/pages/home/my';
    expect(safeReturnPath('/pages/home/my?tab=1', '/', isPage)).toBe('/pages/home/my?tab=1');
    expect(safeReturnPath('/pages/dialogs/delete', '/', isPage)).toBe('/');
  });

  it.each([
    'https://evil.kz/',
    '//evil.kz',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    '/\\evil.kz',
    'pages/home/my',
    '/pages/login/login?redirect=/x',
    '%2F%2Fevil.kz',
  ])('rejects %s', (bad) => {
    expect(safeReturnPath(bad)).toBe('/');
  });

  it('never throws and only returns internal paths', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (v) => {
        const out = safeReturnPath(v);
        return out.startsWith('/') && !out.startsWith('//') && !/^\/*[a-z][a-z0-9+.-]*:/i.test(out);
      }),
    );
  });
});
