/**
 * Test kit, not shipped: what the photo tests (Vitest, the browser suite's harness, the image bench) check
 * a prepared photo with, to prove no metadata leaves the device.
 */
import { hasAscii, toBytes, type ByteInput } from '@/shared/image/bytes';
import { readExif, TAG } from '@/shared/image/exif';
import { isJpeg, jpegSegments, MARKER } from '@/shared/image/jpeg';

/**
 * Kinds of metadata a phone photo carries that must not leave the device with it:
 * - exif: APP1 'Exif' (camera, time, serial numbers, maker notes, thumbnail)
 * - gps: a GPS IFD in EXIF or GPS fields in XMP (where the borrower lives)
 * - xmp: APP1 Adobe XMP (editing history, sometimes location and names)
 * - iptc: APP13 Photoshop/IPTC (captions, people)
 * - comment: a COM segment (free text)
 * - other-app: any other APPn than JFIF (APP0), an ICC profile (APP2) or Adobe's colour flag (APP14),
 *   e.g. the multi-picture index (MPF) with its depth maps or vendor segments
 * - trailer: bytes after the end of the image (motion-photo video, vendor blobs)
 */
export type MetadataKind = 'exif' | 'gps' | 'xmp' | 'iptc' | 'comment' | 'other-app' | 'trailer';

const XMP_HEADERS = ['http://ns.adobe.com/xap/1.0/\0', 'http://ns.adobe.com/xmp/extension/\0'];
/** Signatures long enough never to occur by chance in compressed data; searched in the whole file. */
const SIGNATURES: ReadonlyArray<[string, MetadataKind]> = [
  ['Exif\0\0', 'exif'],
  ['http://ns.adobe.com/xap/1.0/', 'xmp'],
  ['GPSLatitude', 'gps'],
  ['GPSLongitude', 'gps'],
  ['Photoshop 3.0\0', 'iptc'],
];

/** Every kind of metadata found in a JPEG (empty for a clean file). Never throws. */
export function findMetadata(input: ByteInput): MetadataKind[] {
  const b = toBytes(input);
  const found = new Set<MetadataKind>();
  if (isJpeg(b)) {
    const { segments, scanStart } = jpegSegments(b);
    for (const { marker, start, end } of segments) {
      if (marker === MARKER.COM) found.add('comment');
      else if (marker === MARKER.APP1 && hasAscii(b, start, 'Exif\0', end)) found.add('exif');
      else if (marker === MARKER.APP1 && XMP_HEADERS.some((h) => hasAscii(b, start, h, end))) found.add('xmp');
      else if (marker === MARKER.APP13) found.add('iptc');
      else if (marker >= MARKER.APP0 && marker <= 0xef && !isHarmlessApp(b, marker, start, end)) found.add('other-app');
    }
    // A GPSInfo pointer in IFD0 means the camera recorded a position, whatever its IFD holds.
    if (readExif(b)?.ifd0.some((e) => e.tag === TAG.gpsInfo)) found.add('gps');
    const imageEnd = scanStart === undefined ? undefined : jpegImageEnd(b, scanStart);
    if (imageEnd !== undefined && imageEnd < b.length) found.add('trailer');
  }
  // A belt to the braces above: the same markers anywhere in the bytes (a trailer, a malformed header).
  for (const [text, kind] of SIGNATURES) if (indexOfAscii(b, text) >= 0) found.add(kind);
  return [...found];
}

/** Whether a JPEG (or any bytes) carries EXIF, GPS, XMP or other identifying metadata. */
export function hasMetadata(input: ByteInput): boolean {
  return findMetadata(input).length > 0;
}

function isHarmlessApp(b: Uint8Array, marker: number, start: number, end: number): boolean {
  if (marker === MARKER.APP0) return hasAscii(b, start, 'JFIF\0', end);
  if (marker === MARKER.APP2) return hasAscii(b, start, 'ICC_PROFILE\0', end);
  if (marker === MARKER.APP14) return hasAscii(b, start, 'Adobe', end);
  return false;
}

/** First index of the ASCII `text` in `b` at or after `from`, or -1. */
function indexOfAscii(b: Uint8Array, text: string, from = 0): number {
  const first = text.charCodeAt(0);
  for (let i = Math.max(0, from); i + text.length <= b.length; i++) {
    if (b[i] === first && hasAscii(b, i, text)) return i;
  }
  return -1;
}

/**
 * Offset just past the EOI marker that ends the image, searched from the start of scan. Entropy-coded
 * data escapes every 0xFF (0xFF00) and only RSTn markers stand alone, so the first 0xFFD9 after the
 * scan starts is the end of the image; anything after it is a trailer (motion-photo video, vendor blobs).
 */
function jpegImageEnd(b: Uint8Array, scanStart: number): number | undefined {
  for (let i = scanStart; i + 1 < b.length; i++) {
    if (b[i] === 0xff && b[i + 1] === MARKER.EOI) return i + 2;
  }
  return undefined;
}
