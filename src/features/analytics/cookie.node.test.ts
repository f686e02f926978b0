import { afterEach, describe, expect, it, vi } from 'vitest';
import { sdkParams } from './config';

const targets = { eventsUrl: 'https://sa.example.kz/sa?project=default', behaviourUrl: null };

describe('the analytics SDK cookie (issue 29 L5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is Secure and SameSite=Lax on the HTTPS site, and kept off the parent domain', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(sdkParams(targets, () => false)).toMatchObject({ is_secure_cookie: true, set_cookie_samesite: 'Lax', cross_subdomain: false });
  });

  it('is not Secure on a plain-HTTP page, where a Secure cookie would not be set at all', () => {
    vi.stubGlobal('location', { protocol: 'http:' });
    expect(sdkParams(targets, () => false)).toMatchObject({ is_secure_cookie: false, set_cookie_samesite: 'Lax' });
  });
});
