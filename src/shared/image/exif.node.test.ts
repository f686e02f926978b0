import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readOrientation } from './exif';
import { probeBytes } from './probe';
import { headerSize } from './sniff';
import { ALMATY, exifApp1, insertAfterSoi, jpegSkeleton, tiff, xmpApp1 } from '../../../tests/fixtures/images/exif';

const withExif = (spec: Parameters<typeof exifApp1>[0]) => insertAfterSoi(jpegSkeleton(), exifApp1(spec));

describe('readOrientation', () => {
  for (const byteOrder of ['II', 'MM'] as const) {
    it(`reads every orientation in ${byteOrder} byte order, with or without GPS`, () => {
      for (let o = 1; o <= 8; o++) {
        expect(readOrientation(withExif({ orientation: o, byteOrder }))).toBe(o);
        expect(readOrientation(withExif({ orientation: o, byteOrder, gps: ALMATY }))).toBe(o);
      }
    });
  }

  it('accepts an ArrayBuffer, a Uint8Array and a view into a larger buffer', () => {
    const bytes = withExif({ orientation: 6 });
    expect(readOrientation(bytes.buffer)).toBe(6);
    const padded = new Uint8Array(bytes.length + 10);
    padded.set(bytes, 7);
    expect(readOrientation(padded.subarray(7))).toBe(6);
    expect(readOrientation(new DataView(padded.buffer, 7))).toBe(6);
  });

  it('is 1 when there is no EXIF, no orientation tag, or a value out of range', () => {
    expect(readOrientation(jpegSkeleton())).toBe(1);
    expect(readOrientation(withExif({}))).toBe(1);
    expect(readOrientation(withExif({ orientation: 0 }))).toBe(1);
    expect(readOrientation(withExif({ orientation: 9 }))).toBe(1);
    expect(readOrientation(withExif({ orientation: 0xffff, byteOrder: 'MM' }))).toBe(1);
  });

  it('finds EXIF after other APP segments (XMP first, as some editors write)', () => {
    expect(readOrientation(insertAfterSoi(jpegSkeleton(), xmpApp1(), exifApp1({ orientation: 8, byteOrder: 'MM' })))).toBe(8);
  });

  it('is 1 for what is not a JPEG, even with a TIFF inside', () => {
    expect(readOrientation(new Uint8Array(0))).toBe(1);
    expect(readOrientation(tiff({ orientation: 6 }))).toBe(1);
    expect(readOrientation(new TextEncoder().encode('%PDF-1.7 Exif\0\0MM'))).toBe(1);
  });

  it('reads the probe the decoder uses: orientation 6, stored 16×8', () => {
    expect(readOrientation(probeBytes())).toBe(6);
    expect(headerSize(probeBytes(), 'jpeg')).toEqual({ width: 16, height: 8 });
  });

  const valid = withExif({ orientation: 6, gps: ALMATY, byteOrder: 'MM' });
  const inRange = (o: number) => Number.isInteger(o) && o >= 1 && o <= 8;

  it('property: never throws on arbitrary bytes, always 1..8', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => inRange(readOrientation(bytes))), { numRuns: 2000 });
  });

  it('property: never throws on arbitrary bytes behind a JPEG and EXIF header', () => {
    const head = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1]);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), fc.boolean(), (tail, exif) => {
        const prefix = exif ? Uint8Array.from([...head, 0x01, 0x00, ...new TextEncoder().encode('Exif\0\0')]) : head;
        return inRange(readOrientation(Uint8Array.from([...prefix, ...tail])));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: never throws on a real EXIF cut short or with bytes overwritten', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: valid.length }),
        fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        (cut, edits) => {
          const bytes = valid.slice(0, cut);
          for (const [at, value] of edits) if (at < bytes.length) bytes[at] = value;
          return inRange(readOrientation(bytes));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
