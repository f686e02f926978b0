/** The typed error every failed call becomes (no axios here: the first screen imports this). */
/** Spec section 7/8: every outcome other than data is one of these. */
export type ApiErrorKind =
  | 'session' // code 301 or HTTP 501: the session ended
  | 'server' // any other non-zero code
  | 'http' // non-200 status
  | 'network' // no response (offline, DNS, CORS, connection reset)
  | 'timeout' // 60 s passed (spec: 'timeout')
  | 'abort' // the caller cancelled (spec: 'abort')
  | 'parse' // the response did not match the contract
  | 'upload'; // file upload refused or failed with an HTTP error (spec code 602001); no answer at all is 'network'

export const UPLOAD_ERROR_CODE = 602001;
export const SESSION_EXPIRED_CODE = 301;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly path: string;
  /** Message from the server, when it sent one. Never contains request data. */
  readonly serverMessage: string | undefined;

  constructor(
    kind: ApiErrorKind,
    path: string,
    opts: { code?: number; status?: number; serverMessage?: string } = {},
  ) {
    super(kind === 'timeout' || kind === 'abort' ? kind : `${kind} error on ${path}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.code = opts.code;
    this.status = opts.status;
    this.serverMessage = opts.serverMessage;
  }

  /** Worth retrying without asking the borrower (reads only). */
  get transient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && (this.status ?? 0) >= 500);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** No answer came (no network, or none in time): the connection, not the server, is what failed. */
export function isNoNetwork(e: unknown): boolean {
  return isApiError(e) && (e.kind === 'network' || e.kind === 'timeout');
}
