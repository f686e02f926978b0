import type { HttpHandler } from 'msw';
import {
  CitizenInfoRequest,
  CitizenSessionRequest,
  FcbCreateRequest,
  FcbSignRequest,
  FcbStatusRequest,
  IdentifyFileRequest,
  LiveExaminationRequest,
  LivenessLinkRequest,
  LivenessResultRequest,
  ONBOARDING_ERROR,
  SaveStepRequest,
  SensorsFieldRequest,
  ShouquanRequest,
  UPLOAD_MAX_BYTES,
  UploadFileType,
  UploadPhotoRequest,
  type AddressCfgResponse,
  type CitizenCountResponse,
  type CitizenInfoResponse,
  type CitizenSessionResponse,
  type FcbApplication,
  type FcbStatus,
  type IdentifyFileResponse,
  type LiveExaminationResponse,
  type LivenessLinkResponse,
  type LivenessResultResponse,
  type LivenessSwitchResponse,
  type SaveStepResponse,
  type SensorsFieldResponse,
  type ShouquanResponse,
  type UploadFileResponse,
} from '@/features/onboarding/api';
import { FORBIDDEN_CONTACT_PHONES, PEOPLE, REGIONS } from '../data';
import type { Identity, SandboxDb, UserRecord } from '../db';
import { ApiFail, fileUrl, route, vendorUrl, type Ctx } from '../route';
import { hash, iinBirthDate, iinValid, kzDate, randomDigits, randomHex } from '../util';
import { stepInfo } from './account';

const CITIZEN_DAILY_LIMIT = 3;
const IMAGE_TYPES = /^image\/(jpeg|png|webp|heic|heif|gif)$/;

/** The file id inside a sandbox file URL, when it belongs to this borrower. */
function ownFile(user: UserRecord, url: string) {
  const id = /\/__sandbox\/files\/([\w-]+)/.exec(url)?.[1];
  return id ? (user.files[id] ?? null) : null;
}

function lockIdentity(user: UserRecord, identity: Identity): void {
  user.identity = identity;
  user.identityLocked = true;
}

function identityFromIin(iin: string): Identity {
  const birthDate = iinBirthDate(iin) ?? '1990-01-01';
  const female = Number(iin[6]) % 2 === 0;
  const people = PEOPLE.filter((p) => p.female === female);
  const p = people[hash(iin) % people.length] ?? PEOPLE[0];
  return { iin, surname: p.surname, name: p.name, patronymic: p.patronymic, birthDate };
}

function validateContacts(user: UserRecord, contacts: { phone: string }[]): void {
  const seen = new Set<string>();
  for (const c of contacts) {
    if (c.phone === user.phone || (FORBIDDEN_CONTACT_PHONES as readonly string[]).includes(c.phone)) {
      throw new ApiFail(ONBOARDING_ERROR.forbiddenPhone, 'Entering this phone number is prohibited');
    }
    if (seen.has(c.phone)) throw new ApiFail(ONBOARDING_ERROR.repeatedPhone, 'Contact phones cannot repeat');
    seen.add(c.phone);
  }
}

function fcbView(id: string, app: UserRecord['fcb'][string]): FcbApplication {
  return { applicationId: id, status: app.status as FcbStatus, score: app.score };
}

