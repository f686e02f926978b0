import { describe, expect, it, vi } from 'vitest';
import type { DecodedImage, Surface } from './canvas';
import type { Orientation } from './exif';
import { isPhotoError, type PhotoErrorKind } from './errors';
import type { Size } from './fit';
import { createPhotoPreparer, type PhotoPlatform } from './prepare';
import { ALMATY, exifApp1, insertAfterSoi, jpegSkeleton } from '../../../tests/fixtures/images/exif';

/**
 * The pipeline's decisions, over a fake browser (jsdom has no image decoder or JPEG encoder; the real
 * ones are exercised in Chromium by e2e/image.spec.ts). The fake encoder's output size follows the
 * pixel count and the quality, like a JPEG's.
 */
interface FakeOptions {
  /** Decoded size as stored (before orientation). */
  stored?: Size;
  /** Whether the fake decoder turns pictures upright itself (modern browsers) or leaves it to drawing. */
  decoderApplies?: boolean;
  bitsPerPixel?: number;
  decodeError?: unknown;
  /** Resolves when the test lets decoding finish. */
  decodeGate?: Promise<void>;
  encodeGate?: Promise<void>;
}

function fakePlatform(o: FakeOptions = {}) {
  const log = { decoding: 0, decoded: 0, released: 0, drawn: [] as Size[], surfacesReleased: 0, encoding: 0, encodes: [] as number[], pendings: [] as Orientation[] };
  const stored = o.stored ?? { width: 4000, height: 3000 };
  const platform: PhotoPlatform = {
    async decode(_blob, exif): Promise<DecodedImage> {
      log.decoding++;
      await o.decodeGate;
      if (o.decodeError !== undefined) throw o.decodeError;
      log.decoded++;
      const applies = o.decoderApplies ?? true;
      const swap = applies && exif >= 5;
      return {
        source: {} as CanvasImageSource,
        width: swap ? stored.height : stored.width,
        height: swap ? stored.width : stored.height,
        pending: applies ? 1 : exif,
        release: () => void log.released++,
      };
    },
    draw(image, size): Surface {
      log.drawn.push(size);
      log.pendings.push(image.pending);
      return {
        ...size,
        ctx: {} as CanvasRenderingContext2D,
        async encode(quality) {
          log.encoding++;
          await o.encodeGate;
          log.encodes.push(quality);
          const bytes = Math.round(((size.width * size.height * (o.bitsPerPixel ?? 1)) / 8) * Math.pow(quality / 0.85, 3));
          return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
        },
        release: () => void log.surfacesReleased++,
      };
    },
  };
  return { platform, log };
}

const cameraJpeg = (orientation: number, name = 'IMG_20240512_Almaty.jpg', type = 'image/jpeg') =>
  new File([insertAfterSoi(jpegSkeleton(4000, 3000), exifApp1({ orientation, gps: ALMATY }))], name, { type });

async function rejection(p: Promise<unknown>): Promise<PhotoErrorKind> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isPhotoError(error), `rejects with a PhotoError, got ${String(error)}`).toBe(true);
  return isPhotoError(error) ? error.kind : 'encode-failed';
}

