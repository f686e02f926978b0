import { PhotoError } from './errors';

function aborted(signal: AbortSignal): PhotoError {
  return new PhotoError('aborted', 'Photo preparation was cancelled', { cause: signal.reason });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw aborted(signal);
}

/**
 * `work`, or a rejection as soon as `signal` fires: the borrower's cancel answers at once even while
 * the browser is still decoding or encoding. Work that finishes after the cancel is handed to `dispose`
 * so a decoded 12 MP bitmap (48 MB) does not linger until garbage collection.
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined, dispose?: (value: T) => void): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    work.then((v) => dispose?.(v), () => undefined);
    return Promise.reject(aborted(signal));
  }
  return new Promise<T>((resolve, reject) => {
    let cancelled = false;
    const onAbort = () => {
      cancelled = true;
      reject(aborted(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (cancelled) dispose?.(value);
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        if (!cancelled) reject(error);
      },
    );
  });
}
