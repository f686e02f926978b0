import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitWithin } from './fit';

describe('fitWithin', () => {
  it('brings a 12 MP photo to the long edge, keeping 4:3', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(4032, 3024, 1280)).toEqual({ width: 1280, height: 960 });
  });

  it('never upscales a small picture', () => {
    expect(fitWithin(800, 600, 2000)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2000, 1000, 2000)).toEqual({ width: 2000, height: 1000 });
  });

  it('keeps at least one pixel on the short edge of a strip', () => {
    expect(fitWithin(10_000, 1, 100)).toEqual({ width: 100, height: 1 });
  });

  it('refuses sizes that are not sizes', () => {
    expect(() => fitWithin(0, 10, 10)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 10, 10)).toThrow(RangeError);
    expect(() => fitWithin(10, 10, 0)).toThrow(RangeError);
  });

  it('property: integer sizes within the edge, never larger, aspect ratio kept to the pixel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 8000 }), (w, h, edge) => {
        const out = fitWithin(w, h, edge);
        expect(Number.isInteger(out.width) && Number.isInteger(out.height)).toBe(true);
        expect(out.width).toBeGreaterThanOrEqual(1);
        expect(out.height).toBeGreaterThanOrEqual(1);
        expect(out.width).toBeLessThanOrEqual(w);
        expect(out.height).toBeLessThanOrEqual(h);
        expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(Math.max(edge, 1));
        // Landscape stays landscape, portrait stays portrait.
        if (w > h) expect(out.width).toBeGreaterThanOrEqual(out.height);
        if (h > w) expect(out.height).toBeGreaterThanOrEqual(out.width);
        // The short edge is the exact scaled value rounded (or 1): off by at most half a pixel.
        const scale = Math.max(out.width, out.height) / Math.max(w, h);
        const exactShort = Math.min(w, h) * scale;
        expect(Math.abs(Math.min(out.width, out.height) - Math.max(1, exactShort))).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});
