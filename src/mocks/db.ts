/**
 * The sandbox database: the state (model.ts) in a store (store.ts), and the operations the handlers, the
 * control endpoint, the dev panel and tests share: sessions and SMS codes, scenarios, time.
 * What happens to orders is the domain's business (domain/); this file only hands it the records.
 */
import type { DomainCtx } from './domain/context';
import { addMessage } from './domain/messages';
import type { Scenario } from './domain/scenarios';
import { skipAnswerWaits } from './domain/threads';
import { DEFAULT_TIMING, makeRunningLoansLate, skipWait, tick, type Timing } from './domain/timeline';
import { emptyState, newUser, type DbState, type UserRecord, type VendorResult } from './model';
import { localStore, memoryStore } from './store';
import { normalisePhone, randomDigits, randomHex } from './util';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_LENGTH = 4;
export const RESEND_AFTER_S = 60;
const CODE_MAX_SENDS = 5;
const CODE_WINDOW_MS = 10 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;
/**
 * Token lifetime (docs/api.md, "Logout and token lifetime"; OUR ASSUMPTION): a token unused for 24 hours,
 * or issued 30 days ago, answers code 301 like a revoked one.
 */
export const TOKEN_IDLE_MS = 24 * 60 * 60 * 1000;
export const TOKEN_MAX_MS = 30 * 24 * 60 * 60 * 1000;

export interface CreateDbOptions {
  persist: boolean;
  timing?: Partial<Timing>;
  /** Clock, for tests. */
  now?: () => number;
  /**
   * The clock tokens age by (TOKEN_IDLE_MS, TOKEN_MAX_MS): the wall clock unless given, so a test that moves
   * the loans' clock days ahead is not signed out by it.
   */
  tokenNow?: () => number;
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
  /**
   * Sets the scenario of one phone, or the global default when phone is omitted. Orders already submitted
   * keep the scenario pinned on them; 'overdue' also makes the affected borrowers' running loans late now.
   */
  setScenario(scenario: Scenario, phone?: string): void;
  /** The scenario in force for this phone (its own, else the default), or the default. */
  getScenario(phone?: string): Scenario;
  /** A one-shot scenario (session_expired) fired for this phone: it returns to approve. */
  scenarioFired(phone: string): void;
  /** Invalidates every token of this phone; returns how many. */
  expire(phone: string): number;
  /**
   * Skips the waiting of the phone's newest order: one step, or every timed step with toEnd. The waits:
   * review, each payout step, the review of a transfer certificate.
   */
  advance(phone: string, toEnd?: boolean): void;
  /** Records what a fake vendor page reported ('cancel': the borrower left it without a result). */
  vendorResult(ref: string, result: VendorResult): void;
  timing(): Timing;
  setTiming(t: Partial<Timing>): void;
  now(): number;
  /** The persisted JSON (what localStorage holds in the browser). */
  toJSON(): DbState;
  /** Called after each change. Returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;

  /* Used by the handlers. */
  readonly state: DbState;
  /** Re-reads the store if another page changed it (persisted db only). */
  sync(): void;
  /** Writes the state (persisted db) and notifies subscribers. */
  commit(): void;
  nextId(prefix: string, pad?: number): string;
  /** What domain operations need now: the clock and fresh ids. */
  ctx(): DomainCtx;
  userByToken(token: string | null | undefined): UserRecord | null;
  userByPhone(phone: string): UserRecord | null;
  sendCode(phone: string): { ok: true; code: string } | { ok: false; reason: 'too_many' };
  checkCode(phone: string, code: string): 'ok' | 'wrong' | 'expired';
  /** Logs the phone in (creating the borrower when new) and returns a fresh token. */
  login(phone: string): { token: string; user: UserRecord; isNew: boolean };
  /** Forgets the borrower: user, tokens, codes, scenario. */
  deleteUser(phone: string): void;
  invalidateToken(token: string): void;
  /** Brings a borrower's orders, payments and vendor flows up to now. */
  tick(user: UserRecord): void;
  /** Uploaded bytes of this session (not persisted). */
  readonly files: Map<string, { bytes: ArrayBuffer; mime: string }>;
}

