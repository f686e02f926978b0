/**
 * The sandbox database: everything the fake company API knows, as one JSON-able object.
 *
 * - persist: true  -> kept in localStorage under the single key 'sandbox_db' (the browser sandbox),
 *                     re-read whenever another page (a fake vendor page, another tab) changed it.
 * - persist: false -> memory only (vitest, the HTTP sandbox of `vite preview`).
 *
 * Cards are stored the way a tokenising server stores them: bank, first 6, last 4, brand, holder, expiry.
 * The full number and the CVC are checked and dropped inside setBankInfo; they never enter this object.
 */
import { PEOPLE, PRODUCT, TEXT } from './data';
import {
  DAY_MS,
  addDays,
  daysBetween,
  hash,
  isoDateTime,
  kzDate,
  makeIin,
  normalisePhone,
  randomDigits,
  randomHex,
  roundTenge,
} from './util';

export const STORAGE_KEY = 'sandbox_db';

/* ------------------------------------------------------------------ scenarios */

export const SCENARIOS = [
  'approve',
  'reject',
  'supplement',
  'payout_fail',
  'overdue',
  'session_expired',
  'slow',
  'server_error',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_LABELS: Record<Scenario, string> = {
  approve: 'Approve (happy path)',
  reject: 'Reject the application',
  supplement: 'Ask for new ID photos / selfie',
  payout_fail: 'Payout to the card fails',
  overdue: 'Loan is overdue (3 days)',
  session_expired: 'Session expires on next call',
  slow: 'Slow network (~3 s per call)',
  server_error: 'Server error (code 500)',
};

export function isScenario(v: unknown): v is Scenario {
  return typeof v === 'string' && (SCENARIOS as readonly string[]).includes(v);
}

/* ------------------------------------------------------------------ records */

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
  brand: 'visa' | 'mastercard';
  holder: string;
  expiry: string;
}

export type OrderPhase =
  | 'review'
  | 'rejected'
  | 'supplement'
  | 'awaiting_payout'
  | 'payout_in_progress'
  | 'failed'
  | 'disbursed'
  | 'repaid';

export interface OrderRecord {
  orderNo: string;
  contractNo: string;
  amount: number;
  days: number;
  interest: number;
  serviceFee: number;
  /** Coupon discount taken at application. */
  discount: number;
  couponId: string | null;
  /** Coupon discount taken at repayment. */
  repayDiscount: number;
  repayCouponId: string | null;
  /** Sum paid by partial repayments. */
  paid: number;
  createdAt: number;
  phase: OrderPhase;
  /** When the current phase started (ms). */
  phaseAt: number;
  reapplyAt: number | null;
  supplement: 'id' | 'selfie' | 'both' | null;
  supplemented: boolean;
  payoutRetried: boolean;
  failReason: string | null;
  paidOutAt: number | null;
  dueDate: string | null;
  repaidAt: number | null;
  extensions: number;
  card: { bankName: string; last4: string } | null;
  loyaltySent: boolean;
}

export interface PaymentRecord {
  ref: string;
  orderNo: string;
  kind: 'repay' | 'extension';
  amount: number;
  days: number;
  status: 'pending' | 'success' | 'failed';
  createdAt: number;
}

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

export interface UserRecord {
  id: string;
  phone: string;
  createdAt: number;
  identity: Identity | null;
  identityLocked: boolean;
  work: {
    monthIncome: string;
    education: string;
    employment: string;
    loanPurpose: string;
    email: string | null;
    address: { region: string; city: string; street: string; detail: string };
  } | null;
  contacts: { name: string; relation: string; phone: string }[];
  photos: { idphoto_1: string | null; idphoto_2: string | null; headphoto: string | null };
  card: StoredCard | null;
  orders: OrderRecord[];
  payments: PaymentRecord[];
  coupons: CouponRecord[];
  couponDot: boolean;
  newcomerClaimed: boolean;
  messages: MessageRecord[];
  files: Record<string, FileMeta>;
  liveness: Record<string, { createdAt: number; status: 'pending' | 'passed' | 'failed' }>;
  citizen: { day: string; count: number; sessions: Record<string, { iin: string; createdAt: number }> };
  fcb: Record<string, { amount: number; days: number; status: string; signedAt: number | null; score: number | null }>;
  contractsRead: Record<string, boolean>;
  vouchers: { id: string; orderNo: string; url: string; status: 'under_review' | 'accepted' | 'rejected'; at: number }[];
  /** Idempotency-Key -> orderNo of submitOrder. */
  idempotency: Record<string, string>;
  feedback: { id: string; email: string; words: number; at: number }[];
  device: Record<string, unknown> | null;
  consents: Record<string, { granted: boolean; at: number; records: number }>;
  events: number;
}

