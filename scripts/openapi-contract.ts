/**
 * Every endpoint the app declares (`endpoint()` / `uploadEndpoint()` in src/**), with what its declaration
 * does not carry at run time: the request schema (the endpoint's request is a TypeScript type only), who may
 * call it, the error codes it answers, and, for a read, how the contract probe calls it.
 * scripts/openapi.ts writes docs/openapi.json from this list; scripts/probe.ts calls its reads.
 * tests/contract-doc.node.test.ts fails when an endpoint is declared in src but missing here, and checks
 * each `auth` against the sandbox.
 */
import * as z from 'zod/mini';
import type { CallOptions } from '@/lib/http';
import { AUTH_ERROR, login, sendCode, LoginRequest, SendCodeRequest } from '@/features/auth/api';
import { logout } from '@/shared/session/logoutApi';
import { deleteLogin, getConfigForFront, loanInfo, userInfo } from '@/features/account/api';
import { CARD_ERROR, getBankInfo, getBankList, getCardBindingConfig, getCardOwner, setBankInfo, SetBankInfoRequest } from '@/features/bank-card/api';
import { CardBindingResultRequest, getCardBindingResult, startCardBinding, StartCardBindingRequest } from '@/features/bank-card/bindingApi';
import { endOtherSessions, getConsents, getSessions, MarketingRequest, setMarketing } from '@/features/consents/api';
import { CONTENT_ERROR, FeedbackRequest, sendFeedback } from '@/features/content/api';
import { getUserCouponList, UserCouponsRequest } from '@/features/coupons/api';
import { extensionInfo, extensionInfoV2, getLoanPayLink, LoanPayLinkRequest } from '@/features/extension/api';
import { HARDSHIP_ERROR, hardshipApply, HardshipApplyRequest } from '@/features/hardship/api';
import {
  ApplyCouponsRequest,
  confirmQuote,
  FcbCreateRequest,
  fcbCreate,
  fcbSign,
  FcbSignRequest,
  fcbStatus,
  FcbStatusRequest,
  getApplyListCoupon,
  loanUserInfo,
  QuoteRequest,
  submitOrder,
  SubmitOrderRequest,
} from '@/features/loan-application/api';
import {
  CitizenInfoRequest,
  CitizenSessionRequest,
  getAddressCfg,
  getLivenessFlowLink,
  getLivenessFlowSwitch,
  getSessionIdAndCode,
  getStepInfoWithFlags,
  getUserInfoFromCitizenLibrary,
  getUserInfoFromClCount,
  IdentifyFileRequest,
  identifyFile,
  LiveExaminationRequest,
  liveExamination,
  LivenessLinkRequest,
  LivenessResultRequest,
  ONBOARDING_ERROR,
  saveStepData,
  SaveStepRequest,
  shouquan,
  ShouquanRequest,
  SupplementRequest,
  supplementData,
  uploadLivenessFlow,
  uploadPhoto,
  UploadPhotoRequest,
} from '@/features/onboarding/api';
import {
  DebtCertificateRequest,
  debtCertificate,
  getIsTerminalPayTip,
  getPayVoucher,
  getRepayBankCard,
  getRepayChannelNameList,
  getRepayListCoupon,
  getRepaymentLink,
  getTerminalPayList,
  LOAN_PAGE_ERROR,
  myOrderList,
  OrderDetailRequest,
  orderDetail,
  OrderListRequest,
  PayVoucherRequest,
  RepayBankCardRequest,
  RepayCouponsRequest,
  RepaymentLinkRequest,
  RepayQuoteRequest,
  repayQuote,
  RepayUseCouponRequest,
  repayUseCoupon,
  TerminalListRequest,
} from '@/features/repayment/api';
import {
  bury2Add,
  Bury2Request,
  getSensorsField,
  SensorsFieldRequest,
  uploadDeviceInfo,
  UploadDeviceInfoRequest,
} from '@/features/analytics/endpoints';
import { bury3Add, Bury3Request } from '@/shared/api/bury';
import {
  claimNewcomerCoupon,
  COUPON_ERROR,
  couponMessage,
  getNewcomerCouponInfo,
  getNextProductInfoAndSendCoupon,
  NextProductRequest,
} from '@/shared/coupon/api';
import { getCompanyInfo } from '@/shared/api/company';
import { ContractInfoRequest, getContractInfo } from '@/shared/api/contract';
import { COOLING_ERROR, ConfirmReceiptRequest, confirmReceipt, CoolingRequest, refuseLoan, reportNotMine, sendConfirmCode } from '@/shared/api/cooling';
import { CostRequest, loanCost } from '@/shared/api/cost';
import { getAppIndexCoupon } from '@/shared/api/coupon';
import { CouponDotRequest, readCouponDot, requestDc } from '@/shared/api/dots';
import { hardshipStatus, HardshipStatusRequest } from '@/shared/api/hardship';
import { LastOrderRequest, lastOrder } from '@/shared/api/orderApi';
import { LOAN_ERROR, OrderRef } from '@/shared/api/order';
import { repayInfo } from '@/shared/api/payment';
import { getPops, PopRequest } from '@/shared/api/pops';
import { productInfoForH5 } from '@/shared/api/product';
import { getStepInfo, GetStepInfoRequest } from '@/shared/api/stepInfoApi';
import { THREAD_ERROR, threadDetail, ThreadDetailRequest, threadList, threadSend, ThreadSendRequest } from '@/shared/api/threads';
import { UploadFileType, uploadUserFile } from '@/shared/api/upload';

