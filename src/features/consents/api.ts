import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

/*
 * The borrower's consents and signed-in devices. OUR ASSUMPTION (the spec has neither call): docs/api.md,
 * "Consents and devices". The server keeps the ledger and decides what each consent says; the app shows it.
 */

/** The kinds the law asks for separately (law.md §1 rows 22–23); another kind is shown by its server title. */
export const CONSENT_KINDS = ['personal_data', 'credit_bureau', 'state_databases', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** What a personal-data consent must name (Law 94-V art. 1 p.2-1): the server's words, in the language sent. */
export const ConsentTerms = z.object({
  /** The operator: the company's legal name. */
  operator: z.string(),
  /** Its business identification number (12 digits). */
  bin: z.string(),
  purpose: z.string(),
  /** The data processed, one item each. */
  data: z.array(z.string()),
  /** Who it goes to (credit bureaus, state bodies, banks for payouts…), one each. */
  thirdParties: z.array(z.string()),
  /** Whether and where it leaves Kazakhstan ('' or a sentence). */
  crossBorder: z.string(),
  /** How long the consent lasts. */
  term: z.string(),
});
export type ConsentTerms = z.infer<typeof ConsentTerms>;

export const Consent = z.object({
  id: z.string(),
  /** One of CONSENT_KINDS, or another the server added. */
  kind: z.string(),
  /** The server's title of this consent, in the language sent. */
  title: z.string(),
  /** Required for the service: withdrawing it ends the service (the account is deleted). */
  required: z.boolean(),
  /** Where it stands now: in force, withdrawn, or never given (yet, or never for an optional one). */
  status: z.enum(['given', 'withdrawn', 'not_given']),
  /** When it was last given (epoch ms), kept after a withdrawal; null if never. */
  givenAt: z.nullable(z.number()),
  /** How it was signed: the SMS code sent to the phone ending in `phoneTail`. Null when not given. */
  signedWith: z.nullable(z.object({ method: z.literal('sms'), phoneTail: z.string() })),
  /** When it was last withdrawn (epoch ms), or null. Given again: givenAt is later than withdrawnAt. */
  withdrawnAt: z.nullable(z.number()),
  /** The text's version, e.g. '2026-01'. */
  version: z.string(),
  terms: ConsentTerms,
  /** The whole text, plain, in the language sent (paragraphs split by blank lines). */
  text: z.string(),
  /** The signed document, when the server keeps one (an http(s) address of the app's allow-list), or null. The app shows `text`; a viewer for this is not built yet. */
  documentUrl: z.nullable(z.string()),
});
export type Consent = z.infer<typeof Consent>;

// POST /api/consent/list → every consent of the borrower, the ones the law asks for first
export const ConsentList = z.object({ consents: z.array(Consent) });
export type ConsentList = z.infer<typeof ConsentList>;
export const getConsents = endpoint<void, ConsentList>('/api/consent/list', ConsentList, { read: true });

// POST /api/consent/marketing { given } → the marketing consent as it now stands. Setting a state, not
// making a record: the same call twice leaves the same state, so no Idempotency-Key.
export const MarketingRequest = z.object({ given: z.boolean() });
export type MarketingRequest = z.infer<typeof MarketingRequest>;
export const setMarketing = endpoint<MarketingRequest, Consent>('/api/consent/marketing', Consent);

export const DeviceSession = z.object({
  id: z.string(),
  /** The device and browser as the server read them from the sign-in ('Android · Chrome'); '' when unknown. */
  device: z.string(),
  signedInAt: z.number(),
  lastSeenAt: z.number(),
  /** The session of the token this request carries. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof DeviceSession>;

// POST /api/user/sessions → the borrower's signed-in sessions, this one first
export const SessionList = z.object({ sessions: z.array(DeviceSession) });
export type SessionList = z.infer<typeof SessionList>;
export const getSessions = endpoint<void, SessionList>('/api/user/sessions', SessionList, { read: true });

// POST /api/user/sessions/endOthers → how many were ended; their tokens answer code 301 from then on
export const EndOthersResponse = z.object({ ended: z.number() });
export type EndOthersResponse = z.infer<typeof EndOthersResponse>;
export const endOtherSessions = endpoint<void, EndOthersResponse>('/api/user/sessions/endOthers', EndOthersResponse);
