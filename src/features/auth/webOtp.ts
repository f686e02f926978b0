import { useEffect, useRef } from 'react';

/** WebOTP's request and answer; TypeScript's DOM library does not declare them. */
interface OtpRequest extends CredentialRequestOptions {
  otp: { transport: ['sms'] };
}
interface OtpCredential extends Credential {
  code: string;
}

/**
 * True where the browser can read the code from the SMS itself (Chrome on Android): it shows the
 * borrower a one-tap prompt for an SMS whose last line is `@<this host> #<code>` (docs/api.md).
 */
export function webOtpAvailable(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && typeof navigator.credentials?.get === 'function';
}

/**
 * While `request` is set (the code's number and which send it was), asks the browser for the code of the
 * SMS on its way and hands it to `onCode`. A new send starts a new request; leaving the page, signing in or
 * changing the number aborts it, so no prompt outlives the form. Every refusal (the borrower closed the
 * prompt, the abort itself, a browser that keeps one request at a time) leaves typing as the way in.
 */
export function useWebOtp(request: string | null, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (request === null || !webOtpAvailable()) return;
    const abort = new AbortController();
    const options: OtpRequest = { otp: { transport: ['sms'] }, signal: abort.signal };
    navigator.credentials.get(options).then(
      (credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (!abort.signal.aborted && code) latest.current(code);
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [request]);
}