/** auth: a known token or code 301; optional: a token is used when known, never a 301; none: not looked at. */
export type Auth = 'auth' | 'optional' | 'none';

/** What the probe has learnt from earlier answers, to fill the next request. */
export interface ProbeContext {
  orderNo?: string;
  /** An amount and term the product offers (productInfoForH5's defaults). */
  amount?: number;
  days?: number;
  deviceId: string;
  /** Kazakhstan's calendar day today, 'YYYY-MM-DD'. */
  today: string;
}

/** The request a read is probed with, or why it cannot be (a missing id): the probe says so in its table. */
export type ProbeRequest = { body: Record<string, unknown> | undefined } | { skip: string };

interface Declared {
  readonly path: string;
  readonly read: boolean;
  readonly creates: boolean;
  readonly schema: z.ZodMiniType;
}

export interface Operation {
  /** The endpoint's export name in src: the document's operationId. */
  name: string;
  endpoint: Declared;
  /** null: the body has only the common fields. */
  request: z.ZodMiniType | null;
  body: 'json' | 'form' | 'upload' | 'bury2';
  auth: Auth;
  /** Codes besides 0, 500, 400 (when there is a request schema) and 301 (auth). */
  errors: readonly number[];
  /** Tag in the document: the app's feature or shared module that declares it. */
  tag: string;
  /** For a read: how the probe calls it. A read whose answer changes data says so here and is never probed. */
  probe?: (ctx: ProbeContext) => ProbeRequest;
  /** A read the probe must not call, and why. */
  notProbed?: string;
}

type Endpointish<Req> = Declared & ((req: Req, options: CallOptions & { idempotencyKey: string }) => Promise<unknown>);

/**
 * One operation, its request schema checked against the endpoint's request type by the compiler
 * (null only for an endpoint whose request is `void`).
 */
function op<Req>(
  name: string,
  endpoint: Endpointish<Req>,
  request: [Exclude<Req, void>] extends [never] ? null : z.ZodMiniType<Exclude<Req, void>>,
  meta: Omit<Operation, 'name' | 'endpoint' | 'request' | 'body' | 'errors'> & { body?: Operation['body']; errors?: readonly number[] },
): Operation {
  return { name, endpoint, request: request as z.ZodMiniType | null, body: meta.body ?? 'json', errors: meta.errors ?? [], ...meta } as Operation;
}

const needOrder = (ctx: ProbeContext, body: (orderNo: string) => Record<string, unknown>): ProbeRequest =>
  ctx.orderNo ? { body: body(ctx.orderNo) } : { skip: 'no order (the token has none)' };
