export interface Size {
  width: number;
  height: number;
}

/**
 * The largest integer size with the same aspect ratio whose long edge is at most `maxEdge`.
 * Never upscales (a small photo keeps its size: enlarging adds bytes, not detail), the long edge lands
 * exactly on `maxEdge` when it shrinks, the short edge is rounded to the nearest pixel and is at least 1.
 */
export function fitWithin(width: number, height: number, maxEdge: number): Size {
  if (!(width > 0 && height > 0 && maxEdge >= 1) || ![width, height, maxEdge].every(Number.isFinite)) {
    throw new RangeError(`fitWithin: bad size ${width}x${height} or edge ${maxEdge}`);
  }
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const edge = Math.floor(maxEdge);
  const long = Math.max(w, h);
  if (long <= edge) return { width: w, height: h };
  const short = Math.max(1, Math.round((Math.min(w, h) * edge) / long));
  return w >= h ? { width: edge, height: short } : { width: short, height: edge };
}
