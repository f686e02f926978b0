import type { HttpHandler } from 'msw';
import {
  AUTH_ERROR,
  LoginRequest,
  PHONE_PATTERN,
  SendCodeRequest,
  type LoginResponse,
  type SendCodeResponse,
} from '@/features/auth/api';
import type { LogoutResponse } from '@/shared/session/logoutApi';
import { SMS_REFUSED_PHONE } from '../data';
import { CODE_LENGTH, RESEND_AFTER_S, type SandboxDb } from '../db';
import { recordSession, recordSignInMarketing } from '../domain/consents';
import { ApiFail } from '../errors';
import { route } from '../route';

export function authHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<SendCodeRequest, SendCodeResponse>(db, '/api/index/sendCode', { auth: 'none', schema: SendCodeRequest }, (_ctx, req) => {
      if (!PHONE_PATTERN.test(req.phone)) throw new ApiFail(AUTH_ERROR.invalidPhone, 'invalid phone');
      if (req.phone === SMS_REFUSED_PHONE) throw new ApiFail(AUTH_ERROR.sendFailed, 'send failed');
      const sent = db.sendCode(req.phone);
      if (!sent.ok) throw new ApiFail(AUTH_ERROR.tooManyRequests, 'too many requests');
      return { resendAfter: RESEND_AFTER_S, codeLength: CODE_LENGTH };
    }),

    // OUR ASSUMPTION (docs/api.md, "Logout and token lifetime"): the token the call carries dies now.
    route<unknown, LogoutResponse>(db, '/api/index/logout', { auth: 'optional' }, ({ request, body, user }) => {
      const token = request.headers.get('token') || (typeof body.token === 'string' ? body.token : '');
      if (user && token) db.invalidateToken(token);
      return null;
    }),

    route<LoginRequest, LoginResponse>(db, '/api/index/login', { auth: 'none', schema: LoginRequest }, ({ request, now }, req) => {
      if (!PHONE_PATTERN.test(req.phone)) throw new ApiFail(AUTH_ERROR.invalidPhone, 'invalid phone');
      const check = db.checkCode(req.phone, req.code.trim());
      if (check === 'wrong') throw new ApiFail(AUTH_ERROR.wrongCode, 'Verification code error');
      if (check === 'expired') throw new ApiFail(AUTH_ERROR.codeExpired, 'code expired');
      const { token, user, isNew } = db.login(req.phone);
      recordSession(db.state, token, request.headers.get('user-agent') ?? '', now);
      recordSignInMarketing(user, req.marketing, now);
      return { token, phone: user.phone, isNew };
    }),
  ];
}
