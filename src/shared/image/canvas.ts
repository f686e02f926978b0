import { PhotoError } from './errors';
import type { Size } from './fit';
import type { Orientation } from './exif';
import { orientationMatrix, swapsAxes } from './orientation';

export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A decoded picture ready to draw. `width`/`height` are as decoded, before `pending` is applied. */
export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** Orientation still to apply when drawing: 1 when the decoder already turned the picture upright. */
  pending: Orientation;
  release(): void;
}

/** A canvas with a picture on it that can be encoded as JPEG, at several qualities. */
export interface Surface extends Size {
  ctx: Context2D;
  encode(quality: number): Promise<Blob>;
  release(): void;
}

/**
 * An OffscreenCanvas where it has a 2D context (Chromium, Safari 16.4+), else a detached <canvas>.
 * Either is released by shrinking it to 0×0: iOS Safari caps the memory of all canvases together and
 * frees a canvas's pixels late, so a few forgotten 2000 px canvases make the next one blank.
 */
export function createSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      return {
        width,
        height,
        ctx,
        encode: async (quality) => checkJpeg(await canvas.convertToBlob({ type: 'image/jpeg', quality })),
        release: () => {
          canvas.width = 0;
          canvas.height = 0;
        },
      };
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PhotoError('encode-failed', 'No 2D canvas available');
  return {
    width,
    height,
    ctx,
    encode: (quality) =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob(
          (blob) => {
            if (blob) resolve(blob);
            else reject(new PhotoError('encode-failed', 'The browser returned no JPEG (out of canvas memory?)'));
          },
          'image/jpeg',
          quality,
        );
      }).then(checkJpeg),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}

/** A browser that cannot write JPEG silently writes PNG instead: several MB, and the budget means nothing. */
function checkJpeg(blob: Blob): Blob {
  if (blob.type !== 'image/jpeg' || blob.size === 0) throw new PhotoError('encode-failed', `The encoder produced ${blob.type || 'nothing'}`);
  return blob;
}

/**
 * Draws `image` upright at `size` (the oriented output size) on a new surface: white underneath (JPEG has
 * no transparency, and a transparent PNG would otherwise turn black), high-quality smoothing for the
 * large downscale (Chromium and WebKit then filter from mipmaps instead of dropping pixels, which is
 * what keeps small print readable), and the EXIF orientation applied here if the decoder did not.
 */
export function drawUpright(image: DecodedImage, size: Size): Surface {
  const surface = createSurface(size.width, size.height);
  const { ctx } = surface;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  const drawn = swapsAxes(image.pending) ? { width: size.height, height: size.width } : size;
  try {
    ctx.setTransform(...orientationMatrix(image.pending, drawn));
    ctx.drawImage(image.source, 0, 0, drawn.width, drawn.height);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  } catch (cause) {
    // A source that decoded but cannot be drawn (a broken frame, a bitmap the browser dropped).
    surface.release();
    throw new PhotoError('unreadable', 'The picture could not be drawn', { cause });
  }
  return surface;
}
