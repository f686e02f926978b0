import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/routes/table';
import { cleanProperties, clampId, looksPersonal, routeOf, safeUrl, analyticsTitleKey, UNKNOWN_PAGE } from './privacy';

const APP = 'https://app.bystrye-zaimy.kz';

describe('pages as analytics sees them', () => {
  it('names every route of the table with the title key the shell uses', () => {
    for (const r of ROUTES) expect(analyticsTitleKey(routeOf(`#${r.path}?x=1`)), r.path).toBe(r.title.replace(/^pages:/, ''));
  });

  it('takes the empty hash for the Loans tab and reports no unknown path', () => {
    expect(routeOf('')).toBe('/pages/home/index');
    expect(routeOf('#/')).toBe('/pages/home/index');
    expect(routeOf('#/pages/+77011234567')).toBe(UNKNOWN_PAGE);
    expect(analyticsTitleKey(UNKNOWN_PAGE)).toBe('title.notFound');
  });

  it('keeps the app address without its queries, and only the origin of another site', () => {
    expect(safeUrl(`${APP}/?channel=tt#/pages/personal/loan_order?orderNo=BZ-1&return=1`, APP)).toBe(`${APP}/#/pages/personal/loan_order`);
    expect(safeUrl('https://www.tiktok.com/@lender/video/1?u=77011234567', APP)).toBe('https://www.tiktok.com/');
    expect(safeUrl('javascript:alert(1)', APP)).toBe('');
    expect(safeUrl('not a url', APP)).toBe('');
  });
});

describe('personal data', () => {
  it('spots phone numbers in any writing, IINs, card numbers, e-mails and the token', () => {
    for (const v of ['+77011234567', '8 (701) 123-45-67', '+7 701 123 45 67', '77011234567', 'IIN 900101300007', '4400 4301 2345 6789', 'a.b@mail.kz']) {
      expect(looksPersonal(v), v).toBe(true);
    }
    expect(looksPersonal('sess tok-abcdef123', { token: 'tok-abcdef123' })).toBe(true);
    expect(looksPersonal('7011234567 again', { phone: '77011234567' })).toBe(true);
  });

  it('lets facts through: amounts, terms, ids of options, routes, dates', () => {
    for (const v of ['30000', '14', 'work', '/pages/info/info', '2026-03-22', 'U000123', 'tiktok_spring', '1.1.7']) {
      expect(looksPersonal(v), v).toBe(false);
    }
  });

  it('removes what looks personal, keeps the key, and cuts long strings at 500', () => {
    const props: Record<string, unknown> = { a: 'x'.repeat(700), phone: '+7 701 123 45 67', n: 5, nested: { mail: 'a@b.kz' }, list: ['ok', '4400430123456789'] };
    cleanProperties(props);
    expect(props).toEqual({ a: 'x'.repeat(500), phone: '[removed]', n: 5, nested: { mail: '[removed]' }, list: ['ok', '[removed]'] });
  });

  it('cuts ids at 255 characters', () => {
    expect(clampId('u'.repeat(300))).toHaveLength(255);
    expect(clampId('U000001')).toBe('U000001');
  });
});
