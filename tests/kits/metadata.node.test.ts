import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findMetadata, hasMetadata } from './metadata';
import { ALMATY, comment, exifApp1, insertAfterSoi, jpegSkeleton, xmpApp1 } from '../fixtures/images/exif';

const segment = (marker: number, text: string) => {
  const payload = new TextEncoder().encode(text);
  return Uint8Array.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);
};

describe('hasMetadata / findMetadata', () => {
  it('a plain JPEG (JFIF, tables, scan) has none, and an ICC profile or Adobe flag is not metadata', () => {
    expect(findMetadata(jpegSkeleton())).toEqual([]);
    expect(hasMetadata(insertAfterSoi(jpegSkeleton(), segment(0xe2, 'ICC_PROFILE\0\x01\x01'), segment(0xee, 'Adobe\0')))).toBe(false);
  });

  it('finds EXIF, and GPS inside it, in both byte orders', () => {
    for (const byteOrder of ['II', 'MM'] as const) {
      expect(findMetadata(insertAfterSoi(jpegSkeleton(), exifApp1({ orientation: 1, byteOrder })))).toEqual(['exif']);
      expect(findMetadata(insertAfterSoi(jpegSkeleton(), exifApp1({ orientation: 6, byteOrder, gps: ALMATY }))).sort()).toEqual(['exif', 'gps']);
    }
  });

  it('finds XMP (and the location in it), IPTC, comments, other APP segments and trailers', () => {
    expect(findMetadata(insertAfterSoi(jpegSkeleton(), xmpApp1())).sort()).toEqual(['gps', 'xmp']);
    expect(findMetadata(insertAfterSoi(jpegSkeleton(), segment(0xed, 'Photoshop 3.0\0')))).toEqual(['iptc']);
    expect(findMetadata(insertAfterSoi(jpegSkeleton(), comment('Ivanov Ivan')))).toEqual(['comment']);
    expect(findMetadata(insertAfterSoi(jpegSkeleton(), segment(0xe2, 'MPF\0')))).toEqual(['other-app']);
    expect(findMetadata(insertAfterSoi(jpegSkeleton(), segment(0xe0, 'JFXX\0')))).toEqual(['other-app']);
    expect(findMetadata(Uint8Array.from([...jpegSkeleton(), 0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]))).toEqual(['trailer']);
  });

  it('finds metadata signatures hidden where the segment walk does not reach', () => {
    const broken = Uint8Array.from([0xff, 0xd8, 0x00, ...new TextEncoder().encode('Exif\0\0MM GPSLatitude')]);
    expect(findMetadata(broken).sort()).toEqual(['exif', 'gps']);
  });

  it('property: never throws on arbitrary bytes, with or without a JPEG header', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1024 }), fc.boolean(), (tail, jpeg) => {
        const bytes = jpeg ? Uint8Array.from([0xff, 0xd8, 0xff, ...tail]) : tail;
        return Array.isArray(findMetadata(bytes));
      }),
      { numRuns: 2000 },
    );
  });
});