const needOffer = (ctx: ProbeContext): ProbeRequest =>
  ctx.amount && ctx.days ? { body: { amount: ctx.amount, days: ctx.days } } : { skip: 'no product offer' };
const none = (): ProbeRequest => ({ body: undefined });

const A = AUTH_ERROR;
const C = CARD_ERROR;
const O = ONBOARDING_ERROR;
const L = LOAN_ERROR;
const UPLOAD = O.uploadFailed;

/** The multipart body of /api/uploadFile/userFile (a FormData in the app, so no zod object declares it). */
export const UploadFileRequest = z.object({ file: z.string().check(z.meta({ format: 'binary' })), type: UploadFileType });

/**
 * In the order the probe runs them: the answers that give an order number and an offer come first.
 */
export const OPERATIONS: readonly Operation[] = [
  // Auth
  op('sendCode', sendCode, SendCodeRequest, { auth: 'none', tag: 'auth', errors: [A.sendFailed, A.tooManyRequests, A.invalidPhone] }),
  op('login', login, LoginRequest, { auth: 'none', tag: 'auth', errors: [A.wrongCode, A.codeExpired, A.invalidPhone] }),
  op('logout', logout, null, { auth: 'optional', tag: 'auth' }),
  // Reads first that tell the probe the borrower's order and the product's offer
  op('productInfoForH5', productInfoForH5, null, { auth: 'optional', tag: 'loan-application', probe: none }),
  op('lastOrder', lastOrder, LastOrderRequest, { auth: 'auth', tag: 'loan-application', probe: () => ({ body: { page: 1 } }) }),
  op('myOrderList', myOrderList, OrderListRequest, { auth: 'auth', tag: 'repayment', probe: () => ({ body: { page: 1 } }) }),
  // Account
  op('userInfo', userInfo, null, { auth: 'auth', tag: 'account', probe: none }),
  op('getCardOwner', getCardOwner, null, { auth: 'auth', tag: 'bank-card', probe: none }),
  op('getStepInfo', getStepInfo, GetStepInfoRequest, { auth: 'auth', tag: 'onboarding', probe: none }),
  op('getStepInfoWithFlags', getStepInfoWithFlags, z.object({ withFlags: z.literal(true) }), {
    auth: 'auth',
    tag: 'onboarding',
    probe: () => ({ body: { withFlags: true } }),
  }),
  op('deleteLogin', deleteLogin, null, { auth: 'auth', tag: 'account' }),
  op('loanInfo', loanInfo, null, { auth: 'auth', tag: 'account', probe: none }),
  op('getConfigForFront', getConfigForFront, null, { auth: 'optional', tag: 'account', probe: none }),
  op('getConsents', getConsents, null, { auth: 'auth', tag: 'consents', probe: none }),
  op('setMarketing', setMarketing, MarketingRequest, { auth: 'auth', tag: 'consents' }),
  op('getSessions', getSessions, null, { auth: 'auth', tag: 'consents', probe: none }),
  op('endOtherSessions', endOtherSessions, null, { auth: 'auth', tag: 'consents' }),
  // Bank card
  op('getBankList', getBankList, null, { auth: 'optional', tag: 'bank-card', probe: none }),
  op('getBankInfo', getBankInfo, null, { auth: 'auth', tag: 'bank-card', probe: none }),
  op('setBankInfo', setBankInfo, SetBankInfoRequest, {
    auth: 'auth',
    tag: 'bank-card',
    errors: [C.invalidNumber, C.unsupportedBrand, C.expired, C.notOwner, C.invalidCvc, C.unknownBank],
  }),
  op('startCardBinding', startCardBinding, StartCardBindingRequest, { auth: 'auth', tag: 'bank-card' }),
  op('getCardBindingConfig', getCardBindingConfig, null, { auth: 'optional', tag: 'bank-card', probe: none }),
  op('getCardBindingResult', getCardBindingResult, CardBindingResultRequest, {
    auth: 'auth',
    tag: 'bank-card',
    errors: [C.unknownBinding],
    notProbed: 'needs the ref of a binding session the token started (startCardBinding, a create)',
  }),
  // Onboarding
  op('saveStepData', saveStepData, SaveStepRequest, { auth: 'auth', tag: 'onboarding', errors: [O.wrongIin, O.forbiddenPhone, O.repeatedPhone] }),
  op('uploadUserFile', uploadUserFile as unknown as Endpointish<z.infer<typeof UploadFileRequest>>, UploadFileRequest, {
    auth: 'auth',
    tag: 'onboarding',
    body: 'upload',
    errors: [UPLOAD],
  }),
  op('identifyFile', identifyFile, IdentifyFileRequest, { auth: 'auth', tag: 'onboarding', errors: [O.recognitionFailed] }),
  op('uploadPhoto', uploadPhoto, UploadPhotoRequest, { auth: 'auth', tag: 'onboarding', errors: [UPLOAD] }),
  op('liveExamination', liveExamination, LiveExaminationRequest, { auth: 'auth', tag: 'onboarding', errors: [O.identificationFailed] }),
  op('getLivenessFlowSwitch', getLivenessFlowSwitch, null, { auth: 'auth', tag: 'onboarding', probe: none }),
  op('getLivenessFlowLink', getLivenessFlowLink, LivenessLinkRequest, { auth: 'auth', tag: 'onboarding', errors: [O.livenessExhausted] }),
  op('uploadLivenessFlow', uploadLivenessFlow, LivenessResultRequest, { auth: 'auth', tag: 'onboarding' }),
  op('getSessionIdAndCode', getSessionIdAndCode, CitizenSessionRequest, {
    auth: 'auth',
    tag: 'onboarding',
    errors: [O.wrongIin, O.citizenLibraryLimit],
  }),
  op('getUserInfoFromCitizenLibrary', getUserInfoFromCitizenLibrary, CitizenInfoRequest, { auth: 'auth', tag: 'onboarding' }),
  op('getUserInfoFromClCount', getUserInfoFromClCount, null, { auth: 'auth', tag: 'onboarding', probe: none }),
  op('supplementData', supplementData, SupplementRequest, { auth: 'auth', tag: 'onboarding', errors: [L.orderNotFound, L.wrongOrderState] }),
  op('getAddressCfg', getAddressCfg, null, { auth: 'optional', tag: 'onboarding', probe: none }),
  op('shouquan', shouquan, ShouquanRequest, { auth: 'auth', tag: 'onboarding' }),
  // Loan application
  op('loanUserInfo', loanUserInfo, null, { auth: 'auth', tag: 'loan-application', probe: none }),
  op('getContractInfo', getContractInfo, ContractInfoRequest, {
    auth: 'auth',
    tag: 'loan-application',
    errors: [L.orderNotFound],
    probe: (ctx) => (ctx.orderNo ? { body: { orderNo: ctx.orderNo } } : needOffer(ctx)),
  }),
  op('loanCost', loanCost, CostRequest, { auth: 'optional', tag: 'loan-application', errors: [L.amountOutOfRange, L.couponNotUsable], probe: needOffer }),
  op('confirmQuote', confirmQuote, QuoteRequest, { auth: 'auth', tag: 'loan-application', errors: [L.amountOutOfRange, L.couponNotUsable], probe: needOffer }),
  op('submitOrder', submitOrder, SubmitOrderRequest, {
    auth: 'auth',
    tag: 'loan-application',
    errors: [L.activeLoan, L.reapplyLater, L.onboardingIncomplete, L.noCard, L.amountOutOfRange, L.creditBureauRequired, L.couponNotUsable],
  }),
  op('fcbCreate', fcbCreate, FcbCreateRequest, { auth: 'auth', tag: 'loan-application' }),
  op('fcbSign', fcbSign, FcbSignRequest, { auth: 'auth', tag: 'loan-application' }),
  op('fcbStatus', fcbStatus, FcbStatusRequest, {
    auth: 'auth',
    tag: 'loan-application',
    probe: () => ({ skip: 'needs a credit-bureau application id (only a new application makes one)' }),
  }),
  op('getAppIndexCoupon', getAppIndexCoupon, null, { auth: 'auth', tag: 'loan-application', probe: none }),
  op('getApplyListCoupon', getApplyListCoupon, ApplyCouponsRequest, { auth: 'auth', tag: 'loan-application', probe: needOffer }),
  op('sendConfirmCode', sendConfirmCode, CoolingRequest, {
    auth: 'auth',
    tag: 'cooling',
    errors: [L.orderNotFound, L.wrongOrderState, COOLING_ERROR.notOver, COOLING_ERROR.tooManyCodes],
  }),
  op('confirmReceipt', confirmReceipt, ConfirmReceiptRequest, {
    auth: 'auth',
    tag: 'cooling',
    errors: [L.orderNotFound, L.wrongOrderState, COOLING_ERROR.notOver, COOLING_ERROR.wrongCode, COOLING_ERROR.codeExpired],
  }),
  op('refuseLoan', refuseLoan, CoolingRequest, { auth: 'auth', tag: 'cooling', errors: [L.orderNotFound, L.wrongOrderState] }),
  op('reportNotMine', reportNotMine, CoolingRequest, { auth: 'auth', tag: 'cooling', errors: [L.orderNotFound, L.wrongOrderState] }),
  // Repayment and the loan's own page
  op('repayInfo', repayInfo, OrderRef, { auth: 'auth', tag: 'repayment', errors: [L.orderNotFound], probe: (c) => needOrder(c, (orderNo) => ({ orderNo })) }),
  op('orderDetail', orderDetail, OrderDetailRequest, {
    auth: 'auth',
    tag: 'repayment',
    errors: [L.orderNotFound],
    probe: (c) => needOrder(c, (orderNo) => ({ orderNo })),
  }),
  op('repayQuote', repayQuote, RepayQuoteRequest, {
    auth: 'auth',
    tag: 'repayment',
    errors: [L.orderNotFound, L.wrongOrderState, LOAN_PAGE_ERROR.quoteDateOutOfRange],
    probe: (c) => needOrder(c, (orderNo) => ({ orderNo, date: c.today })),
  }),
  op('debtCertificate', debtCertificate, DebtCertificateRequest, {
    auth: 'auth',
    tag: 'repayment',
    errors: [L.orderNotFound, L.wrongOrderState],
    probe: (c) => needOrder(c, (orderNo) => ({ orderNo })),
  }),
  op('getCompanyInfo', getCompanyInfo, null, { auth: 'optional', tag: 'repayment', probe: none }),
  op('getRepaymentLink', getRepaymentLink, RepaymentLinkRequest, {
    auth: 'auth',
    tag: 'repayment',
    errors: [L.amountOutOfRange, L.orderNotFound, L.wrongOrderState, L.couponNotUsable],
  }),
  op('getIsTerminalPayTip', getIsTerminalPayTip, null, { auth: 'auth', tag: 'repayment', probe: none }),
  op('getTerminalPayList', getTerminalPayList, TerminalListRequest, { auth: 'auth', tag: 'repayment', errors: [L.orderNotFound], probe: none }),
  op('getRepayChannelNameList', getRepayChannelNameList, null, { auth: 'auth', tag: 'repayment', probe: none }),
  op('getPayVoucher', getPayVoucher, PayVoucherRequest, {
    auth: 'auth',
    tag: 'repayment',
    errors: [L.amountOutOfRange, L.orderNotFound, L.wrongOrderState],
  }),
  op('getRepayBankCard', getRepayBankCard, RepayBankCardRequest, { auth: 'auth', tag: 'repayment', errors: [L.orderNotFound], probe: none }),
  op('getRepayListCoupon', getRepayListCoupon, RepayCouponsRequest, {
    auth: 'auth',
    tag: 'repayment',
    errors: [L.orderNotFound],
    probe: (c) => needOrder(c, (orderNo) => ({ orderNo })),
  }),
  op('repayUseCoupon', repayUseCoupon, RepayUseCouponRequest, { auth: 'auth', tag: 'repayment', errors: [L.orderNotFound, L.couponNotUsable] }),
  // Extension
  op('extensionInfo', extensionInfo, OrderRef, { auth: 'auth', tag: 'extension', errors: [L.orderNotFound], probe: (c) => needOrder(c, (orderNo) => ({ orderNo })) }),
  op('extensionInfoV2', extensionInfoV2, OrderRef, {
    auth: 'auth',
    tag: 'extension',
    errors: [L.orderNotFound],
    probe: (c) => needOrder(c, (orderNo) => ({ orderNo })),
  }),
  op('getLoanPayLink', getLoanPayLink, LoanPayLinkRequest, { auth: 'auth', tag: 'extension', errors: [L.orderNotFound, L.wrongOrderState] }),
  // Hardship
  op('hardshipStatus', hardshipStatus, HardshipStatusRequest, {
    auth: 'auth',
    tag: 'hardship',
    errors: [L.orderNotFound],
    probe: (c) => needOrder(c, (orderNo) => ({ orderNo })),
  }),
  op('hardshipApply', hardshipApply, HardshipApplyRequest, {
    auth: 'auth',
    tag: 'hardship',
    errors: [L.orderNotFound, HARDSHIP_ERROR.cannotApply, HARDSHIP_ERROR.unknownFile],
  }),
  // Coupons
  op('getUserCouponList', getUserCouponList, UserCouponsRequest, { auth: 'auth', tag: 'coupons', probe: none }),
  op('couponMessage', couponMessage, null, { auth: 'auth', tag: 'coupons', probe: none }),
  op('getNextProductInfoAndSendCoupon', getNextProductInfoAndSendCoupon, NextProductRequest, { auth: 'auth', tag: 'coupons', errors: [L.orderNotFound] }),
  op('claimNewcomerCoupon', claimNewcomerCoupon, null, { auth: 'auth', tag: 'coupons', errors: [COUPON_ERROR.alreadyClaimed] }),
  op('getNewcomerCouponInfo', getNewcomerCouponInfo, null, { auth: 'optional', tag: 'coupons', probe: none }),
  op('requestDc', requestDc, CouponDotRequest, { auth: 'auth', tag: 'coupons' }),
  op('readCouponDot', readCouponDot, null, { auth: 'auth', tag: 'coupons', probe: none }),
  // Messages, feedback and conversations
  op('getPops', getPops, PopRequest, { auth: 'auth', tag: 'messages', probe: () => ({ body: { position: 'messages', page: 1, pageSize: 20 } }) }),
  op('sendFeedback', sendFeedback, FeedbackRequest, { auth: 'auth', tag: 'content', errors: [CONTENT_ERROR.invalidFeedback] }),
  op('threadList', threadList, null, { auth: 'auth', tag: 'messages', probe: none }),
  op('threadDetail', threadDetail, ThreadDetailRequest, {
    auth: 'auth',
    tag: 'messages',
    errors: [THREAD_ERROR.notFound],
    notProbed: 'delivering a thread marks its company messages read',
  }),
  op('threadSend', threadSend, ThreadSendRequest, {
    auth: 'auth',
    tag: 'messages',
    errors: [THREAD_ERROR.invalidMessage, THREAD_ERROR.notFound, THREAD_ERROR.closed],
  }),
  // Analytics and device
  op('bury2Add', bury2Add, Bury2Request, { auth: 'optional', tag: 'analytics', body: 'bury2' }),
  op('bury3Add', bury3Add, Bury3Request, { auth: 'optional', tag: 'analytics' }),
  op('uploadDeviceInfo', uploadDeviceInfo, UploadDeviceInfoRequest, { auth: 'auth', tag: 'analytics' }),
  op('getSensorsField', getSensorsField, SensorsFieldRequest, {
    auth: 'optional',
    tag: 'analytics',
    body: 'form',
    probe: (c) => ({ body: { deviceId: c.deviceId } }),
  }),
];
