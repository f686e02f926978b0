/** Photos and identity: uploads, ID recognition, selfie and liveness checks, the citizen library. */
import type { HttpHandler } from 'msw';
import {
  CitizenInfoRequest,
  CitizenSessionRequest,
  IdentifyFileRequest,
  LiveExaminationRequest,
  LivenessLinkRequest,
  LivenessResultRequest,
  ONBOARDING_ERROR,
  UPLOAD_MAX_BYTES,
  UploadFileType,
  UploadPhotoRequest,
  type CitizenCountResponse,
  type CitizenInfoResponse,
  type CitizenSessionResponse,
  type IdentifyFileResponse,
  type LiveExaminationResponse,
  type LivenessLinkResponse,
  type LivenessResultResponse,
  type LivenessSwitchResponse,
  type SaveStepResponse,
  type UploadFileResponse,
} from '@/features/onboarding/api';
import { iinBirthDate, iinSex, iinValid } from '@/utils/iin';
import { PEOPLE } from '../data';
import type { SandboxDb } from '../db';
import { recognisedIdentity, stepInfoOf } from '../domain/borrower';
import { ApiFail } from '../errors';
import type { Identity, UserRecord } from '../model';
import { fileUrl, route, safeReturnUrl, vendorUrl } from '../route';
import { hash, randomDigits, randomHex } from '../util';
import { kzDay } from '@/utils/kzDate';

const CITIZEN_DAILY_LIMIT = 3;
/** Failed vendor liveness checks allowed (Kazakh rules: after the third failure, no loan). */
export const LIVENESS_ATTEMPTS = 3;
const IMAGE_TYPES = /^image\/(jpeg|png|webp|heic|heif|gif)$/;

/** The file behind a sandbox file URL, when it belongs to this borrower. */
export function ownFile(user: UserRecord, url: string) {
  const id = /\/__sandbox\/files\/([\w-]+)/.exec(url)?.[1];
  return id ? (user.files[id] ?? null) : null;
}

/** Liveness checks the borrower may still fail: the maximum less the vendor flows that failed. */
function livenessAttemptsLeft(user: UserRecord): number {
  const failed = Object.values(user.liveness).filter((f) => f.status === 'failed').length;
  return Math.max(0, LIVENESS_ATTEMPTS - failed);
}

/** `returnUrl` with `flow=<id>` in its query, inside the hash for a hash route (the way back names the flow). */
function withFlow(returnUrl: string, flowId: string): string {
  const u = new URL(returnUrl);
  if (u.hash) u.hash = `${u.hash}${u.hash.includes('?') ? '&' : '?'}flow=${flowId}`;
  else u.searchParams.set('flow', flowId);
  return u.toString();
}

/** Recognised data is locked: the borrower can no longer type over it (spec section 3). */
function lockIdentity(user: UserRecord, identity: Identity): void {
  user.identity = identity;
  user.identityLocked = true;
}

/** A citizen-library record for an IIN the borrower typed: a person of the IIN's sex, born on its date. */
function identityFromIin(iin: string): Identity {
  const birthDate = iinBirthDate(iin) ?? '1990-01-01';
  const people = PEOPLE.filter((p) => p.female === (iinSex(iin) === 'female'));
  const p = people[hash(iin) % people.length] ?? PEOPLE[0];
  return { iin, surname: p.surname, name: p.name, patronymic: p.patronymic, birthDate };
}

