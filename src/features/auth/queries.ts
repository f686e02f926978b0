import { AUTH_ERROR, login, sendCode } from '@/features/auth/api';
import { useApiMutation } from '@/shared/api/query';
import type { ServerMessages } from '@/shared/errorText';

/** Spec section 8: the server refused to send ('Failed to send…'), or the request failed ('Error when getting code'). */
export const SEND_CODE_MESSAGES: ServerMessages = {
  server: 'auth:errors.sendFailed',
  transport: 'auth:errors.sendError',
};

/** Spec section 8: a wrong or expired code is 'Verification code error'; anything else 'Login error'. */
export const LOGIN_MESSAGES: ServerMessages = {
  codes: { [AUTH_ERROR.wrongCode]: 'auth:errors.codeWrong', [AUTH_ERROR.codeExpired]: 'auth:errors.codeWrong' },
  server: 'auth:errors.loginError',
  transport: 'auth:errors.loginError',
};

/** Asks the server to send an SMS code (one request per tap, however fast the taps). */
export const useSendCode = () => useApiMutation(sendCode, { changes: 'nothing' });

/** Exchanges phone and code for a token; the session module then signs in. */
export const useLogin = () => useApiMutation(login, { changes: 'nothing' });
