import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it starts its worker once per page). */
const load = async () => {
  vi.resetModules();
  return import('@/utils/intlWarmup');
};

class FakeWorker {
  static made: Array<{ url: unknown; options: unknown }> = [];
  constructor(url: unknown, options?: unknown) {
    FakeWorker.made.push({ url, options });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
  delete (window as { trustedTypes?: unknown }).trustedTypes;
});

describe('warmIntlOffMainThread', () => {
  it('starts the warm-up worker once, from this build\'s worker script', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { warmIntlOffMainThread } = await load();
    warmIntlOffMainThread();
    warmIntlOffMainThread();
    expect(FakeWorker.made).toHaveLength(1);
    expect(String(FakeWorker.made[0]!.url)).toMatch(/intlWarmup\.worker\.ts/);
  });

  it('under Trusted Types, names the worker through its own policy, which refuses any other script', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const rules: Array<{ name: string; createScriptURL: (u: string) => string }> = [];
    const trusted = (u: string) => ({ trusted: u });
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, r: { createScriptURL: (u: string) => string }) => {
        rules.push({ name, ...r });
        return { createScriptURL: (u: string) => trusted(r.createScriptURL(u)) };
      },
    };
    const { warmIntlOffMainThread, INTL_WARMUP_POLICY } = await load();
    warmIntlOffMainThread();
    expect(rules.map((r) => r.name)).toEqual([INTL_WARMUP_POLICY]);
    const url = (FakeWorker.made[0]!.url as { trusted: string }).trusted;
    expect(url).toMatch(/intlWarmup\.worker\.ts/);
    expect(() => rules[0]!.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
    expect(() => rules[0]!.createScriptURL('/assets/index.js')).toThrow(TypeError);
  });

  it('without workers, or when the browser refuses one, does nothing and throws nothing', async () => {
    vi.stubGlobal('Worker', undefined);
    let m = await load();
    expect(() => m.warmIntlOffMainThread()).not.toThrow();
    vi.stubGlobal('Worker', function Refused() {
      throw new DOMException('refused', 'SecurityError');
    });
    m = await load();
    expect(() => m.warmIntlOffMainThread()).not.toThrow();
  });
});
