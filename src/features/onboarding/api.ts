import * as z from 'zod/mini';
import { StepInfoSchema } from '@/shared/api/stepInfoApi';
import type { StepInfo } from '@/shared/api/stepInfo';
import { Empty } from '@/shared/api/common';
import { Order } from '@/shared/api/order';
import { endpoint } from '@/lib/http';


/** Server answer codes of this domain (docs/api.md). */
export const ONBOARDING_ERROR = {
  invalidRequest: 400,
  /** 'entered IIN is incorrect' */
  wrongIin: 3001,
  /** 'Entering this phone number is prohibited' */
  forbiddenPhone: 3002,
  /** 'Contact phones cannot repeat' */
  repeatedPhone: 3003,
  /** ID recognition failed: 'Please upload again' */
  recognitionFailed: 3101,
  /** Face check failed: re-upload the face photo */
  identificationFailed: 3102,
  /** The citizen library was asked too often today */
  citizenLibraryLimit: 3103,
  /** No liveness attempts left: the server refuses a new face-verification flow */
  livenessExhausted: 3104,
  /** File upload failure (also the transport-level code) */
  uploadFailed: 602001,
} as const;

/* ------------------------------------------------------------------ option ids
 * The server stores and returns these ids; the labels live in locales/. */

/** Monthly income bands; `min` is what getStepInfo returns as month_income (tenge). */
export const INCOME_OPTIONS = [
  { id: 'lt_70000', min: 0 },
  { id: '70000_150000', min: 70_000 },
  { id: '150000_300000', min: 150_000 },
  { id: '300000_500000', min: 300_000 },
  { id: 'gt_500000', min: 500_000 },
] as const;
export const IncomeId = z.enum(['lt_70000', '70000_150000', '150000_300000', '300000_500000', 'gt_500000']);
export type IncomeId = z.infer<typeof IncomeId>;

export const EDUCATION_OPTIONS = ['secondary', 'secondary_special', 'higher', 'academic_degree', 'second_higher'] as const;
export const EducationId = z.enum(EDUCATION_OPTIONS);
export type EducationId = z.infer<typeof EducationId>;

export const EMPLOYMENT_OPTIONS = ['employee', 'entrepreneur', 'pensioner', 'student', 'part_time', 'unemployed'] as const;
export const EmploymentId = z.enum(EMPLOYMENT_OPTIONS);
export type EmploymentId = z.infer<typeof EmploymentId>;

export const LOAN_PURPOSE_OPTIONS = [
  'purchase',
  'education',
  'consumption',
  'leisure',
  'urgent',
  'medical',
  'refinance',
] as const;
export const LoanPurposeId = z.enum(LOAN_PURPOSE_OPTIONS);
export type LoanPurposeId = z.infer<typeof LoanPurposeId>;

export const RELATION_OPTIONS = ['parent', 'brother', 'sister', 'spouse', 'child', 'friend', 'other'] as const;
export const RelationId = z.enum(RELATION_OPTIONS);
export type RelationId = z.infer<typeof RelationId>;

/* ------------------------------------------------------------------ step data */


export const Address = z.object({ region: z.string(), city: z.string(), street: z.string(), detail: z.string() });
export type Address = z.infer<typeof Address>;
export const Contact = z.object({ name: z.string(), relation: RelationId, phone: z.string() });
export type Contact = z.infer<typeof Contact>;

