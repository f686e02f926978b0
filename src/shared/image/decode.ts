import { createSurface, type DecodedImage } from './canvas';
import { PhotoError } from './errors';
import type { Orientation } from './exif';
import { probeBytes } from './probe';

type Decoded = Omit<DecodedImage, 'pending'>;
type DecodePath = 'bitmap' | 'img';

/**
 * createImageBitmap decodes off the main thread and, with `imageOrientation: 'from-image'`, turns the
 * picture upright. Browsers from before that value reject the unknown option with a TypeError; they
 * get a second call without options (and the probe tells us what that call does with orientation).
 */
async function viaBitmap(blob: Blob): Promise<Decoded> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    bitmap = await createImageBitmap(blob);
  }
  return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
}

/**
 * An <img> on an object URL: works wherever createImageBitmap does not take a Blob (older WebKit), and
 * the strict CSP allows it (`img-src blob:`). The URL is revoked when the picture is released, or at
 * once when it fails to load.
 */
async function viaImg(blob: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(blob);
  const img = new Image();
  img.decoding = 'async';
  try {
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('The image did not load'));
      img.src = url;
    });
    if (!img.naturalWidth || !img.naturalHeight) throw new Error('The image has no size');
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    release: () => {
      URL.revokeObjectURL(url);
      img.removeAttribute('src');
    },
  };
}

const DECODERS: Record<DecodePath, (blob: Blob) => Promise<Decoded>> = { bitmap: viaBitmap, img: viaImg };

const probes = new Map<DecodePath, Promise<boolean>>();

/**
 * Whether pictures decoded through `path` come out upright. Decodes the 16×8 orientation-6 probe and
 * looks at the pixels drawn, not just the reported size: upright, it is 8×16 with black on top.
 * Run once per path per page. If the probe itself fails we assume the modern behaviour (every engine
 * since 2020 applies EXIF orientation in both paths).
 */
export function decoderAppliesOrientation(path: DecodePath): Promise<boolean> {
  let probe = probes.get(path);
  if (!probe) {
    probe = (async () => {
      const decoded = await DECODERS[path](new Blob([probeBytes()], { type: 'image/jpeg' }));
      const surface = createSurface(decoded.width, decoded.height);
      try {
        surface.ctx.drawImage(decoded.source, 0, 0);
        const top = surface.ctx.getImageData(Math.floor(decoded.width / 2), 2, 1, 1).data[0] ?? 255;
        const bottom = surface.ctx.getImageData(Math.floor(decoded.width / 2), decoded.height - 3, 1, 1).data[0] ?? 0;
        return decoded.width < decoded.height && top < 96 && bottom > 160;
      } finally {
        surface.release();
        decoded.release();
      }
    })().catch(() => true);
    probes.set(path, probe);
  }
  return probe;
}

/**
 * Decodes a photo for drawing, trying createImageBitmap first and an <img> second (a browser may
 * refuse a format in one and not the other). `exif` is the orientation read from the file: it is
 * left `pending` for the drawing step when this browser's decoder does not apply it.
 */
export async function decodePhoto(blob: Blob, exif: Orientation): Promise<DecodedImage> {
  const paths: DecodePath[] = typeof createImageBitmap === 'function' ? ['bitmap', 'img'] : ['img'];
  let lastError: unknown;
  for (const path of paths) {
    let decoded: Decoded;
    try {
      decoded = await DECODERS[path](blob);
    } catch (error) {
      lastError = error;
      continue;
    }
    const upright = exif === 1 || (await decoderAppliesOrientation(path));
    return { ...decoded, pending: upright ? 1 : exif };
  }
  throw new PhotoError('unreadable', 'The browser could not decode this picture', { cause: lastError });
}

/** For tests: forget what the probes found (e.g. after replacing createImageBitmap). */
export function resetDecoderProbes(): void {
  probes.clear();
}