export function identityHandlers(db: SandboxDb): HttpHandler[] {
  const invalid = (msg: string) => new ApiFail(ONBOARDING_ERROR.invalidRequest, msg);

  return [
    route<unknown, UploadFileResponse>(db, '/api/uploadFile/userFile', { auth: 'required', body: 'multipart', replays: true }, async (ctx) => {
      const file = ctx.form?.get('file');
      if (!file || typeof file === 'string') throw new ApiFail(ONBOARDING_ERROR.uploadFailed, 'upload failed: no file');
      if (!IMAGE_TYPES.test(file.type)) throw new ApiFail(ONBOARDING_ERROR.uploadFailed, 'upload failed: not an image');
      if (file.size > UPLOAD_MAX_BYTES) throw new ApiFail(ONBOARDING_ERROR.uploadFailed, 'upload failed: larger than 10 MB');
      const type = UploadFileType.safeParse(ctx.body.type);
      const id = randomHex(8);
      const name = 'name' in file && typeof file.name === 'string' ? file.name : 'photo';
      // A file named like 'upload-fail.jpg' fails to upload (sandbox convention, for the failure path).
      if (/upload-?fail/i.test(name)) throw new ApiFail(ONBOARDING_ERROR.uploadFailed, 'upload failed: storage unavailable');
      ctx.user.files[id] = { id, type: type.success ? type.data : 'other', name, mime: file.type, size: file.size, uploadedAt: ctx.now };
      db.files.set(id, { bytes: await file.arrayBuffer(), mime: file.type });
      return { fileId: id, url: fileUrl(ctx, id), size: file.size, mime: file.type };
    }),

    route<IdentifyFileRequest, IdentifyFileResponse>(
      db,
      '/review/identifyFile',
      { auth: 'required', schema: IdentifyFileRequest },
      ({ user }, req) => {
        const file = ownFile(user, req.url);
        // A photo whose file name contains 'fail' is "unreadable" (sandbox convention).
        if (!file || /fail/i.test(file.name)) throw new ApiFail(ONBOARDING_ERROR.recognitionFailed, 'Please upload again');
        if (req.side === 'back') {
          user.photos.idphoto_2 = req.url;
          return { side: 'back', iin: null, surname: null, name: null, patronymic: null, birthDate: null, locked: user.identityLocked };
        }
        user.photos.idphoto_1 = req.url;
        lockIdentity(user, user.identityLocked && user.identity ? user.identity : recognisedIdentity(user.phone));
        return { side: 'front', ...user.identity!, locked: true };
      },
    ),

    route<UploadPhotoRequest, SaveStepResponse>(
      db,
      '/review/uploadPhoto',
      { auth: 'required', schema: UploadPhotoRequest },
      ({ user }, req) => {
        if (!ownFile(user, req.url)) throw new ApiFail(ONBOARDING_ERROR.uploadFailed, 'upload failed: unknown file');
        if (req.type === 'front') user.photos.idphoto_1 = req.url;
        else if (req.type === 'back') user.photos.idphoto_2 = req.url;
        else user.photos.headphoto = req.url;
        return stepInfoOf(user);
      },
    ),

    route<LiveExaminationRequest, LiveExaminationResponse>(
      db,
      '/review/liveExamination',
      { auth: 'required', schema: LiveExaminationRequest },
      ({ user }, req) => {
        const file = ownFile(user, req.url);
        if (!file || /fail/i.test(file.name)) throw new ApiFail(ONBOARDING_ERROR.identificationFailed, 'Identification error');
        user.photos.headphoto = req.url;
        return { passed: true, score: 0.97, headphoto: req.url };
      },
    ),

    route<unknown, LivenessSwitchResponse>(db, '/review/getLivenessFlowSwitch', { auth: 'required' }, ({ user, scenario }) => ({
      enabled: scenario !== 'selfie_only',
      attemptsLeft: livenessAttemptsLeft(user),
      maxAttempts: LIVENESS_ATTEMPTS,
    })),

    route<LivenessLinkRequest, LivenessLinkResponse>(
      db,
      '/review/getLivenessFlowLink',
      { auth: 'required', schema: LivenessLinkRequest },
      (ctx, req) => {
        if (livenessAttemptsLeft(ctx.user) === 0) {
          throw new ApiFail(ONBOARDING_ERROR.livenessExhausted, 'no liveness attempts left');
        }
        const flowId = `LV${randomHex(6)}`;
        // Not this app's page (another site, javascript:): the app's own Loans tab instead (issue 29 L4).
        const back = withFlow(safeReturnUrl(ctx, req.returnUrl), flowId);
        ctx.user.liveness[flowId] = { createdAt: ctx.now, status: 'pending' };
        return { flowId, url: vendorUrl(ctx, 'liveness', { ref: flowId }, back) };
      },
    ),

    route<LivenessResultRequest, LivenessResultResponse>(
      db,
      '/review/uploadLivenessFlow',
      { auth: 'required', schema: LivenessResultRequest },
      (ctx, req) => {
        const flow = ctx.user.liveness[req.flowId];
        if (!flow) throw invalid('invalid request: unknown flowId');
        if (flow.status === 'passed' && !ctx.user.photos.headphoto) {
          // The vendor took the selfie: the server stores it as the borrower's head photo.
          const id = `lv${randomHex(6)}`;
          ctx.user.files[id] = { id, type: 'selfie', name: 'liveness.jpg', mime: 'image/svg+xml', size: 0, uploadedAt: ctx.now };
          ctx.user.photos.headphoto = fileUrl(ctx, id);
        }
        return {
          flowId: req.flowId,
          status: flow.status,
          headphoto: flow.status === 'passed' ? ctx.user.photos.headphoto : null,
          attemptsLeft: livenessAttemptsLeft(ctx.user),
        };
      },
    ),

    route<CitizenSessionRequest, CitizenSessionResponse>(
      db,
      '/review/getSessionIdAndCode',
      { auth: 'required', schema: CitizenSessionRequest },
      ({ user, now }, req) => {
        if (!iinValid(req.iin)) throw new ApiFail(ONBOARDING_ERROR.wrongIin, 'entered IIN is incorrect');
        const today = kzDay(now);
        if (user.citizen.day !== today) user.citizen = { day: today, count: 0, sessions: user.citizen.sessions };
        if (user.citizen.count >= CITIZEN_DAILY_LIMIT) {
          throw new ApiFail(ONBOARDING_ERROR.citizenLibraryLimit, 'citizen library limit reached for today');
        }
        user.citizen.count += 1;
        const sessionId = `CL${randomHex(8)}`;
        user.citizen.sessions[sessionId] = { iin: req.iin, createdAt: now };
        return { sessionId, code: randomDigits(4), expiresIn: 300 };
      },
    ),

    route<CitizenInfoRequest, CitizenInfoResponse>(
      db,
      '/review/getUserInfoFromCitizenLibrary',
      { auth: 'required', schema: CitizenInfoRequest },
      ({ user }, req) => {
        const session = user.citizen.sessions[req.sessionId];
        if (!session) return { status: 'failed', iin: null, surname: null, name: null, patronymic: null, birthDate: null };
        const recognised = recognisedIdentity(user.phone);
        lockIdentity(user, recognised.iin === session.iin ? recognised : identityFromIin(session.iin));
        return { status: 'done', ...user.identity! };
      },
    ),

    route<unknown, CitizenCountResponse>(db, '/review/getUserInfoFromClCount', { auth: 'required' }, ({ user, now }) => ({
      count: user.citizen.day === kzDay(now) ? user.citizen.count : 0,
      limit: CITIZEN_DAILY_LIMIT,
    })),
  ];
}