export function createDb(opts: CreateDbOptions): SandboxDb {
  const store = opts.persist ? localStore() : memoryStore();
  const clock = opts.now ?? (() => Date.now());
  const tokenClock = opts.tokenNow ?? (() => Date.now());
  let timing: Timing = { ...DEFAULT_TIMING, ...opts.timing };
  let state: DbState = store.load();
  const listeners = new Set<() => void>();
  const files = new Map<string, { bytes: ArrayBuffer; mime: string }>();

  const phoneOf = (phone: string | undefined): string | null => (phone === undefined ? null : normalisePhone(phone));

  const db: SandboxDb = {
    persist: store.persist,
    files,
    get state() {
      return state;
    },

    reset() {
      state = emptyState();
      timing = { ...DEFAULT_TIMING, ...opts.timing };
      files.clear();
      store.clear();
      for (const l of listeners) l();
    },

    sync() {
      if (store.changedElsewhere()) state = store.load();
    },

    commit() {
      store.save(state);
      for (const l of listeners) l();
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

    ctx: () => ({ now: clock(), nextId: db.nextId }),

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
      const p = phoneOf(phone);
      if (phone !== undefined && !p) throw new Error(`Not a Kazakhstan mobile number: ${phone}`);
      if (p) state.scenarios[p] = scenario;
      else state.defaultScenario = scenario;
      if (scenario === 'overdue' || scenario === 'hardship') {
        const users = p ? [state.users[p]] : Object.values(state.users);
        for (const user of users) if (user) makeRunningLoansLate(user, clock());
      }
      db.commit();
    },

    getScenario(phone) {
      db.sync();
      const p = phoneOf(phone);
      return (p && state.scenarios[p]) || state.defaultScenario;
    },

    scenarioFired(phone) {
      if (state.scenarios[phone] === 'session_expired') delete state.scenarios[phone];
      else if (state.defaultScenario === 'session_expired') state.defaultScenario = 'approve';
    },

    expire(phone) {
      db.sync();
      const p = normalisePhone(phone);
      let n = 0;
      for (const [token, owner] of Object.entries(state.tokens)) {
        if (owner === p) {
          db.invalidateToken(token);
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
      // The company's answers to the borrower's messages come now too.
      if (user && skipAnswerWaits(user, clock())) db.tick(user);
      const order = user?.orders[0];
      if (!user || !order) {
        db.commit();
        return;
      }
      // One wait per step: review, then each payout step, or a certificate's review.
      for (let i = 0; i < (toEnd ? 5 : 1); i++) {
        if (!skipWait(user, order, clock(), timing)) break;
        db.tick(user);
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
      if (!phone) return null;
      const now = tokenClock();
      const times = (state.tokenTimes ??= {});
      const t = (times[token] ??= { issuedAt: now, seenAt: now });
      if (now - t.seenAt > TOKEN_IDLE_MS || now - t.issuedAt > TOKEN_MAX_MS) {
        db.invalidateToken(token);
        return null;
      }
      t.seenAt = now;
      return state.users[phone] ?? null;
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
      let user = state.users[phone];
      const isNew = !user;
      if (!user) {
        user = newUser(db.nextId('U'), phone, clock());
        state.users[phone] = user;
        addMessage(user, 'welcome', db.ctx());
      }
      const token = randomHex(16);
      state.tokens[token] = phone;
      (state.tokenTimes ??= {})[token] = { issuedAt: tokenClock(), seenAt: tokenClock() };
      return { token, user, isNew };
    },

    deleteUser(phone) {
      const user = state.users[phone];
      if (user) for (const id of Object.keys(user.files)) files.delete(id);
      delete state.users[phone];
      delete state.codes[phone];
      delete state.scenarios[phone];
      if (state.lastSent?.phone === phone) state.lastSent = null;
      for (const [token, owner] of Object.entries(state.tokens)) if (owner === phone) db.invalidateToken(token);
    },

    invalidateToken(token) {
      delete state.tokens[token];
      if (state.tokenTimes) delete state.tokenTimes[token];
    },

    tick(user) {
      tick(user, state.vendorResults, db.ctx(), timing);
    },
  };
  return db;
}
