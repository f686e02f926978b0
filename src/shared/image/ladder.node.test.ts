import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextAttempt, PHOTO_PROFILES, type Attempt, type PhotoProfile } from './ladder';
import { fitWithin } from './fit';

const ID = PHOTO_PROFILES.front;

describe('nextAttempt (the quality ladder)', () => {
  it('keeps an encode under budget', () => {
    expect(nextAttempt({ maxEdge: 2000, quality: 0.85 }, 399_000, 1, ID)).toEqual({ action: 'accept' });
    expect(nextAttempt({ maxEdge: 2000, quality: 0.85 }, 400_000, 1, ID)).toEqual({ action: 'accept' });
  });

  it('steps the quality down by one step when a little over, two when far over', () => {
    expect(nextAttempt({ maxEdge: 2000, quality: 0.85 }, 450_000, 1, ID)).toEqual({ action: 'retry', next: { maxEdge: 2000, quality: 0.78 } });
    expect(nextAttempt({ maxEdge: 2000, quality: 0.85 }, 700_000, 1, ID)).toEqual({ action: 'retry', next: { maxEdge: 2000, quality: 0.71 } });
  });

  it('never goes under the quality floor, then shrinks the picture by the overshoot', () => {
    expect(nextAttempt({ maxEdge: 2000, quality: 0.64 }, 700_000, 2, ID)).toEqual({ action: 'retry', next: { maxEdge: 2000, quality: 0.6 } });
    const shrink = nextAttempt({ maxEdge: 2000, quality: 0.6 }, 900_000, 3, ID);
    // sqrt(900/400) = 1.5, with 5 % to spare: 2000 * 0.95 / 1.5 = 1266
    expect(shrink).toEqual({ action: 'retry', next: { maxEdge: 1266, quality: 0.6 } });
  });

  it('stops at the smallest edge or after the last attempt', () => {
    expect(nextAttempt({ maxEdge: 1024, quality: 0.6 }, 900_000, 3, ID)).toEqual({ action: 'give-up' });
    expect(nextAttempt({ maxEdge: 1100, quality: 0.6 }, 4_000_000, 3, ID)).toEqual({ action: 'retry', next: { maxEdge: 1024, quality: 0.6 } });
    expect(nextAttempt({ maxEdge: 2000, quality: 0.85 }, 900_000, ID.maxAttempts, ID)).toEqual({ action: 'give-up' });
  });

  it('profiles: ID sides 2000 px, selfie 1280 px, both at most 400 kB from quality 0.85 to 0.6', () => {
    expect(PHOTO_PROFILES.front).toMatchObject({ maxEdge: 2000, maxBytes: 400_000, startQuality: 0.85, minQuality: 0.6 });
    expect(PHOTO_PROFILES.back).toEqual(PHOTO_PROFILES.front);
    expect(PHOTO_PROFILES.selfie).toMatchObject({ maxEdge: 1280, maxBytes: 400_000 });
  });

  /**
   * A JPEG size model good enough to drive the ladder: bytes grow with the pixel count and steeply with
   * quality. `bitsPerPixel` spans flat scans (0.5) to very noisy night photos (12 at q 0.85).
   */
  function simulate(p: PhotoProfile, long: number, bitsPerPixel: number) {
    const bytesOf = (a: Attempt) => {
      const { width, height } = fitWithin(long, (long * 3) / 4, a.maxEdge);
      return Math.round(((width * height * bitsPerPixel) / 8) * Math.pow(a.quality / 0.85, 3));
    };
    let attempt: Attempt = { maxEdge: Math.min(p.maxEdge, long), quality: p.startQuality };
    const trail: Array<Attempt & { bytes: number }> = [];
    for (let n = 1; ; n++) {
      const bytes = bytesOf(attempt);
      trail.push({ ...attempt, bytes });
      const d = nextAttempt(attempt, bytes, n, p);
      if (d.action !== 'retry') return { trail, decision: d.action };
      attempt = d.next;
    }
  }

  it('property: bounded, monotone, within the floors, and under budget for any photo a phone takes', () => {
    fc.assert(
      fc.property(fc.constantFrom(PHOTO_PROFILES.front, PHOTO_PROFILES.selfie), fc.integer({ min: 64, max: 9000 }), fc.double({ min: 0.3, max: 12, noNaN: true }), (p, long, bpp) => {
        const { trail, decision } = simulate(p, long, bpp);
        expect(trail.length).toBeLessThanOrEqual(p.maxAttempts);
        for (let i = 1; i < trail.length; i++) {
          expect(trail[i]!.quality).toBeLessThanOrEqual(trail[i - 1]!.quality);
          expect(trail[i]!.maxEdge).toBeLessThanOrEqual(trail[i - 1]!.maxEdge);
        }
        for (const t of trail) {
          expect(t.quality).toBeGreaterThanOrEqual(p.minQuality);
          expect(t.quality).toBeLessThanOrEqual(p.startQuality);
          expect(t.maxEdge).toBeGreaterThanOrEqual(Math.min(p.minEdge, long));
        }
        // Up to 4 bits per pixel at q 0.85 (a sharp, noisy 12 MP daylight photo is 2-3) always fits.
        if (bpp <= 4) expect(decision).toBe('accept');
        if (decision === 'accept') expect(trail.at(-1)!.bytes).toBeLessThanOrEqual(p.maxBytes);
      }),
    );
  });
});
