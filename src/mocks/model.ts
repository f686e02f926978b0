/**
 * The sandbox's records: everything the fake company API knows, as one JSON-able object, and the rule for
 * data saved by another version of the sandbox.
 *
 * Cards are stored the way a tokenising server stores them: bank, first 6, last 4, brand, holder, expiry.
 * The full number and the CVC are checked and dropped inside setBankInfo; they never enter these records.
 */
import type { CardBrand } from '@/utils/card';
import type { Phase } from './domain/lending';
import type { HardshipRecord } from './domain/hardship';
import type { LoanEvent } from './domain/money';
import { isScenario, type LendingScenario, type Scenario } from './domain/scenarios';
import type { ThreadRecord } from './domain/threads';

/**
 * Bump whenever a record's shape or meaning changes. Saved data of another version is dropped, never
 * half-read: a sandbox that reads old orders without their new fields tells a story no server would.
 * 2: orders pin their scenario, phases follow the lending table, idempotent answers per endpoint.
 * 3: orders record their reward period (the reward accrues daily); payments may be cancelled; vouchers
 *    carry their amount and review; vendor pages may report 'cancel'.
 * 4: orders keep a ledger of dated payments and extensions instead of a sum paid and a reward period (the
 *    reward accrues on the outstanding principal; payments go to penalty, reward, principal in turn).
 * 5: each ledger entry names its payment (ref) and how it was paid (channel); orders record when they were
 *    approved and when a payout last failed (the loan page's timeline and payment history).
 * Keep equal to the version sandbox/vendor/vendor.js writes into (vendor.test.ts checks).
 */
export const MODEL_VERSION = 5;

export interface Identity {
  iin: string;
  surname: string;
  name: string;
  patronymic: string;
  birthDate: string;
}

export interface StoredCard {
  bankCode: string;
  bankName: string;
  first6: string;
  last4: string;
  brand: CardBrand;
  holder: string;
  expiry: string;
}

/** How money reached the company: a card on the provider's page, cash at a terminal, a bank transfer. */
export type PaymentChannel = 'card' | 'terminal' | 'transfer';

/** A ledger entry: the money rules' event (domain/money.ts) and the payment it came from. */
export type LedgerEntry = LoanEvent & {
  /** The payment's reference: a card payment's `ref`, a transfer certificate's id. */
  ref: string;
  channel: PaymentChannel;
};

export interface OrderRecord {
  orderNo: string;
  contractNo: string;
  amount: number;
  days: number;
  /** Reward of the whole term as quoted, tenge; what accrues is derived from the ledger (domain/money.ts). */
  interest: number;
  /** 'YYYY-MM-DD' (Kazakhstan) of the payout: the first day of use. Null before payout. */
  payoutDay: string | null;
  /**
   * Money that reached the company for this order, dated the Kazakhstan day it was made: repayments and
   * extensions (with the due date each set). What is owed is replayed from it (domain/money.ts loanState).
   */
  ledger: LedgerEntry[];
  /** Coupon discount taken at application (on the reward until the first extension). */
  discount: number;
  couponId: string | null;
  /** Coupon discount taken at repayment (on the reward since the last extension). */
  repayDiscount: number;
  repayCouponId: string | null;
  createdAt: number;
  /** The lending scenario in force at submission; the timed outcomes follow it, not the current one. */
  scenario: LendingScenario;
  phase: Phase;
  /** When the current phase started (ms); timed events count from here. */
  phaseAt: number;
  reapplyAt: number | null;
  supplement: 'id' | 'selfie' | 'both' | null;
  /** Photos were re-uploaded once: the second review does not ask again. */
  supplemented: boolean;
  /** The payout was retried to a new card: the retry succeeds. */
  payoutRetried: boolean;
  failReason: string | null;
  /** When the company approved it (the review's end); null before. */
  approvedAt: number | null;
  /** When a payout to the card last failed; null if none did. */
  payoutFailedAt: number | null;
  paidOutAt: number | null;
  dueDate: string | null;
  repaidAt: number | null;
  extensions: number;
  card: { bankName: string; last4: string } | null;
  loyaltySent: boolean;
  /**
   * Cooling period (issue 26): set at signing when the rule applies (domain/lending.ts coolingApplies): the
   * earliest the borrower may confirm receipt. Absent on orders saved before it existed: no cooling.
   */
  coolingUntil?: number | null;
  /** When the borrower confirmed receipt after the cooling period, or refused the loan (the contract annulled). */
  confirmedAt?: number | null;
  annulledAt?: number | null;
  /** «Я не оформлял этот заём»: the report's number, when it was made, and whether the payout was held by it. */
  report?: { ticketNo: string; at: number; payoutHeld: boolean } | null;
}

