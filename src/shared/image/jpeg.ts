import { u16, u8 } from './bytes';

/** A marker segment of a JPEG header (APPn, DQT, SOF, COM…). `start`/`end` bound its payload. */
export interface JpegSegment {
  marker: number;
  /** Offset of the payload (just after the two length bytes). */
  start: number;
  /** Offset just past the payload (clamped to the data we have). */
  end: number;
}

export const MARKER = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  APP0: 0xe0,
  APP1: 0xe1,
  APP2: 0xe2,
  APP13: 0xed,
  APP14: 0xee,
  COM: 0xfe,
} as const;

export function isJpeg(b: Uint8Array): boolean {
  return b[0] === 0xff && b[1] === MARKER.SOI && b[2] === 0xff;
}

/**
 * The header segments of a JPEG, from SOI up to the first start of scan. Stops quietly at anything
 * malformed (a missing 0xFF, a length under 2, data cut short), so it never throws and never loops:
 * every step moves forward by at least the two marker bytes.
 */
export function jpegSegments(b: Uint8Array): { segments: JpegSegment[]; scanStart: number | undefined } {
  const segments: JpegSegment[] = [];
  if (!isJpeg(b)) return { segments, scanStart: undefined };
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) break;
    // Any number of 0xFF fill bytes may precede a marker.
    while (b[at] === 0xff && at < b.length) at++;
    const marker = u8(b, at);
    if (marker === undefined) break;
    at++;
    // Markers without a payload: TEM and RST0..7 (and a stray SOI).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= MARKER.SOI)) continue;
    if (marker === MARKER.EOI) break;
    const length = u16(b, at, false);
    if (length === undefined || length < 2) break;
    const start = at + 2;
    const end = Math.min(at + length, b.length);
    segments.push({ marker, start, end });
    if (marker === MARKER.SOS) return { segments, scanStart: end };
    at += length;
  }
  return { segments, scanStart: undefined };
}