export function onboardingHandlers(db: SandboxDb): HttpHandler[] {
  const invalid = (msg: string) => new ApiFail(ONBOARDING_ERROR.invalidRequest, msg);

  return [
    route<SaveStepRequest, SaveStepResponse>(
      db,
      '/api/user/userStepData',
      { auth: 'required', schema: SaveStepRequest },
      ({ user }, req) => {
        if (req.group === 'work') {
          const a = req.address;
          if (![a.region, a.city, a.street, a.detail].every((s) => s.trim())) throw invalid('invalid request: address');
          const email = req.email?.trim() || null;
          if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalid('invalid request: email');
          user.work = {
            monthIncome: req.monthIncome,
            education: req.education,
            employment: req.employment,
            loanPurpose: req.loanPurpose,
            email,
            address: { region: a.region.trim(), city: a.city.trim(), street: a.street.trim(), detail: a.detail.trim() },
          };
        } else if (req.group === 'contacts') {
          if (req.contacts.length !== 3) throw invalid('invalid request: contacts (exactly 3)');
          if (req.contacts.some((c) => !c.name.trim() || !/^7\d{10}$/.test(c.phone))) throw invalid('invalid request: contacts');
          validateContacts(user, req.contacts);
          user.contacts = req.contacts.map((c) => ({ name: c.name.trim(), relation: c.relation, phone: c.phone }));
        } else {
          if (user.identityLocked && user.identity) return stepInfo(user); // recognised values stay
          if (!iinValid(req.iin)) throw new ApiFail(ONBOARDING_ERROR.wrongIin, 'entered IIN is incorrect');
          if (iinBirthDate(req.iin) !== req.birthDate) throw new ApiFail(ONBOARDING_ERROR.wrongIin, 'entered IIN is incorrect');
          if (![req.surname, req.name, req.patronymic].every((s) => s.trim())) throw invalid('invalid request: name');
          user.identity = {
            iin: req.iin,
            surname: req.surname.trim(),
            name: req.name.trim(),
            patronymic: req.patronymic.trim(),
            birthDate: req.birthDate,
          };
        }
        return stepInfo(user);
      },
    ),

    route<unknown, UploadFileResponse>(
      db,
      '/api/uploadFile/userFile',
      { auth: 'required', body: 'multipart' },
      async (ctx) => {
        const file = ctx.form?.get('file');
        if (!file || typeof file === 'string') throw new ApiFail(ONBOARDING_ERROR.uploadFailed, 'upload failed: no file');
        if (!IMAGE_TYPES.test(file.type)) throw new ApiFail(ONBOARDING_ERROR.uploadFailed, 'upload failed: not an image');
        if (file.size > UPLOAD_MAX_BYTES) throw new ApiFail(ONBOARDING_ERROR.uploadFailed, 'upload failed: larger than 10 MB');
        const type = UploadFileType.safeParse(ctx.body.type);
        const id = `${randomHex(8)}`;
        const name = 'name' in file && typeof file.name === 'string' ? file.name : 'photo';
        ctx.user.files[id] = {
          id,
          type: type.success ? type.data : 'other',
          name,
          mime: file.type,
          size: file.size,
          uploadedAt: ctx.now,
        };
        db.files.set(id, { bytes: await file.arrayBuffer(), mime: file.type });
        return { fileId: id, url: fileUrl(ctx, id), size: file.size, mime: file.type };
      },
    ),

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
        const identity = user.identityLocked && user.identity ? user.identity : db.recognisedIdentity(user);
        lockIdentity(user, identity);
        return { side: 'front', ...identity, locked: true };
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
        return stepInfo(user);
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

    route<unknown, LivenessSwitchResponse>(db, '/review/getLivenessFlowSwitch', { auth: 'required' }, () => ({
      enabled: true,
    })),

    route<LivenessLinkRequest, LivenessLinkResponse>(
      db,
      '/review/getLivenessFlowLink',
      { auth: 'required', schema: LivenessLinkRequest },
      (ctx, req) => {
        const flowId = `LV${randomHex(6)}`;
        ctx.user.liveness[flowId] = { createdAt: ctx.now, status: 'pending' };
        return { flowId, url: vendorUrl(ctx, 'liveness', { ref: flowId }, req.returnUrl) };
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
        };
      },
    ),

    route<CitizenSessionRequest, CitizenSessionResponse>(
      db,
      '/review/getSessionIdAndCode',
      { auth: 'required', schema: CitizenSessionRequest },
      ({ user, now }, req) => {
        if (!iinValid(req.iin)) throw new ApiFail(ONBOARDING_ERROR.wrongIin, 'entered IIN is incorrect');
        const today = kzDate(now);
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
        const recognised = db.recognisedIdentity(user);
        const identity = recognised.iin === session.iin ? recognised : identityFromIin(session.iin);
        lockIdentity(user, identity);
        return { status: 'done', ...identity };
      },
    ),

    route<unknown, CitizenCountResponse>(db, '/review/getUserInfoFromClCount', { auth: 'required' }, ({ user, now }) => ({
      count: user.citizen.day === kzDate(now) ? user.citizen.count : 0,
      limit: CITIZEN_DAILY_LIMIT,
    })),

    route<unknown, AddressCfgResponse>(db, '/api/web/addresscfg', { auth: 'optional' }, () => ({
      regions: REGIONS.map((r) => ({
        code: r.code,
        name: r.name,
        nameKz: r.nameKz,
        cities: r.cities.map(([code, name, nameKz]) => ({ code, name, nameKz })),
      })),
    })),

    route<ShouquanRequest, ShouquanResponse>(
      db,
      '/api/web/shouquan',
      { auth: 'required', schema: ShouquanRequest },
      ({ user, now }, req) => {
        // Only the fact and the count are kept; the sandbox does not hoard what was collected.
        user.consents[req.type] = { granted: req.granted, at: now, records: req.data?.length ?? 0 };
        return {};
      },
    ),

    route<FcbCreateRequest, FcbApplication>(
      db,
      '/api/fcb/application/create',
      { auth: 'required', schema: FcbCreateRequest },
      ({ user }, req) => {
        const id = db.nextId('FCB', 8);
        user.fcb[id] = { amount: req.amount, days: req.days, status: 'created', signedAt: null, score: null };
        return fcbView(id, user.fcb[id]);
      },
    ),

    route<FcbSignRequest, FcbApplication>(
      db,
      '/api/fcb/application/sign',
      { auth: 'required', schema: FcbSignRequest },
      ({ user, now }, req) => {
        const app = user.fcb[req.applicationId];
        if (!app) throw invalid('invalid request: unknown applicationId');
        if (app.status === 'created') {
          app.status = 'processing';
          app.signedAt = now;
        }
        return fcbView(req.applicationId, app);
      },
    ),

    route<FcbStatusRequest, FcbApplication>(
      db,
      '/api/fcb/session/status',
      { auth: 'required', schema: FcbStatusRequest },
      ({ user, now, scenario }, req) => {
        const app = user.fcb[req.applicationId];
        if (!app) throw invalid('invalid request: unknown applicationId');
        if (app.status === 'processing' && app.signedAt !== null && now - app.signedAt >= db.timing().reviewMs) {
          const rejected = scenario === 'reject';
          app.status = rejected ? 'rejected' : 'approved';
          app.score = rejected ? 320 : 640 + (hash(user.phone) % 200);
        }
        return fcbView(req.applicationId, app);
      },
    ),

    route<SensorsFieldRequest, SensorsFieldResponse>(
      db,
      '/Sensors/getField',
      { auth: 'optional', body: 'form', schema: SensorsFieldRequest },
      (ctx: Ctx, req) => ({
        distinctId: ctx.user ? ctx.user.id : `anon-${hash(req.deviceId).toString(16)}`,
        project: 'bystrye_zaimy',
        fields: { platform: 'h5', country: 'KZ' },
      }),
    ),
  ];
}
