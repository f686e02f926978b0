import type { Size } from './fit';
import type { Orientation } from './exif';

/** Orientations 5..8 turn the picture a quarter: width and height swap. */
export function swapsAxes(o: Orientation): boolean {
  return o >= 5;
}

/** The upright size of a picture stored as `stored` with orientation `o`. */
export function orientedSize(stored: Size, o: Orientation): Size {
  return swapsAxes(o) ? { width: stored.height, height: stored.width } : { ...stored };
}

/** A 2D affine transform [a, b, c, d, e, f] as canvas `setTransform` takes it. */
export type Matrix = readonly [number, number, number, number, number, number];

/**
 * The canvas transform that draws a stored (not yet oriented) picture of size `drawn` upright:
 * set it, then `drawImage(source, 0, 0, drawn.width, drawn.height)` on a canvas of the oriented size.
 * Used only when the browser's decoder did not apply the EXIF orientation itself.
 */
export function orientationMatrix(o: Orientation, drawn: Size): Matrix {
  const { width: w, height: h } = drawn;
  switch (o) {
    case 2: // mirrored left-right
      return [-1, 0, 0, 1, w, 0];
    case 3: // turned 180°
      return [-1, 0, 0, -1, w, h];
    case 4: // mirrored top-bottom
      return [1, 0, 0, -1, 0, h];
    case 5: // mirrored along the main diagonal
      return [0, 1, 1, 0, 0, 0];
    case 6: // stored turned 90° anticlockwise: turn it clockwise
      return [0, 1, -1, 0, h, 0];
    case 7: // mirrored along the other diagonal
      return [0, -1, -1, 0, h, w];
    case 8: // stored turned 90° clockwise: turn it anticlockwise
      return [0, -1, 1, 0, 0, w];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}
