import { abortable, throwIfAborted } from './abort';
import { drawUpright, type DecodedImage, type Surface } from './canvas';
import { decodePhoto } from './decode';
import { isPhotoError, PhotoError } from './errors';
import { readOrientation, type Orientation } from './exif';
import { fitWithin, type Size } from './fit';
import { nextAttempt, PHOTO_PROFILES, type Attempt, type PhotoKind, type PhotoProfile } from './ladder';
import { orientedSize } from './orientation';
import { headerSize, sniffImage } from './sniff';

/** Files over 30 MB are refused before reading: no phone camera writes one in its normal mode. */
export const MAX_INPUT_BYTES = 30 * 1024 * 1024;
/**
 * Pictures over ~52 MP are refused before decoding: decoding needs width × height × 4 bytes (200 MB at
 * 50 MP), which is what a cheap phone's browser tab has in all. Covers the 48/50 MP full-resolution modes.
 */
export const MAX_INPUT_PIXELS = 52_000_000;
/** EXIF (≤ 64 kB), XMP and ICC segments come first; the SOF with the size follows them. */
const HEAD_BYTES = 256 * 1024;

export interface PrepareOptions {
  /** Cancels the work; the promise then rejects with a PhotoError of kind 'aborted'. */
  signal?: AbortSignal;
  /** Overrides of the kind's profile (tests, or a server that asks for smaller files). */
  profile?: Partial<PhotoProfile>;
  maxInputBytes?: number;
  maxInputPixels?: number;
}

export interface PreparedPhoto {
  /** The JPEG to upload (a File named `<kind>.jpg` where the browser has the File constructor). */
  blob: Blob;
  /** A clean name: never the borrower's original file name, which may carry a date, a place or a name. */
  name: string;
  type: 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
  quality: number;
  /** How many encodes it took (1 when the first was under budget). */
  attempts: number;
}

/** What the pipeline needs from the browser; replaced in unit tests (jsdom has no decoder or encoder). */
export interface PhotoPlatform {
  decode(blob: Blob, exif: Orientation): Promise<DecodedImage>;
  draw(image: DecodedImage, size: Size): Surface;
}

export const browserPlatform: PhotoPlatform = { decode: decodePhoto, draw: drawUpright };

async function readHead(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, HEAD_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // Blob.arrayBuffer is missing in WebViews from before 2020.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(part);
  });
}

function outputFile(blob: Blob, name: string): Blob {
  return typeof File === 'function' ? new File([blob], name, { type: 'image/jpeg' }) : blob;
}

/** Checks the input before anything is decoded: size, what the bytes are, header pixel count. */
async function inspect(file: Blob, opts: PrepareOptions): Promise<Orientation> {
  if (file.size > (opts.maxInputBytes ?? MAX_INPUT_BYTES)) {
    throw new PhotoError('too-large-input', `The file has ${file.size} bytes`);
  }
  if (file.size === 0) throw new PhotoError('unreadable', 'The file is empty');
  let head: Uint8Array;
  try {
    head = await abortable(readHead(file), opts.signal);
  } catch (cause) {
    if (isPhotoError(cause)) throw cause;
    // Android may revoke access to a picked file (a cloud photo not downloaded, a removed SD card).
    throw new PhotoError('unreadable', 'The file could not be read', { cause });
  }
  const sniffed = sniffImage(head);
  if (sniffed.kind === 'not-image') throw new PhotoError('not-image', `The file is a ${sniffed.what}`);
  if (sniffed.kind === 'unknown' && !file.type.startsWith('image/')) throw new PhotoError('not-image', 'The file is not a picture');
  if (file.type === 'image/svg+xml') throw new PhotoError('not-image', 'A drawing is not a photo');
  const size = sniffed.kind === 'image' ? headerSize(head, sniffed.format) : undefined;
  if (size && size.width * size.height > (opts.maxInputPixels ?? MAX_INPUT_PIXELS)) {
    throw new PhotoError('too-large-input', `The picture has ${size.width}×${size.height} pixels`);
  }
  return sniffed.kind === 'image' && sniffed.format === 'jpeg' ? readOrientation(head) : 1;
}

/**
 * Makes the pipeline over a platform. `prepareIdPhoto` below is it over the browser; tests pass fakes.
 */
export function createPhotoPreparer(platform: PhotoPlatform) {
  return async function preparePhoto(file: Blob, kind: PhotoKind, opts: PrepareOptions = {}): Promise<PreparedPhoto> {
    const { signal } = opts;
    const profile: PhotoProfile = { ...PHOTO_PROFILES[kind], ...opts.profile };
    let image: DecodedImage | undefined;
    let surface: Surface | undefined;
    try {
      throwIfAborted(signal);
      const exif = await inspect(file, opts);
      throwIfAborted(signal);
      image = await abortable(platform.decode(file, exif), signal, (late) => late.release()).catch((cause: unknown) => {
        throw isPhotoError(cause) ? cause : new PhotoError('unreadable', 'The picture could not be decoded', { cause });
      });
      if (image.width * image.height > (opts.maxInputPixels ?? MAX_INPUT_PIXELS)) {
        throw new PhotoError('too-large-input', `The picture has ${image.width}×${image.height} pixels`);
      }
      const upright = orientedSize(image, image.pending);
      let attempt: Attempt = { maxEdge: Math.min(profile.maxEdge, Math.max(upright.width, upright.height)), quality: profile.startQuality };
      let best: { blob: Blob; size: Size; quality: number } | undefined;
      for (let n = 1; ; n++) {
        const size = fitWithin(upright.width, upright.height, attempt.maxEdge);
        if (!surface || surface.width !== size.width || surface.height !== size.height) {
          surface?.release();
          surface = platform.draw(image, size);
        }
        const blob = await abortable(surface.encode(attempt.quality), signal);
        if (!best || blob.size < best.blob.size) best = { blob, size, quality: attempt.quality };
        const decision = nextAttempt(attempt, blob.size, n, profile);
        if (decision.action !== 'retry') {
          // 'accept' keeps this encode; 'give-up' keeps the smallest (still far under the server's 10 MB).
          const chosen = decision.action === 'accept' ? { blob, size, quality: attempt.quality } : best;
          const name = `${kind}.jpg`;
          return {
            blob: outputFile(chosen.blob, name),
            name,
            type: 'image/jpeg',
            width: chosen.size.width,
            height: chosen.size.height,
            bytes: chosen.blob.size,
            quality: chosen.quality,
            attempts: n,
          };
        }
        attempt = decision.next;
      }
    } catch (error) {
      if (isPhotoError(error)) throw error;
      // Nothing untyped leaves the pipeline: what is left is the browser failing to draw or encode.
      throw new PhotoError('encode-failed', 'The photo could not be prepared', { cause: error });
    } finally {
      surface?.release();
      image?.release();
    }
  };
}

/**
 * Prepares an ID card side or a selfie for upload: upright, metadata-free JPEG within the kind's
 * profile (see PHOTO_PROFILES). Rejects only with PhotoError.
 */
export const prepareIdPhoto = createPhotoPreparer(browserPlatform);