interface CodeRecord {
  code: string;
  expiresAt: number;
  attempts: number;
  sentAt: number[];
}

export interface DbState {
  version: 1;
  seq: number;
  defaultScenario: Scenario;
  /** Per-phone scenario overrides. */
  scenarios: Record<string, Scenario>;
  codes: Record<string, CodeRecord>;
  lastSent: { phone: string; code: string; at: number } | null;
  /** token -> phone */
  tokens: Record<string, string>;
  /** by phone */
  users: Record<string, UserRecord>;
  /** Results the fake vendor pages reported: payment ref / liveness flow / contract number -> ok | fail. */
  vendorResults: Record<string, 'ok' | 'fail'>;
}

export interface Timing {
  /** Application review, ms. */
  reviewMs: number;
  /** Each payout step (awaiting payout -> in progress -> paid out), ms. */
  payoutMs: number;
  /** Delay of every answer in the 'slow' scenario, ms. */
  slowMs: number;
}

export const DEFAULT_TIMING: Timing = { reviewMs: 3000, payoutMs: 3000, slowMs: 3000 };

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_LENGTH = 4;
export const RESEND_AFTER_S = 60;
const CODE_MAX_SENDS = 5;
const CODE_WINDOW_MS = 10 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;

export interface CreateDbOptions {
  persist: boolean;
  timing?: Partial<Timing>;
  /** Clock, for tests. */
  now?: () => number;
  /** Called with each SMS code "sent" (the browser sandbox logs it). */
  onCode?: (phone: string, code: string) => void;
}

export interface SandboxDb {
  readonly persist: boolean;
  /** Forgets everything (users, codes, scenarios) and restores the default timing. */
  reset(): void;
  /** The last SMS code sent to this phone (still valid or not), or null. */
  lastCode(phone: string): string | null;
  /** The last SMS code sent to anyone (the dev panel shows it). */
  lastSent(): { phone: string; code: string; at: number } | null;
  /** Sets the scenario of one phone, or the global default when phone is omitted. */
  setScenario(scenario: Scenario, phone?: string): void;
  /** The scenario in force for this phone (its own, else the default), or the default. */
  getScenario(phone?: string): Scenario;
  /** Invalidates every token of this phone; returns how many. */
  expire(phone: string): number;
  /** Skips the waiting of the phone's newest order: one step, or every timed step with toEnd. */
  advance(phone: string, toEnd?: boolean): void;
  /** Records what a fake vendor page reported. */
  vendorResult(ref: string, result: 'ok' | 'fail'): void;
  timing(): Timing;
  setTiming(t: Partial<Timing>): void;
  now(): number;
  /** The persisted JSON (what localStorage holds in the browser). */
  toJSON(): DbState;
  /** Called after each change. Returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;

  /* Used by the handlers. */
  readonly state: DbState;
  /** Re-reads localStorage if another page changed it (persisted db only). */
  sync(): void;
  /** Writes the state (persisted db) and notifies subscribers. */
  commit(): void;
  nextId(prefix: string, pad?: number): string;
  userByToken(token: string | null | undefined): UserRecord | null;
  userByPhone(phone: string): UserRecord | null;
  sendCode(phone: string): { ok: true; code: string } | { ok: false; reason: 'too_many' };
  checkCode(phone: string, code: string): 'ok' | 'wrong' | 'expired';
  /** Logs the phone in (creating the borrower when new) and returns a fresh token. */
  login(phone: string): { token: string; user: UserRecord; isNew: boolean };
  /** Forgets the borrower: user, tokens, codes, scenario. */
  deleteUser(phone: string): void;
  invalidateToken(token: string): void;
  /** Moves time-driven state (review, payout, vendor results) of a user forward to now. */
  tick(user: UserRecord, scenario: Scenario): void;
  /** Identity a recognised ID of this borrower shows (deterministic per phone). */
  recognisedIdentity(user: UserRecord): Identity;
  addMessage(user: UserRecord, key: MessageKey, link?: string | null): void;
  addCoupon(user: UserRecord, c: Omit<CouponRecord, 'id' | 'used'>): CouponRecord;
  /** Uploaded bytes of this session (not persisted). */
  readonly files: Map<string, { bytes: ArrayBuffer; mime: string }>;
}

