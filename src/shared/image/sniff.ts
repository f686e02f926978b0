import { hasAscii, u16, u32 } from './bytes';
import { isJpeg, jpegSegments } from './jpeg';
import type { Size } from './fit';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'heif' | 'avif';

/**
 * What the first bytes of a file say it is. Browsers' `file.type` comes from the file name (and is
 * empty in some Android in-app browsers), so the bytes decide; the type is only a tie-breaker for
 * formats we do not recognise.
 */
export type Sniffed =
  | { kind: 'image'; format: ImageFormat }
  | { kind: 'not-image'; what: string }
  | { kind: 'unknown' };

/** ISO-BMFF brands of still pictures; any other `ftyp` is a video or some other container. */
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];
const AVIF_BRANDS = ['avif', 'avis'];

export function sniffImage(b: Uint8Array): Sniffed {
  if (isJpeg(b)) return { kind: 'image', format: 'jpeg' };
  if (hasAscii(b, 0, '\x89PNG\r\n\x1a\n')) return { kind: 'image', format: 'png' };
  if (hasAscii(b, 0, 'GIF87a') || hasAscii(b, 0, 'GIF89a')) return { kind: 'image', format: 'gif' };
  if (hasAscii(b, 0, 'RIFF') && hasAscii(b, 8, 'WEBP')) return { kind: 'image', format: 'webp' };
  if (hasAscii(b, 0, 'BM') && b.length >= 26) return { kind: 'image', format: 'bmp' };
  if (hasAscii(b, 4, 'ftyp')) {
    const brand = String.fromCharCode(...b.subarray(8, 12));
    if (AVIF_BRANDS.includes(brand)) return { kind: 'image', format: 'avif' };
    if (HEIF_BRANDS.includes(brand)) return { kind: 'image', format: 'heif' };
    return { kind: 'not-image', what: 'video' };
  }
  if (hasAscii(b, 0, '%PDF')) return { kind: 'not-image', what: 'pdf' };
  if (hasAscii(b, 0, 'PK\x03\x04')) return { kind: 'not-image', what: 'zip' };
  if (hasAscii(b, 0, 'RIFF')) return { kind: 'not-image', what: 'riff' };
  // SVG and other markup: a drawing, never a camera photo, and it may reference other resources.
  const text = String.fromCharCode(...b.subarray(0, 256)).trimStart().toLowerCase();
  if (text.startsWith('<')) return { kind: 'not-image', what: 'markup' };
  return { kind: 'unknown' };
}

/**
 * Pixel size from the header (JPEG SOF, PNG IHDR), when the header is in `b`; lets us refuse a
 * decompression bomb before the browser allocates width × height × 4 bytes for it.
 */
export function headerSize(b: Uint8Array, format: ImageFormat): Size | undefined {
  if (format === 'png') {
    const width = u32(b, 16, false);
    const height = u32(b, 20, false);
    return width && height ? { width, height } : undefined;
  }
  if (format !== 'jpeg') return undefined;
  for (const { marker, start, end } of jpegSegments(b).segments) {
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker < 0xc0 || marker > 0xcf || marker === 0xc4 || marker === 0xc8 || marker === 0xcc) continue;
    const height = u16(b, start + 1, false, end);
    const width = u16(b, start + 3, false, end);
    return width && height ? { width, height } : undefined;
  }
  return undefined;
}
