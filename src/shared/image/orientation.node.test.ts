import { describe, expect, it } from 'vitest';
import type { Orientation } from './exif';
import { orientationMatrix, orientedSize, swapsAxes, type Matrix } from './orientation';

const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number) => [a * x + c * y + e, b * x + d * y + f] as const;

describe('orientation', () => {
  const stored = { width: 40, height: 30 };

  // Where the stored picture's top-left and top-right corners must be seen (EXIF 2.3, tag 0x0112).
  const CORNERS: Record<Orientation, { tl: string; tr: string }> = {
    1: { tl: 'top-left', tr: 'top-right' },
    2: { tl: 'top-right', tr: 'top-left' },
    3: { tl: 'bottom-right', tr: 'bottom-left' },
    4: { tl: 'bottom-left', tr: 'bottom-right' },
    5: { tl: 'top-left', tr: 'bottom-left' },
    6: { tl: 'top-right', tr: 'bottom-right' },
    7: { tl: 'bottom-right', tr: 'top-right' },
    8: { tl: 'bottom-left', tr: 'top-left' },
  };

  for (const o of [1, 2, 3, 4, 5, 6, 7, 8] as Orientation[]) {
    it(`orientation ${o} puts the stored corners where EXIF says`, () => {
      const out = orientedSize(stored, o);
      expect(out).toEqual(swapsAxes(o) ? { width: 30, height: 40 } : stored);
      const m = orientationMatrix(o, stored);
      const name = ([x, y]: readonly [number, number]) => `${y === 0 ? 'top' : y === out.height ? 'bottom' : '?'}-${x === 0 ? 'left' : x === out.width ? 'right' : '?'}`;
      expect(name(apply(m, 0, 0))).toBe(CORNERS[o].tl);
      expect(name(apply(m, stored.width, 0))).toBe(CORNERS[o].tr);
      // The whole stored rectangle lands exactly on the output canvas.
      const xs = [apply(m, 0, 0), apply(m, 40, 0), apply(m, 0, 30), apply(m, 40, 30)];
      expect(Math.min(...xs.map((p) => p[0])) + 0).toBe(0);
      expect(Math.max(...xs.map((p) => p[0]))).toBe(out.width);
      expect(Math.min(...xs.map((p) => p[1])) + 0).toBe(0);
      expect(Math.max(...xs.map((p) => p[1]))).toBe(out.height);
    });
  }
});