export interface PaymentRecord {
  ref: string;
  orderNo: string;
  kind: 'repay' | 'extension';
  amount: number;
  days: number;
  /** cancelled: the borrower left the provider's page unpaid, or it stayed pending past PRODUCT.paymentExpiryMinutes. */
  status: 'pending' | 'success' | 'failed' | 'cancelled';
  createdAt: number;
}

/** A bank-transfer certificate (getPayVoucher) and the company's check of it. */
export interface VoucherRecord {
  id: string;
  orderNo: string;
  url: string;
  /** The borrower's uploaded file behind `url`, if it is one (its name steers the sandbox's outcome). */
  fileId: string | null;
  /** Tenge the borrower says they transferred. */
  amount: number;
  status: 'under_review' | 'accepted' | 'rejected';
  createdAt: number;
  /** The review ends Timing.voucherMs after this (control `advance` moves it back). */
  reviewFrom: number;
  decidedAt: number | null;
}

/** What a fake vendor page reported: done, refused, or left without a result (cancel). */
export type VendorResult = 'ok' | 'fail' | 'cancel';
export const isVendorResult = (v: unknown): v is VendorResult => v === 'ok' || v === 'fail' || v === 'cancel';

export interface CouponRecord {
  id: string;
  title: string;
  titleKz: string;
  amount: number;
  scope: 'apply' | 'repay';
  minAmount: number;
  validUntil: string;
  used: boolean;
}

export interface MessageRecord {
  id: string;
  position: 'home' | 'my' | 'messages';
  title: { ru: string; kz: string };
  text: { ru: string; kz: string };
  createdAt: number;
  link: string | null;
  read: boolean;
}

export interface FileMeta {
  id: string;
  type: string;
  name: string;
  mime: string;
  size: number;
  uploadedAt: number;
}

export interface FcbRecord {
  amount: number;
  days: number;
  status: 'created' | 'processing' | 'approved' | 'rejected';
  signedAt: number | null;
  score: number | null;
  scenario: LendingScenario;
}

/** The first successful answer of a create, replayed for the same Idempotency-Key. */
export interface IdempotentAnswer {
  path: string;
  data: unknown;
  at: number;
  /** What the first request asked for (idempotency.ts `fingerprint`); absent in data saved before it. */
  body?: string;
}

export interface UserRecord {
  id: string;
  phone: string;
  createdAt: number;
  identity: Identity | null;
  identityLocked: boolean;
  work: {
    monthIncome: string;
    /** null when the client config hid the field. */
    education: string | null;
    employment: string | null;
    loanPurpose: string | null;
    email: string | null;
    address: { region: string; city: string; street: string; detail: string } | null;
  } | null;
  contacts: { name: string; relation: string; phone: string }[];
  photos: { idphoto_1: string | null; idphoto_2: string | null; headphoto: string | null };
  card: StoredCard | null;
  /** Newest first. */
  orders: OrderRecord[];
  payments: PaymentRecord[];
  coupons: CouponRecord[];
  couponDot: boolean;
  newcomerClaimed: boolean;
  messages: MessageRecord[];
  files: Record<string, FileMeta>;
  liveness: Record<string, { createdAt: number; status: 'pending' | 'passed' | 'failed' }>;
  citizen: { day: string; count: number; sessions: Record<string, { iin: string; createdAt: number }> };
  fcb: Record<string, FcbRecord>;
  contractsRead: Record<string, boolean>;
  /** Newest first. */
  vouchers: VoucherRecord[];
  /** `${path} ${Idempotency-Key}` -> the answer given. */
  idempotency: Record<string, IdempotentAnswer>;
  feedback: { id: string; email: string; words: number; at: number }[];
  /** Conversations with the company (domain/threads.ts), newest first; absent in data saved before them. */
  threads?: ThreadRecord[];
  device: Record<string, unknown> | null;
  consents: Record<string, { granted: boolean; at: number; records: number }>;
  events: number;
  /** «Не могу платить» applications, newest first (domain/hardship.ts); absent in data saved before them. */
  hardship?: HardshipRecord[];
  /** Card binding sessions on the provider's page (domain/cardBinding.ts), newest first; absent in data saved before them. */
  cardBindings?: CardBindingRecord[];
}

