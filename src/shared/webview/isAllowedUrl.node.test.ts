import { describe, expect, it } from 'vitest';
import { isAllowedUrl, parseAllowedUrl, sandboxFor } from '@/shared/webview/isAllowedUrl';

const SELF = 'https://app.bz.kz';
const LIST = ['https://good.kz', 'https://pay.vendor.com/', 'HTTPS://Face.Vendor.com:443', 'not a url', 'javascript:alert(1)'];
const ok = (url: unknown) => isAllowedUrl(url, LIST, SELF);

describe('isAllowedUrl', () => {
  it('allows http(s) URLs whose origin is on the list', () => {
    expect(ok('https://good.kz')).toBe(true);
    expect(ok('https://good.kz/')).toBe(true);
    expect(ok('https://good.kz/contract?id=12&lang=kk#p2')).toBe(true);
    expect(ok('https://pay.vendor.com/checkout')).toBe(true);
    expect(ok('https://good.kz:443/x')).toBe(true);
  });

  it('normalises list entries (case, trailing slash, default port) and skips bad ones', () => {
    expect(ok('https://face.vendor.com/session')).toBe(true);
    expect(isAllowedUrl('https://good.kz', ['  https://good.kz  '], SELF)).toBe(true);
    expect(isAllowedUrl('https://good.kz', [], SELF)).toBe(false);
  });

  it('accepts an uppercase scheme and host', () => {
    expect(ok('HTTPS://GOOD.KZ/page')).toBe(true);
    expect(ok('HtTpS://good.kz')).toBe(true);
  });

  it('allows the app’s own origin, also as a relative URL', () => {
    expect(ok('https://app.bz.kz/privacy.html')).toBe(true);
    expect(ok('/privacy.html')).toBe(true);
    expect(ok('privacy.html')).toBe(true);
    expect(parseAllowedUrl('/privacy.html', LIST, SELF)?.href).toBe('https://app.bz.kz/privacy.html');
  });

  it('rejects look-alike hosts', () => {
    expect(ok('https://good.kz.evil.com')).toBe(false);
    expect(ok('https://evilgood.kz')).toBe(false);
    expect(ok('https://sub.good.kz')).toBe(false);
    expect(ok('https://good.kz.')).toBe(false);
    expect(ok('https://gооd.kz')).toBe(false); // Cyrillic о
  });

  it('rejects userinfo, both as a trick and as credentials', () => {
    expect(ok('https://good.kz@evil.com')).toBe(false);
    expect(ok('https://good.kz:pass@evil.com')).toBe(false);
    expect(ok('https://user@good.kz/')).toBe(false);
    expect(ok('https://user:pw@good.kz/')).toBe(false);
  });

  it('rejects other schemes, ports and plain http for an https entry', () => {
    expect(ok('javascript:alert(1)')).toBe(false);
    expect(ok('JAVASCRIPT:alert(1)')).toBe(false);
    expect(ok('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(ok('blob:https://good.kz/123')).toBe(false);
    expect(ok('file:///etc/passwd')).toBe(false);
    expect(ok('about:blank')).toBe(false);
    expect(ok('vbscript:msgbox(1)')).toBe(false);
    expect(ok('ftp://good.kz/')).toBe(false);
    expect(ok('http://good.kz/')).toBe(false);
    expect(ok('https://good.kz:8443/')).toBe(false);
    expect(ok('//evil.com/x')).toBe(false);
  });

  it('rejects whitespace, control characters and backslashes instead of cleaning them', () => {
    expect(ok(' https://good.kz')).toBe(false);
    expect(ok('https://good.kz ')).toBe(false);
    expect(ok('\nhttps://good.kz')).toBe(false);
    expect(ok('java\tscript:alert(1)')).toBe(false);
    expect(ok('https://good.kz\u0000')).toBe(false);
    expect(ok('\u00a0https://good.kz')).toBe(false);
    expect(ok('\ufeffhttps://good.kz')).toBe(false);
    expect(ok('https:\\\\evil.com')).toBe(false);
    expect(ok('https://good.kz\\@evil.com')).toBe(false);
  });

  it('rejects non-strings and empty values without throwing', () => {
    for (const v of [undefined, null, 0, {}, [], '', 'https://', 'https://[bad', 'http://']) {
      expect(() => ok(v)).not.toThrow();
      expect(ok(v)).toBe(false);
    }
  });

  it('allows nothing when the own origin is opaque and the list is empty', () => {
    expect(isAllowedUrl('/privacy.html', [], 'null')).toBe(false);
    expect(isAllowedUrl('https://good.kz', ['https://good.kz'], 'null')).toBe(true);
  });
});

describe('sandboxFor', () => {
  const tokens = (s: string) => s.split(' ').filter(Boolean).sort();

  it('gives vendor pages scripts, forms, their own origin and top navigation after a tap, nothing more', () => {
    const url = new URL('https://pay.vendor.com/checkout');
    expect(tokens(sandboxFor(url, SELF))).toEqual([
      'allow-forms',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
  });

  it('gives the app’s own pages an empty sandbox: no scripts, no origin', () => {
    expect(sandboxFor(new URL('https://app.bz.kz/legal/privacy-ru.html'), SELF)).toBe('');
  });

  it('lets the caller choose the kind, but a same-origin page never gets scripts and same-origin together', () => {
    const own = tokens(sandboxFor(new URL('https://app.bz.kz/__sandbox/vendor/payment.html'), SELF, 'vendor'));
    expect(own).toContain('allow-scripts');
    expect(own).not.toContain('allow-same-origin');
    expect(tokens(sandboxFor(new URL('https://app.bz.kz/index.html'), SELF, 'vendor'))).not.toContain('allow-same-origin');
    expect(sandboxFor(new URL('https://pay.vendor.com/terms'), SELF, 'document')).toBe('');
  });

  it('never grants popups, modals, downloads or unconditional top navigation', () => {
    for (const kind of ['document', 'vendor'] as const) {
      const granted = tokens(sandboxFor(new URL('https://pay.vendor.com/'), SELF, kind));
      for (const t of ['allow-popups', 'allow-modals', 'allow-downloads', 'allow-top-navigation', 'allow-popups-to-escape-sandbox']) {
        expect(granted).not.toContain(t);
      }
    }
  });
});