export const WorkStep = z.object({
  group: z.literal('work'),
  /** Always asked: group 0 is complete by it (spec section 4). */
  monthIncome: IncomeId,
  /** Left out when the client config hides the field (docs/decisions.md, "Config flags"). */
  education: z.optional(EducationId),
  employment: z.optional(EmploymentId),
  loanPurpose: z.optional(LoanPurposeId),
  email: z.optional(z.nullable(z.string())),
  /** Region/city codes or names from /api/web/addresscfg, or free text when entered by hand; left out when hidden. */
  address: z.optional(Address),
});
export const ContactsStep = z.object({
  group: z.literal('contacts'),
  /** Exactly three; phones as 11 digits '7XXXXXXXXXX'. */
  contacts: z.array(Contact),
});
export const IdentityStep = z.object({
  group: z.literal('identity'),
  iin: z.string(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string(),
  /** 'YYYY-MM-DD' */
  birthDate: z.string(),
});
/**
 * POST /api/user/userStepData. The spec names this service but not its path; this path is our assumption
 * (docs/api.md). One call per onboarding group; answers the step info so userData can be updated at once.
 */
export const SaveStepRequest = z.discriminatedUnion('group', [WorkStep, ContactsStep, IdentityStep]);
export type SaveStepRequest = z.infer<typeof SaveStepRequest>;
export type SaveStepResponse = StepInfo;
export const saveStepData = endpoint<SaveStepRequest, SaveStepResponse>('/api/user/userStepData', StepInfoSchema);

/**
 * POST /api/user/getStepInfo with `withFlags: true` (the spec's second use, "with extra flags"): the step
 * data plus where the identity stands, so the identity step resumes as it was left.
 */
export const IdentityData = z.object({
  iin: z.string(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string(),
  birthDate: z.string(),
});
export type IdentityData = z.infer<typeof IdentityData>;
export const StepFlags = z.object({
  /** Recognised from the ID (or the citizen library): the borrower can no longer change it. */
  identityLocked: z.boolean(),
  /** The identity the server has (recognised or typed), or null. */
  identity: z.nullable(IdentityData),
});
export type StepFlags = z.infer<typeof StepFlags>;
export const StepInfoWithFlags = z.extend(StepInfoSchema, { flags: StepFlags });
export type StepInfoWithFlags = z.infer<typeof StepInfoWithFlags>;
export const getStepInfoWithFlags = endpoint<{ withFlags: true }, StepInfoWithFlags>('/api/user/getStepInfo', StepInfoWithFlags, {
  read: true,
});

/* ------------------------------------------------------------------ files */

// POST /api/uploadFile/userFile: src/shared/api/upload.ts (the repayment certificate uses it too)
export { UPLOAD_MAX_BYTES, UploadFileType, UploadFileResponse, uploadUserFile } from '@/shared/api/upload';

/* ------------------------------------------------------------------ review (identity) */

const Side = z.enum(['front', 'back']);

// POST /review/identifyFile: recognises an uploaded ID side and saves it as idphoto_1 (front) / idphoto_2 (back)
export const IdentifyFileRequest = z.object({ url: z.string(), side: Side });
export type IdentifyFileRequest = z.infer<typeof IdentifyFileRequest>;
export const IdentifyFileResponse = z.object({
  side: Side,
  /** Filled from the front side; null on the back side. */
  iin: z.nullable(z.string()),
  surname: z.nullable(z.string()),
  name: z.nullable(z.string()),
  patronymic: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  /** True when the identity is now locked (user/info identityLocked). */
  locked: z.boolean(),
});
export type IdentifyFileResponse = z.infer<typeof IdentifyFileResponse>;
export const identifyFile = endpoint<IdentifyFileRequest, IdentifyFileResponse>('/review/identifyFile', IdentifyFileResponse);

// POST /review/uploadPhoto: saves an uploaded photo without recognition
export const UploadPhotoRequest = z.object({ type: z.enum(['front', 'back', 'selfie']), url: z.string() });
export type UploadPhotoRequest = z.infer<typeof UploadPhotoRequest>;
export type UploadPhotoResponse = StepInfo;
export const uploadPhoto = endpoint<UploadPhotoRequest, UploadPhotoResponse>('/review/uploadPhoto', StepInfoSchema);

// POST /review/liveExamination: compares a selfie with the ID; on success saves it as headphoto
export const LiveExaminationRequest = z.object({ url: z.string() });
export type LiveExaminationRequest = z.infer<typeof LiveExaminationRequest>;
export const LiveExaminationResponse = z.object({ passed: z.boolean(), score: z.number(), headphoto: z.nullable(z.string()) });
export type LiveExaminationResponse = z.infer<typeof LiveExaminationResponse>;
export const liveExamination = endpoint<LiveExaminationRequest, LiveExaminationResponse>(
  '/review/liveExamination',
  LiveExaminationResponse,
);

// POST /review/getLivenessFlowSwitch: whether the vendor liveness page is used instead of a plain selfie
export type LivenessSwitchRequest = void;
export const LivenessSwitchResponse = z.object({
  enabled: z.boolean(),
  /** Failed vendor checks still allowed; the server decides the count (Kazakh rules: 3 failures, no loan). */
  attemptsLeft: z.number(),
  maxAttempts: z.number(),
});
export type LivenessSwitchResponse = z.infer<typeof LivenessSwitchResponse>;
export const getLivenessFlowSwitch = endpoint<LivenessSwitchRequest, LivenessSwitchResponse>(
  '/review/getLivenessFlowSwitch',
  LivenessSwitchResponse,
  { read: true },
);

// POST /review/getLivenessFlowLink: a vendor page (webview 'face') that returns to returnUrl with `flow=<flowId>`
// added to its query (inside the hash for a hash route). 3104 when no attempts are left.
export const LivenessLinkRequest = z.object({ returnUrl: z.string() });
export type LivenessLinkRequest = z.infer<typeof LivenessLinkRequest>;
export const LivenessLinkResponse = z.object({ flowId: z.string(), url: z.string() });
export type LivenessLinkResponse = z.infer<typeof LivenessLinkResponse>;
export const getLivenessFlowLink = endpoint<LivenessLinkRequest, LivenessLinkResponse>(
  '/review/getLivenessFlowLink',
  LivenessLinkResponse,
);

// POST /review/uploadLivenessFlow: asks the server for the flow's result after the vendor page returned
export const LivenessResultRequest = z.object({ flowId: z.string() });
export type LivenessResultRequest = z.infer<typeof LivenessResultRequest>;
export const LivenessResultResponse = z.object({
  flowId: z.string(),
  status: z.enum(['pending', 'passed', 'failed']),
  /** Set when passed: the selfie taken by the vendor, saved as headphoto. */
  headphoto: z.nullable(z.string()),
  attemptsLeft: z.number(),
});
export type LivenessResultResponse = z.infer<typeof LivenessResultResponse>;
export const uploadLivenessFlow = endpoint<LivenessResultRequest, LivenessResultResponse>(
  '/review/uploadLivenessFlow',
  LivenessResultResponse,
);

// POST /review/getSessionIdAndCode: starts a citizen-library (state database) request for an IIN
export const CitizenSessionRequest = z.object({ iin: z.string() });
export type CitizenSessionRequest = z.infer<typeof CitizenSessionRequest>;
export const CitizenSessionResponse = z.object({
  sessionId: z.string(),
  /** Code the borrower sees in the consent SMS from the state service, shown for comparison. */
  code: z.string(),
  /** Seconds the session stays valid. */
  expiresIn: z.number(),
});
export type CitizenSessionResponse = z.infer<typeof CitizenSessionResponse>;
export const getSessionIdAndCode = endpoint<CitizenSessionRequest, CitizenSessionResponse>(
  '/review/getSessionIdAndCode',
  CitizenSessionResponse,
);

// POST /review/getUserInfoFromCitizenLibrary
export const CitizenInfoRequest = z.object({ sessionId: z.string() });
export type CitizenInfoRequest = z.infer<typeof CitizenInfoRequest>;
export const CitizenInfoResponse = z.object({
  status: z.enum(['pending', 'done', 'failed']),
  iin: z.nullable(z.string()),
  surname: z.nullable(z.string()),
  name: z.nullable(z.string()),
  patronymic: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
});
export type CitizenInfoResponse = z.infer<typeof CitizenInfoResponse>;
export const getUserInfoFromCitizenLibrary = endpoint<CitizenInfoRequest, CitizenInfoResponse>(
  '/review/getUserInfoFromCitizenLibrary',
  CitizenInfoResponse,
);

// POST /review/getUserInfoFromClCount: how many citizen-library requests were used today
export type CitizenCountRequest = void;
export const CitizenCountResponse = z.object({ count: z.number(), limit: z.number() });
export type CitizenCountResponse = z.infer<typeof CitizenCountResponse>;
export const getUserInfoFromClCount = endpoint<CitizenCountRequest, CitizenCountResponse>(
  '/review/getUserInfoFromClCount',
  CitizenCountResponse,
  { read: true },
);

/* ------------------------------------------------------------------ supplement */

// POST /api/loan/supplementData: re-uploaded photos for an order in 'supplement'; it goes back to review
export const SupplementRequest = z.object({
  orderNo: z.string(),
  idphoto_1: z.optional(z.string()),
  idphoto_2: z.optional(z.string()),
  headphoto: z.optional(z.string()),
});
export type SupplementRequest = z.infer<typeof SupplementRequest>;
export const SupplementResponse = z.object({ order: Order });
export type SupplementResponse = z.infer<typeof SupplementResponse>;
export const supplementData = endpoint<SupplementRequest, SupplementResponse>('/api/loan/supplementData', SupplementResponse);

/* ------------------------------------------------------------------ web */

// POST /api/web/addresscfg: regions of Kazakhstan and their cities (works without a token)
const Place = z.object({ code: z.string(), name: z.string(), nameKz: z.string() });
export const AddressCfgResponse = z.object({
  regions: z.array(z.object({ code: z.string(), name: z.string(), nameKz: z.string(), cities: z.array(Place) })),
});
export type AddressCfgRequest = void;
export type AddressCfgResponse = z.infer<typeof AddressCfgResponse>;
export const getAddressCfg = endpoint<AddressCfgRequest, AddressCfgResponse>('/api/web/addresscfg', AddressCfgResponse, {
  read: true,
});

// POST /api/web/shouquan: authorisation data the borrower agreed to share
export const ShouquanRequest = z.object({
  type: z.enum(['location', 'contacts', 'sms', 'apps', 'calendar', 'calllog', 'device']),
  granted: z.boolean(),
  /** Collected records, e.g. [{lat, lon, accuracy}] for location. */
  data: z.optional(z.array(z.unknown())),
});
export type ShouquanRequest = z.infer<typeof ShouquanRequest>;
export type ShouquanResponse = Empty;
export const shouquan = endpoint<ShouquanRequest, ShouquanResponse>('/api/web/shouquan', Empty);

// POST /Sensors/getField: declared in src/features/analytics/api.ts (the analytics identity)
