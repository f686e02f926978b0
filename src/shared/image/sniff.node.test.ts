import { describe, expect, it } from 'vitest';
import { headerSize, sniffImage } from './sniff';
import { jpegSkeleton } from '../../../tests/fixtures/images/exif';

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('sniffImage', () => {
  it('recognises the pictures phones and galleries hand out', () => {
    expect(sniffImage(jpegSkeleton())).toEqual({ kind: 'image', format: 'jpeg' });
    expect(sniffImage(ascii('\x89PNG\r\n\x1a\n\0\0\0\rIHDR'))).toEqual({ kind: 'image', format: 'png' });
    expect(sniffImage(ascii('GIF89a'))).toEqual({ kind: 'image', format: 'gif' });
    expect(sniffImage(ascii('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ kind: 'image', format: 'webp' });
    expect(sniffImage(ascii('\0\0\0\x18ftypheic\0\0\0\0'))).toEqual({ kind: 'image', format: 'heif' });
    expect(sniffImage(ascii('\0\0\0\x18ftypavif\0\0\0\0'))).toEqual({ kind: 'image', format: 'avif' });
  });

  it('refuses documents, videos and markup', () => {
    expect(sniffImage(ascii('%PDF-1.7'))).toMatchObject({ kind: 'not-image', what: 'pdf' });
    expect(sniffImage(ascii('PK\x03\x04'))).toMatchObject({ kind: 'not-image', what: 'zip' });
    expect(sniffImage(ascii('\0\0\0\x18ftypmp42\0\0\0\0'))).toMatchObject({ kind: 'not-image', what: 'video' });
    expect(sniffImage(ascii('\0\0\0\x14ftypqt  \0\0\0\0'))).toMatchObject({ kind: 'not-image', what: 'video' });
    expect(sniffImage(ascii('  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ kind: 'not-image', what: 'markup' });
    expect(sniffImage(ascii('RIFF\0\0\0\0WAVEfmt '))).toMatchObject({ kind: 'not-image', what: 'riff' });
  });

  it('leaves what it does not know to the file type', () => {
    expect(sniffImage(ascii('hello'))).toEqual({ kind: 'unknown' });
    expect(sniffImage(new Uint8Array(0))).toEqual({ kind: 'unknown' });
  });
});

describe('headerSize', () => {
  it('reads a JPEG SOF and a PNG IHDR', () => {
    expect(headerSize(jpegSkeleton(4000, 3000), 'jpeg')).toEqual({ width: 4000, height: 3000 });
    const png = Uint8Array.from([...ascii('\x89PNG\r\n\x1a\n\0\0\0\rIHDR'), 0, 0, 0x0f, 0xa0, 0, 0, 0x0b, 0xb8]);
    expect(headerSize(png, 'png')).toEqual({ width: 4000, height: 3000 });
  });

  it('is undefined when the header is cut short or the format has no cheap size', () => {
    expect(headerSize(jpegSkeleton().subarray(0, 30), 'jpeg')).toBeUndefined();
    expect(headerSize(ascii('GIF89a'), 'gif')).toBeUndefined();
  });
});
