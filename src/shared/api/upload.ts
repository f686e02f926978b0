import * as z from 'zod/mini';
import { uploadEndpoint } from '@/lib/http';

/** POST /api/uploadFile/userFile, multipart: `file` (image, at most 10 MB) and `type`. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UploadFileType = z.enum(['front', 'back', 'selfie', 'voucher', 'other']);
export type UploadFileType = z.infer<typeof UploadFileType>;
export const UploadFileResponse = z.object({
  fileId: z.string(),
  /** Where the stored file can be read; pass it to the review calls. */
  url: z.string(),
  size: z.number(),
  mime: z.string(),
});
export type UploadFileResponse = z.infer<typeof UploadFileResponse>;
export const uploadUserFile = uploadEndpoint('/api/uploadFile/userFile', UploadFileResponse);

/** A photo ready to send: re-encoded in the browser (src/shared/image/prepare.ts), never the camera's original. */
export interface PreparedPhoto {
  blob: Blob;
  name: string;
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** One Idempotency-Key per prepared photo (its bytes), for as long as the photo lives. */
const keys = new WeakMap<Blob, string>();

/** The upload key of a prepared photo: the same for every attempt at sending these bytes, another for another photo. */
export function uploadKeyOf(photo: PreparedPhoto): string {
  let key = keys.get(photo.blob);
  if (!key) {
    key = `upload-${newKey()}`;
    keys.set(photo.blob, key);
  }
  return key;
}

/**
 * Uploads one prepared photo as multipart with real progress (0..1) and cancel. Not a mutation: every
 * photo is a new file, and the server's check of it (recognition, face, certificate) is the write that changes data.
 *
 * One photo, one file: every attempt at sending the same prepared photo (a retry after a lost answer, a send
 * after a cancel that the server had already received) carries the photo's own Idempotency-Key, and the
 * server answers the file it already stored. Another photo (taken again) is another key.
 */
export function uploadPhoto(
  photo: PreparedPhoto,
  type: UploadFileType,
  opts: { signal: AbortSignal; onProgress: (fraction: number) => void },
): Promise<UploadFileResponse> {
  const form = new FormData();
  form.append('file', photo.blob, photo.name);
  form.append('type', type);
  return uploadUserFile(form, { signal: opts.signal, onUploadProgress: opts.onProgress, idempotencyKey: `${uploadKeyOf(photo)}-${type}` });
}
