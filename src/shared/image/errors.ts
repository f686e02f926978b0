/**
 * What can go wrong while preparing a photo, as a closed set the screen can map to its copy.
 * Everything the pipeline rejects with is a PhotoError: the caller never has to guess at a DOMException
 * from a decoder or a TypeError from an old browser.
 */
export type PhotoErrorKind =
  /** Not a picture at all (a PDF, a video, a document), or a picture we refuse for an ID (SVG). */
  | 'not-image'
  /** Looks like a picture but the browser cannot decode it (truncated, HEIC where unsupported, a file the OS no longer lets us read). */
  | 'unreadable'
  /** Bigger than we dare decode on a cheap phone (bytes or pixels). */
  | 'too-large-input'
  /** The borrower cancelled (the AbortSignal fired). */
  | 'aborted'
  /** The browser's JPEG encoder gave nothing back (usually the device ran out of canvas memory). */
  | 'encode-failed';

export class PhotoError extends Error {
  override readonly name = 'PhotoError';
  readonly kind: PhotoErrorKind;

  constructor(kind: PhotoErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

export function isPhotoError(error: unknown): error is PhotoError {
  return error instanceof PhotoError;
}
