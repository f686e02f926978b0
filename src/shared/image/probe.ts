/**
 * A 16×8 JPEG, left half black and right half white, stored with EXIF orientation 6 (turn clockwise to
 * view): upright it is 8×16, black on top. Decoding it tells whether a decode path (createImageBitmap,
 * <img>) turns pictures upright itself, without trusting user-agent strings. Made with Chromium's
 * encoder (quality 0.5, ICC profile removed) plus an APP1 holding only the orientation tag; 323 bytes.
 */
export const ORIENTATION_PROBE_JPEG =
  '/9j/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAcI/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABQBAQAAAAAAAAAAAAAAAAAAAAD/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCftAAD/9k=';

export function probeBytes(): Uint8Array<ArrayBuffer> {
  const text = atob(ORIENTATION_PROBE_JPEG);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
