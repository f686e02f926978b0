import { hasAscii, toBytes, u16, u32, type ByteInput } from './bytes';
import { isJpeg, jpegSegments, MARKER } from './jpeg';

/** EXIF orientation: 1 upright, 2..8 the seven mirrorings/rotations a camera may record. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const TAG = { orientation: 0x0112, gpsInfo: 0x8825, exifIfd: 0x8769 } as const;

export interface IfdEntry {
  tag: number;
  type: number;
  count: number;
  /** Offset of the entry's 4-byte value/offset field. */
  valueAt: number;
}

export interface TiffView {
  little: boolean;
  /** Offset of the TIFF header: IFD offsets count from here. */
  base: number;
  end: number;
  ifd0: IfdEntry[];
}

const EXIF_HEADER = 'Exif\0';
/** An IFD has at most this many entries we look at: real files have a few dozen, garbage may claim 65535. */
const MAX_ENTRIES = 512;

/** The APP1 segment holding EXIF (`Exif\0\0` + TIFF), if any, parsed down to IFD0. */
export function readExif(input: ByteInput): TiffView | undefined {
  const b = toBytes(input);
  if (!isJpeg(b)) return undefined;
  for (const seg of jpegSegments(b).segments) {
    if (seg.marker !== MARKER.APP1 || !hasAscii(b, seg.start, EXIF_HEADER, seg.end)) continue;
    const tiff = parseTiff(b, seg.start + 6, seg.end);
    if (tiff) return tiff;
  }
  return undefined;
}

function parseTiff(b: Uint8Array, base: number, end: number): TiffView | undefined {
  let little: boolean;
  if (hasAscii(b, base, 'II', end)) little = true;
  else if (hasAscii(b, base, 'MM', end)) little = false;
  else return undefined;
  if (u16(b, base + 2, little, end) !== 42) return undefined;
  const ifdOffset = u32(b, base + 4, little, end);
  if (ifdOffset === undefined) return undefined;
  const ifd0 = readIfd(b, base + ifdOffset, little, end);
  return ifd0 && { little, base, end, ifd0 };
}

export function readIfd(b: Uint8Array, at: number, little: boolean, end: number): IfdEntry[] | undefined {
  const count = u16(b, at, little, end);
  if (count === undefined) return undefined;
  const entries: IfdEntry[] = [];
  for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
    const e = at + 2 + i * 12;
    const tag = u16(b, e, little, end);
    const type = u16(b, e + 2, little, end);
    const n = u32(b, e + 4, little, end);
    if (tag === undefined || type === undefined || n === undefined || e + 12 > end) break;
    entries.push({ tag, type, count: n, valueAt: e + 8 });
  }
  return entries;
}

/**
 * The EXIF orientation of a JPEG (1..8), or 1 when there is none or it is malformed. Reads only the
 * header, so the first ~128 kB of a file are enough. Never throws, whatever the bytes.
 */
export function readOrientation(input: ByteInput): Orientation {
  const b = toBytes(input);
  const tiff = readExif(b);
  const entry = tiff?.ifd0.find((e) => e.tag === TAG.orientation);
  if (!tiff || !entry || entry.count < 1) return 1;
  // The standard says SHORT (3); a few writers use LONG (4).
  const value =
    entry.type === 3 ? u16(b, entry.valueAt, tiff.little, tiff.end) : entry.type === 4 ? u32(b, entry.valueAt, tiff.little, tiff.end) : undefined;
  return value !== undefined && value >= 1 && value <= 8 ? (value as Orientation) : 1;
}