describe('prepareIdPhoto (over a fake browser)', () => {
  it('a 12 MP portrait ID photo: upright 1500×2000 JPEG named front.jpg, first encode at 0.85', async () => {
    const { platform, log } = fakePlatform();
    const out = await createPhotoPreparer(platform)(cameraJpeg(6), 'front');
    expect(out).toMatchObject({ width: 1500, height: 2000, quality: 0.85, attempts: 1, name: 'front.jpg', type: 'image/jpeg' });
    expect(out.bytes).toBeLessThanOrEqual(400_000);
    expect(out.blob).toBeInstanceOf(File);
    expect((out.blob as File).name).toBe('front.jpg');
    expect(out.blob.type).toBe('image/jpeg');
    expect(log.drawn).toEqual([{ width: 1500, height: 2000 }]);
    expect(log).toMatchObject({ decoded: 1, released: 1, surfacesReleased: 1 });
  });

  it('when the decoder leaves orientation to us, the drawing step gets it (and the same upright size)', async () => {
    const { platform, log } = fakePlatform({ decoderApplies: false });
    const out = await createPhotoPreparer(platform)(cameraJpeg(6), 'back');
    expect(out).toMatchObject({ width: 1500, height: 2000, name: 'back.jpg' });
    expect(log.pendings).toEqual([6]);
  });

  it('a selfie is at most 1280 px on the long edge', async () => {
    const { platform } = fakePlatform();
    const out = await createPhotoPreparer(platform)(cameraJpeg(1), 'selfie');
    expect(out).toMatchObject({ width: 1280, height: 960, name: 'selfie.jpg' });
  });

  it('a busy photo steps the quality down, re-encoding the same drawing, then shrinks it', async () => {
    const { platform, log } = fakePlatform({ bitsPerPixel: 3.2 });
    const out = await createPhotoPreparer(platform)(cameraJpeg(1), 'front');
    expect(out.bytes).toBeLessThanOrEqual(400_000);
    expect(log.encodes).toEqual([0.85, 0.71, 0.6, 0.6]);
    expect(log.drawn).toHaveLength(2);
    expect(log.encodes.every((q, i) => i === 0 || q <= log.encodes[i - 1]!)).toBe(true);
    expect(Math.min(...log.encodes)).toBeGreaterThanOrEqual(0.6);
    // One drawing per size: quality steps reuse it.
    expect(new Set(log.drawn.map((s) => `${s.width}x${s.height}`)).size).toBe(log.drawn.length);
    expect(log.surfacesReleased).toBe(log.drawn.length);
    expect(out.quality).toBe(log.encodes.at(-1));
  });

  it('a photo that cannot get under budget returns the smallest encode after the last attempt', async () => {
    const { platform, log } = fakePlatform({ bitsPerPixel: 40 });
    const out = await createPhotoPreparer(platform)(cameraJpeg(1), 'front');
    expect(out.attempts).toBeLessThanOrEqual(6);
    expect(out.bytes).toBeGreaterThan(400_000);
    expect(out.width).toBe(1024);
    expect(log.released).toBe(1);
  });

  it('never upscales a small picture', async () => {
    const { platform } = fakePlatform({ stored: { width: 900, height: 1200 } });
    const out = await createPhotoPreparer(platform)(cameraJpeg(1), 'front');
    expect(out).toMatchObject({ width: 900, height: 1200 });
  });

  it('refuses what is not a picture, by its bytes whatever its name and type', async () => {
    const { platform, log } = fakePlatform();
    const prepare = createPhotoPreparer(platform);
    expect(await rejection(prepare(new File(['%PDF-1.7 …'], 'passport.jpg', { type: 'image/jpeg' }), 'front'))).toBe('not-image');
    expect(await rejection(prepare(new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'front'))).toBe('not-image');
    expect(await rejection(prepare(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'id.svg', { type: 'image/svg+xml' }), 'front'))).toBe('not-image');
    expect(await rejection(prepare(new File([new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42')])], 'clip.mp4'), 'front'))).toBe('not-image');
    expect(log.decoded).toBe(0);
  });

  it('tries to decode unknown bytes that claim to be a picture, and calls a failed decode unreadable', async () => {
    const { platform } = fakePlatform({ decodeError: new DOMException('bad', 'EncodingError') });
    const prepare = createPhotoPreparer(platform);
    expect(await rejection(prepare(new File(['\0\0garbage'], 'x.heic', { type: 'image/heic' }), 'front'))).toBe('unreadable');
    expect(await rejection(prepare(new File([], 'empty.jpg', { type: 'image/jpeg' }), 'front'))).toBe('unreadable');
  });

  it('refuses a file over 30 MB before reading it, and a header over 52 MP before decoding it', async () => {
    const { platform, log } = fakePlatform();
    const prepare = createPhotoPreparer(platform);
    const huge = new File([new Uint8Array(30 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(await rejection(prepare(huge, 'front'))).toBe('too-large-input');
    const bomb = new File([jpegSkeleton(20_000, 20_000)], 'bomb.jpg', { type: 'image/jpeg' });
    expect(await rejection(prepare(bomb, 'front'))).toBe('too-large-input');
    expect(log.decoded).toBe(0);
  });

  it('cancel before it starts, while decoding, and while encoding: aborted at once, everything released', async () => {
    const before = new AbortController();
    before.abort();
    expect(await rejection(createPhotoPreparer(fakePlatform().platform)(cameraJpeg(6), 'front', { signal: before.signal }))).toBe('aborted');

    let finishDecode = () => {};
    const decoding = fakePlatform({ decodeGate: new Promise<void>((r) => (finishDecode = r)) });
    const duringDecode = new AbortController();
    const p1 = createPhotoPreparer(decoding.platform)(cameraJpeg(6), 'front', { signal: duringDecode.signal });
    await vi.waitFor(() => expect(decoding.log.decoding).toBe(1));
    duringDecode.abort(new Error('borrower tapped cancel'));
    expect(await rejection(p1)).toBe('aborted');
    finishDecode();
    // The decode that finished after the cancel is released, not leaked, and goes no further.
    await vi.waitFor(() => expect(decoding.log).toMatchObject({ decoded: 1, released: 1 }));
    expect(decoding.log.drawn).toEqual([]);

    let finishEncode = () => {};
    const encoding = fakePlatform({ encodeGate: new Promise<void>((r) => (finishEncode = r)) });
    const duringEncode = new AbortController();
    const p2 = createPhotoPreparer(encoding.platform)(cameraJpeg(6), 'front', { signal: duringEncode.signal });
    await vi.waitFor(() => expect(encoding.log.encoding).toBe(1));
    duringEncode.abort();
    expect(await rejection(p2)).toBe('aborted');
    expect(encoding.log).toMatchObject({ released: 1, surfacesReleased: 1 });
    finishEncode();
  });

  it('any other failure from the browser comes out typed', async () => {
    const { platform } = fakePlatform();
    const broken: PhotoPlatform = {
      ...platform,
      draw: () => {
        throw new TypeError('drawImage exploded');
      },
    };
    expect(await rejection(createPhotoPreparer(broken)(cameraJpeg(1), 'front'))).toBe('encode-failed');
  });
});