export type MessageKey =
  | 'welcome'
  | 'approved'
  | 'paidOut'
  | 'rejected'
  | 'supplement'
  | 'payoutFailed'
  | 'repaid';

const MESSAGE_TEXT: Record<MessageKey, { title: { ru: string; kz: string }; text: { ru: string; kz: string } }> = {
  welcome: { title: TEXT.welcomeTitle, text: TEXT.welcomeText },
  approved: { title: TEXT.approvedTitle, text: TEXT.approvedText },
  paidOut: { title: TEXT.paidOutTitle, text: TEXT.approvedText },
  rejected: { title: TEXT.rejectedTitle, text: TEXT.rejectedText },
  supplement: { title: TEXT.supplementTitle, text: TEXT.supplementText },
  payoutFailed: { title: TEXT.payoutFailedTitle, text: TEXT.payoutFailedText },
  repaid: { title: TEXT.repaidTitle, text: TEXT.repaidText },
};

function emptyState(): DbState {
  return {
    version: 1,
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

function newUser(id: string, phone: string, now: number): UserRecord {
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

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

function isState(v: unknown): v is DbState {
  return typeof v === 'object' && v !== null && (v as { version?: unknown }).version === 1;
}

/* ------------------------------------------------------------------ money */

export function interestFor(amount: number, days: number): number {
  return roundTenge(amount * PRODUCT.dailyRate * days);
}

export function quotaOf(user: UserRecord): number {
  const repaid = user.orders.filter((o) => o.phase === 'repaid').length;
  return Math.min(PRODUCT.maxAmount, PRODUCT.firstQuota + repaid * PRODUCT.quotaStep);
}

export function overdueDaysOf(order: OrderRecord, now: number): number {
  if (order.phase !== 'disbursed' || !order.dueDate) return 0;
  return Math.max(0, daysBetween(order.dueDate, kzDate(now)));
}

export function penaltyOf(order: OrderRecord, now: number): number {
  return roundTenge(order.amount * PRODUCT.penaltyRate * overdueDaysOf(order, now));
}

/** What the borrower owes on this order now. */
export function owedOf(order: OrderRecord, now: number): number {
  if (order.phase === 'repaid') return 0;
  const total =
    order.amount + order.interest + order.serviceFee + penaltyOf(order, now) - order.discount - order.repayDiscount;
  return Math.max(0, total - order.paid);
}

/** Step as userData.step: 100 when the three groups are complete, else the first incomplete group. */
export function stepOf(user: UserRecord): number {
  const g0 = user.work !== null;
  const g1 = Boolean(user.contacts[1]?.name && user.contacts[1]?.phone);
  const g2 = Boolean(user.photos.idphoto_1 && user.photos.idphoto_2 && user.photos.headphoto);
  if (g0 && g1 && g2) return 100;
  return !g0 ? 0 : !g1 ? 1 : 2;
}

/* ------------------------------------------------------------------ the db */

export function createDb(opts: CreateDbOptions): SandboxDb {
  const persist = opts.persist;
  const clock = opts.now ?? (() => Date.now());
  let timing: Timing = { ...DEFAULT_TIMING, ...opts.timing };
  let state: DbState = emptyState();
  let lastRaw: string | null = null;
  const listeners = new Set<() => void>();
  const files = new Map<string, { bytes: ArrayBuffer; mime: string }>();

  function load(): void {
    const raw = storage()?.getItem(STORAGE_KEY) ?? null;
    lastRaw = raw;
    if (!raw) {
      state = emptyState();
      return;
    }
    try {
      const parsed: unknown = JSON.parse(raw);
      state = isState(parsed) ? parsed : emptyState();
    } catch {
      state = emptyState();
    }
  }

  function write(): void {
    if (!persist) return;
    const store = storage();
    if (!store) return;
    // A vendor page may have added a result since we last read: keep it.
    const current = store.getItem(STORAGE_KEY);
    if (current !== null && current !== lastRaw) {
      try {
        const other: unknown = JSON.parse(current);
        if (isState(other)) state.vendorResults = { ...other.vendorResults, ...state.vendorResults };
      } catch {
        /* ignore a corrupt copy */
      }
    }
    const raw = JSON.stringify(state);
    try {
      store.setItem(STORAGE_KEY, raw);
      lastRaw = raw;
    } catch {
      // Quota: the sandbox keeps working from memory.
    }
  }

  function notify(): void {
    for (const l of listeners) l();
  }

  if (persist) load();

  const db: SandboxDb = {
    persist,
    files,
    get state() {
      return state;
    },

    reset() {
      state = emptyState();
      timing = { ...DEFAULT_TIMING, ...opts.timing };
      files.clear();
      if (persist) {
        storage()?.removeItem(STORAGE_KEY);
        lastRaw = null;
      }
      notify();
    },

    sync() {
      if (!persist) return;
      const raw = storage()?.getItem(STORAGE_KEY) ?? null;
      if (raw !== lastRaw) load();
    },

    commit() {
      write();
      notify();
    },

    now: () => clock(),
    timing: () => ({ ...timing }),
    setTiming(t) {
      timing = { ...timing, ...t };
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    toJSON: () => JSON.parse(JSON.stringify(state)) as DbState,

    nextId(prefix, pad = 6) {
      state.seq += 1;
      return `${prefix}${String(state.seq).padStart(pad, '0')}`;
    },

    lastCode(phone) {
      const p = normalisePhone(phone);
      if (!p) return null;
      db.sync();
      return state.codes[p]?.code ?? (state.lastSent?.phone === p ? state.lastSent.code : null);
    },

    lastSent() {
      db.sync();
      return state.lastSent;
    },

    setScenario(scenario, phone) {
      db.sync();
      const p = phone === undefined ? null : normalisePhone(phone);
      if (phone !== undefined && !p) throw new Error(`Not a Kazakhstan mobile number: ${phone}`);
      if (p) state.scenarios[p] = scenario;
      else state.defaultScenario = scenario;
      db.commit();
    },

    getScenario(phone) {
      db.sync();
      const p = phone === undefined ? null : normalisePhone(phone);
      return (p && state.scenarios[p]) || state.defaultScenario;
    },

    expire(phone) {
      db.sync();
      const p = normalisePhone(phone);
      let n = 0;
      for (const [token, owner] of Object.entries(state.tokens)) {
        if (owner === p) {
          delete state.tokens[token];
          n++;
        }
      }
      db.commit();
      return n;
    },

    advance(phone, toEnd = false) {
      db.sync();
      const p = normalisePhone(phone);
      const user = p ? state.users[p] : undefined;
      if (!user) return;
      const scenario = db.getScenario(p ?? undefined);
      for (let i = 0; i < (toEnd ? 5 : 1); i++) {
        const order = user.orders[0];
        if (!order || !['review', 'awaiting_payout', 'payout_in_progress'].includes(order.phase)) break;
        const wait = order.phase === 'review' ? timing.reviewMs : timing.payoutMs;
        order.phaseAt = Math.min(order.phaseAt, clock() - wait);
        db.tick(user, scenario);
      }
      db.commit();
    },

    vendorResult(ref, result) {
      db.sync();
      state.vendorResults[ref] = result;
      db.commit();
    },

    userByToken(token) {
      if (!token) return null;
      const phone = state.tokens[token];
      return phone ? (state.users[phone] ?? null) : null;
    },

    userByPhone(phone) {
      return state.users[phone] ?? null;
    },

    sendCode(phone) {
      const now = clock();
      const prev = state.codes[phone];
      const sentAt = (prev?.sentAt ?? []).filter((t) => now - t < CODE_WINDOW_MS);
      if (sentAt.length >= CODE_MAX_SENDS) return { ok: false, reason: 'too_many' };
      const code = randomDigits(CODE_LENGTH);
      state.codes[phone] = { code, expiresAt: now + CODE_TTL_MS, attempts: 0, sentAt: [...sentAt, now] };
      state.lastSent = { phone, code, at: now };
      opts.onCode?.(phone, code);
      return { ok: true, code };
    },

    checkCode(phone, code) {
      const rec = state.codes[phone];
      if (!rec || rec.expiresAt <= clock() || rec.attempts >= CODE_MAX_ATTEMPTS) return 'expired';
      if (rec.code !== code) {
        rec.attempts += 1;
        return 'wrong';
      }
      // A code works once; the send history stays for the rate limit.
      rec.expiresAt = 0;
      rec.attempts = CODE_MAX_ATTEMPTS;
      return 'ok';
    },

    login(phone) {
      const now = clock();
      let user = state.users[phone];
      const isNew = !user;
      if (!user) {
        user = newUser(db.nextId('U'), phone, now);
        state.users[phone] = user;
        db.addMessage(user, 'welcome');
      }
      const token = randomHex(16);
      state.tokens[token] = phone;
      return { token, user, isNew };
    },

    deleteUser(phone) {
      const user = state.users[phone];
      if (user) for (const id of Object.keys(user.files)) files.delete(id);
      delete state.users[phone];
      delete state.codes[phone];
      delete state.scenarios[phone];
      if (state.lastSent?.phone === phone) state.lastSent = null;
      for (const [token, owner] of Object.entries(state.tokens)) if (owner === phone) delete state.tokens[token];
    },

    invalidateToken(token) {
      delete state.tokens[token];
    },

    recognisedIdentity(user) {
      const h = hash(user.phone);
      const person = PEOPLE[h % PEOPLE.length] ?? PEOPLE[0];
      const year = 1980 + (h % 22);
      const month = String(1 + ((h >>> 5) % 12)).padStart(2, '0');
      const day = String(1 + ((h >>> 9) % 28)).padStart(2, '0');
      const birthDate = `${year}-${month}-${day}`;
      return {
        iin: makeIin(birthDate, person.female, h >>> 13),
        surname: person.surname,
        name: person.name,
        patronymic: person.patronymic,
        birthDate,
      };
    },

    addMessage(user, key, link = null) {
      const m = MESSAGE_TEXT[key];
      user.messages.unshift({
        id: db.nextId('M'),
        position: 'messages',
        title: m.title,
        text: m.text,
        createdAt: clock(),
        link,
        read: false,
      });
    },

    addCoupon(user, c) {
      const coupon: CouponRecord = { ...c, id: db.nextId('C'), used: false };
      user.coupons.unshift(coupon);
      user.couponDot = true;
      return coupon;
    },

    tick(user, scenario) {
      const now = clock();
      // Vendor results first: a payment or a liveness flow the borrower finished on a vendor page.
      for (const pay of user.payments) {
        if (pay.status !== 'pending') continue;
        const result = state.vendorResults[pay.ref];
        if (!result) continue;
        pay.status = result === 'ok' ? 'success' : 'failed';
        const order = user.orders.find((o) => o.orderNo === pay.orderNo);
        if (!order || pay.status !== 'success' || order.phase !== 'disbursed') continue;
        if (pay.kind === 'repay') {
          order.paid += pay.amount;
          if (owedOf(order, now) <= 0) {
            order.phase = 'repaid';
            order.phaseAt = now;
            order.repaidAt = now;
            db.addMessage(user, 'repaid');
          }
        } else {
          const base = order.dueDate && order.dueDate > kzDate(now) ? order.dueDate : kzDate(now);
          order.dueDate = addDays(base, pay.days);
          order.interest = interestFor(order.amount, pay.days);
          order.discount = 0;
          order.repayDiscount = 0;
          order.extensions += 1;
        }
      }
      for (const [flowId, flow] of Object.entries(user.liveness)) {
        const result = state.vendorResults[flowId];
        if (flow.status === 'pending' && result) flow.status = result === 'ok' ? 'passed' : 'failed';
      }
      for (const [contractNo, result] of Object.entries(state.vendorResults)) {
        if (result === 'ok' && contractNo.startsWith(`MK-${user.id}`)) user.contractsRead[contractNo] = true;
      }

      // Orders move on with time; each step starts when the previous one was due, so a late read catches up.
      for (const order of user.orders) {
        for (let guard = 0; guard < 6; guard++) {
          if (order.phase === 'review' && now - order.phaseAt >= timing.reviewMs) {
            const at = order.phaseAt + timing.reviewMs;
            if (scenario === 'reject') {
              order.phase = 'rejected';
              order.reapplyAt = at + PRODUCT.reapplyDays * DAY_MS;
              db.addMessage(user, 'rejected');
            } else if (scenario === 'supplement' && !order.supplemented) {
              order.phase = 'supplement';
              order.supplement = 'both';
              db.addMessage(user, 'supplement', '/pages/info/photoCard');
            } else {
              order.phase = 'awaiting_payout';
              db.addMessage(user, 'approved');
            }
            order.phaseAt = at;
          } else if (order.phase === 'awaiting_payout' && now - order.phaseAt >= timing.payoutMs) {
            order.phase = 'payout_in_progress';
            order.phaseAt += timing.payoutMs;
          } else if (order.phase === 'payout_in_progress' && now - order.phaseAt >= timing.payoutMs) {
            const at = order.phaseAt + timing.payoutMs;
            if (scenario === 'payout_fail' && !order.payoutRetried) {
              order.phase = 'failed';
              order.failReason = 'card_declined';
              db.addMessage(user, 'payoutFailed', '/pages/bankInfo/bank-info');
            } else {
              order.phase = 'disbursed';
              order.failReason = null;
              order.paidOutAt = at;
              order.dueDate = addDays(kzDate(at), order.days);
              db.addMessage(user, 'paidOut');
              db.addCoupon(user, {
                title: TEXT.repayCouponTitle.ru,
                titleKz: TEXT.repayCouponTitle.kz,
                amount: 500,
                scope: 'repay',
                minAmount: 0,
                validUntil: order.dueDate,
              });
            }
            order.phaseAt = at;
          } else break;
        }
        // The overdue scenario makes a running loan 3 days late, whenever it is switched on.
        if (scenario === 'overdue' && order.phase === 'disbursed' && order.dueDate && overdueDaysOf(order, now) === 0) {
          order.dueDate = addDays(kzDate(now), -PRODUCT.overdueScenarioDays);
        }
      }
    },
  };
  return db;
}

/* ------------------------------------------------------------------ views (API shapes) */

export function orderStatus(order: OrderRecord, now: number) {
  switch (order.phase) {
    case 'review':
      return 'under_review' as const;
    case 'disbursed':
      return overdueDaysOf(order, now) > 0 ? ('overdue' as const) : ('awaiting_repayment' as const);
    default:
      return order.phase;
  }
}

export function orderView(order: OrderRecord, now: number) {
  const penalty = penaltyOf(order, now);
  return {
    orderNo: order.orderNo,
    status: orderStatus(order, now),
    amount: order.amount,
    days: order.days,
    interest: order.interest,
    serviceFee: order.serviceFee,
    penalty,
    discount: order.discount + order.repayDiscount,
    repayAmount: owedOf(order, now),
    receiveAmount: order.amount - order.serviceFee,
    createdAt: isoDateTime(order.createdAt),
    dueDate: order.dueDate,
    overdueDays: overdueDaysOf(order, now),
    reapplyAt: order.reapplyAt === null ? null : isoDateTime(order.reapplyAt),
    supplement: order.phase === 'supplement' ? order.supplement : null,
    card: order.card,
    failReason: order.phase === 'failed' ? order.failReason : null,
  };
}

/** Quote for an amount and term, as if paid out today. */
export function quote(amount: number, days: number, discount: number, now: number) {
  const interest = interestFor(amount, days);
  const d = Math.min(discount, interest);
  return {
    amount,
    days,
    interest,
    serviceFee: PRODUCT.serviceFee,
    discount: d,
    repayAmount: amount + interest + PRODUCT.serviceFee - d,
    receiveAmount: amount - PRODUCT.serviceFee,
    dueDate: addDays(kzDate(now), days),
  };
}
