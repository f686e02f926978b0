/** A business refusal: answered as {code, msg, data: null} with HTTP 200, like the real API. */
export class ApiFail extends Error {
  readonly code: number;
  constructor(code: number, msg: string) {
    super(msg);
    this.code = code;
  }
}
