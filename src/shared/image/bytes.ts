/**
 * Bounds-checked big/little-endian reads. Every parser in this folder reads untrusted bytes (whatever
 * the borrower picked), so no read may throw or run past the end: out of range is `undefined`.
 */
export type ByteInput = ArrayBufferLike | ArrayBufferView;

export function toBytes(input: ByteInput): Uint8Array {
  if (input instanceof Uint8Array) return input;
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  return new Uint8Array(input);
}

export function u8(b: Uint8Array, at: number, end = b.length): number | undefined {
  return at >= 0 && at < end && at < b.length ? b[at] : undefined;
}

export function u16(b: Uint8Array, at: number, little: boolean, end = b.length): number | undefined {
  const x = u8(b, at, end);
  const y = u8(b, at + 1, end);
  if (x === undefined || y === undefined) return undefined;
  return little ? x | (y << 8) : (x << 8) | y;
}

export function u32(b: Uint8Array, at: number, little: boolean, end = b.length): number | undefined {
  const hi = u16(b, little ? at + 2 : at, little, end);
  const lo = u16(b, little ? at : at + 2, little, end);
  if (hi === undefined || lo === undefined) return undefined;
  // Multiply rather than shift: `<< 16` would make offsets above 2 GB negative.
  return hi * 0x10000 + lo;
}

/** Whether `b` holds the ASCII text `text` at `at` (within `end`). */
export function hasAscii(b: Uint8Array, at: number, text: string, end = b.length): boolean {
  if (at < 0 || at + text.length > Math.min(end, b.length)) return false;
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
}