/** A card binding session on the fake provider's page: what the provider reported, never a full number. */
export interface CardBindingRecord {
  ref: string;
  createdAt: number;
  status: 'pending' | 'bound' | 'declined' | 'cancelled';
  /** The order whose failed payout the bound card retries, if any. */
  orderNo?: string;
  card?: StoredCard;
  /** Declined because the card's bank is not one the lender pays out to. */
  unknownBank?: boolean;
}

export interface CodeRecord {
  code: string;
  expiresAt: number;
  attempts: number;
  sentAt: number[];
}

export interface DbState {
  version: typeof MODEL_VERSION;
  seq: number;
  defaultScenario: Scenario;
  /** Per-phone scenario overrides. */
  scenarios: Record<string, Scenario>;
  codes: Record<string, CodeRecord>;
  lastSent: { phone: string; code: string; at: number } | null;
  /** token -> phone */
  tokens: Record<string, string>;
  /**
   * token -> when it was issued and last used, for the token lifetime (db.ts TOKEN_IDLE_MS /
   * TOKEN_MAX_MS). Optional: saved data without it starts the lifetime of its tokens at their next use.
   */
  tokenTimes?: Record<string, { issuedAt: number; seenAt: number }>;
  /** by phone */
  users: Record<string, UserRecord>;
  /** Results the fake vendor pages reported: payment ref / liveness flow / contract number -> ok | fail | cancel. */
  vendorResults: Record<string, VendorResult>;
}

export function emptyState(): DbState {
  return {
    version: MODEL_VERSION,
    seq: 0,
    defaultScenario: 'approve',
    scenarios: {},
    codes: {},
    lastSent: null,
    tokens: {},
    users: {},
    vendorResults: {},
  };
}

export function newUser(id: string, phone: string, now: number): UserRecord {
  return {
    id,
    phone,
    createdAt: now,
    identity: null,
    identityLocked: false,
    work: null,
    contacts: [],
    photos: { idphoto_1: null, idphoto_2: null, headphoto: null },
    card: null,
    orders: [],
    payments: [],
    coupons: [],
    couponDot: false,
    newcomerClaimed: false,
    messages: [],
    files: {},
    liveness: {},
    citizen: { day: '', count: 0, sessions: {} },
    fcb: {},
    contractsRead: {},
    vouchers: [],
    idempotency: {},
    feedback: [],
    device: null,
    consents: {},
    events: 0,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Saved data as state, or why it cannot be used. Only this version's data is accepted; its top level is
 * checked so that a hand-edited or truncated copy is refused as a whole rather than failing later.
 */
export function decodeState(saved: unknown): { ok: true; state: DbState } | { ok: false; reason: string } {
  if (!isRecord(saved)) return { ok: false, reason: 'not a sandbox database' };
  if (saved.version !== MODEL_VERSION) {
    return { ok: false, reason: `saved under model version ${String(saved.version)}, this sandbox is version ${MODEL_VERSION}` };
  }
  const maps = ['scenarios', 'codes', 'tokens', 'users', 'vendorResults'] as const;
  const sound =
    typeof saved.seq === 'number' &&
    isScenario(saved.defaultScenario) &&
    maps.every((k) => isRecord(saved[k])) &&
    (saved.lastSent === null || isRecord(saved.lastSent));
  return sound ? { ok: true, state: saved as unknown as DbState } : { ok: false, reason: 'the saved database is incomplete' };
}
