/**
 * The company API as an OpenAPI 3.1 document, made from the app's own zod schemas (zod 4's JSON Schema
 * output) and the operation list in ./openapi-contract.ts. `npm run openapi` writes it to docs/openapi.json;
 * tests/contract-doc.node.test.ts fails when the committed file differs from what this makes.
 */
import * as z from 'zod/mini';
import { SESSION_EXPIRED_CODE } from '@/lib/api-error';
import { OPERATIONS, type Operation } from './openapi-contract.ts';
import { Order, Payment } from '@/shared/api/order';
import { Coupon } from '@/shared/api/coupon';
import { Voucher } from '@/shared/api/payment';
import { ThreadMessage, ThreadSummary } from '@/shared/api/threads';
import { HardshipApplication } from '@/shared/api/hardship';
import { MaskedCard } from '@/features/bank-card/api';

type Json = Record<string, unknown>;

/**
 * What every answer is, HTTP 200 whatever happened: `code` 0 with `data`, or another code with `msg`.
 * The client (src/lib/http.ts) reads exactly these three fields; HTTP 501 also ends the session.
 */
export const Envelope = z.object({
  code: z.number(),
  msg: z.optional(z.nullable(z.string())),
  data: z.optional(z.unknown()),
});

/** The fields the client adds to every JSON and form body (src/stores/tracking.ts commonFields, plus lang). */
export const CommonFields = z.object({
  app: z.string(),
  version: z.string(),
  from: z.literal('h5'),
  webSource: z.string(),
  platform: z.string(),
  model: z.string(),
  userAgent: z.string(),
  deviceId: z.string(),
  channel: z.string(),
  analytics: z.string(),
  ga4InstanceId: z.string(),
  fbp: z.string(),
  fbc: z.string(),
  ttp: z.string(),
  ttclid: z.string(),
  sourceid: z.string(),
  transaction_id: z.string(),
  utm_term: z.string(),
  appsflyer_id: z.string(),
  devgaid: z.string(),
  gaid: z.string(),
  lang: z.enum(['ru', 'kz']),
  token: z.optional(z.string()),
});

/** Meaning of each code an answer may carry (docs/api.md "Error codes" says more). */
export const ERROR_CODES: Record<number, string> = {
  0: 'success',
  301: 'session ended (missing, unknown, expired or deleted token)',
  400: 'invalid request (msg names the fields)',
  500: 'internal server error',
  1001: 'SMS not sent',
  1002: 'wrong code',
  1003: 'too many requests (more than 5 codes per phone in 10 minutes)',
  1004: 'code expired, used, not requested, or 5 wrong attempts',
  1005: 'phone is not 7XXXXXXXXXX',
  2001: 'invalid card number (length or Luhn)',
  2002: 'not Visa or Mastercard',
  2003: 'card expired or expiry malformed',
  2004: 'the card must belong to the borrower',
  2005: 'CVC is not 3 digits',
  2006: 'unknown bank code',
  3001: 'entered IIN is incorrect',
  3002: 'entering this phone number is prohibited',
  3003: 'contact phones cannot repeat',
  3101: 'ID recognition failed: upload again',
  3102: 'face identification failed: re-upload the selfie',
  3103: 'citizen-library daily limit reached',
  3104: 'no liveness attempts left',
  4001: 'an application or loan is already active',
  4002: 'rejected less than 7 days ago',
  4003: 'onboarding incomplete',
  4004: 'no payout card',
  4005: 'amount or term out of range',
  4006: 'order not found',
  4007: 'the order is not in a state for this',
  4008: 'a credit-bureau (FCB) application is needed first',
  4010: 'no hardship application can be made on this loan now',
  4011: 'the file is not the borrower’s',
  4020: 'the quote date is outside today..due date',
  4030: 'the cooling period is not over',
  5001: 'feedback: 10–200 words and a valid email',
  5101: 'the message is refused',
  5102: 'no such thread',
  5103: 'the thread is closed',
  6001: 'new-client gift already received',
  6002: 'coupon cannot be used',
  602001: 'upload failed: no file, not an image, or over 10 MB',
};

/**
 * Shapes many answers share, written once under components/schemas and referred to by name, so the
 * document reads like the code (an answer `{ order: Order }`).
 */
const NAMED: Record<string, z.ZodMiniType> = { Order, Payment, Coupon, Voucher, ThreadSummary, ThreadMessage, HardshipApplication, MaskedCard };
const named = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(NAMED)) named.add(schema, { id });
const components: Record<string, Json> = {};

/**
 * A zod schema as JSON Schema, as the server must send it (input side: what parsing accepts); the named
 * shapes it uses go to components/schemas.
 */
export function jsonSchema(schema: z.ZodMiniType): Json {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12', metadata: named }) as Json;
  delete out.$schema;
  const defs = (out.$defs ?? {}) as Record<string, Json>;
  delete out.$defs;
  const toComponents = (j: Json) => JSON.parse(JSON.stringify(j).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  for (const [id, def] of Object.entries(defs)) components[id] = toComponents(def);
  return toComponents(out);
}

function codesOf(o: Operation): number[] {
  const codes = new Set<number>([...o.errors, 500]);
  if (o.request) codes.add(400);
  if (o.auth === 'auth') codes.add(SESSION_EXPIRED_CODE);
  return [...codes].sort((a, b) => a - b);
}

function requestBody(o: Operation): Json {
  const own = o.request ? jsonSchema(o.request) : { type: 'object' };
  if (o.body === 'upload') {
    return { required: true, content: { 'multipart/form-data': { schema: { allOf: [own, { $ref: '#/components/schemas/CommonFields' }] } } } };
  }
  if (o.body === 'bury2') return { required: true, content: { 'application/json': { schema: own } } };
  const media = o.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return { required: true, content: { [media]: { schema: { allOf: [{ $ref: '#/components/schemas/CommonFields' }, own] } } } };
}

function responses(o: Operation): Json {
  const codes = codesOf(o);
  const success = {
    type: 'object',
    required: ['code', 'data'],
    properties: { code: { const: 0 }, msg: { type: ['string', 'null'] }, data: jsonSchema(o.endpoint.schema) },
  };
  const failure = {
    type: 'object',
    required: ['code'],
    properties: { code: { enum: codes }, msg: { type: ['string', 'null'], description: 'Shown to the borrower as is' }, data: { type: 'null' } },
  };
  const out: Json = {
    '200': {
      description: `The envelope: code 0 with data, or one of ${codes.join(', ')} (${codes.map((c) => ERROR_CODES[c] ?? '').join('; ')})`,
      content: { 'application/json': { schema: { oneOf: [success, failure] } } },
    },
  };
  if (o.auth === 'auth') out['501'] = { description: 'The session ended (as code 301)' };
  return out;
}

function security(auth: Operation['auth']): Json[] {
  if (auth === 'auth') return [{ token: [] }];
  if (auth === 'optional') return [{}, { token: [] }];
  return [];
}

function operation(o: Operation): Json {
  const parameters: Json[] = [{ $ref: '#/components/parameters/app' }];
  if (o.endpoint.creates) parameters.push({ $ref: '#/components/parameters/IdempotencyKeyRequired' });
  else if (!o.endpoint.read) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const kind = o.endpoint.read ? 'read (no side effect, retried on network failure)' : o.endpoint.creates ? 'create (Idempotency-Key required)' : 'write';
  return {
    operationId: o.name,
    tags: [o.tag],
    summary: `${o.name}: ${kind}; ${o.auth === 'auth' ? 'needs a token' : o.auth === 'optional' ? 'token optional' : 'no token'}`,
    security: security(o.auth),
    parameters,
    requestBody: requestBody(o),
    responses: responses(o),
    'x-read': o.endpoint.read,
    'x-creates': o.endpoint.creates,
    'x-auth': o.auth,
    'x-error-codes': codesOf(o),
    ...(o.notProbed ? { 'x-not-probed': o.notProbed } : {}),
  };
}

/**
 * A path the app declares twice (read whole by one feature, in part by another) is one operation: the
 * first declaration; the others are listed under x-also-declared-as, each with the part it reads.
 */
export function buildOpenApi(version: string): Json {
  const paths: Record<string, { post: Json }> = {};
  for (const o of OPERATIONS) {
    const existing = paths[o.endpoint.path];
    if (existing) {
      const also = (existing.post['x-also-declared-as'] as Json[] | undefined) ?? [];
      also.push({ operationId: o.name, tags: [o.tag], request: o.request ? jsonSchema(o.request) : null, data: jsonSchema(o.endpoint.schema) });
      existing.post['x-also-declared-as'] = also;
      continue;
    }
    paths[o.endpoint.path] = { post: operation(o) };
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Быстрые займы — company API as the borrower web app expects it',
      version,
      description:
        'Generated by `npm run openapi` from the zod schemas in src (scripts/openapi.ts); do not edit by hand. ' +
        'Every call is a POST with the common fields in its body; every answer is HTTP 200 with the envelope ' +
        '{ code, msg, data }: code 0 carries data, any other code is an error (x-error-codes lists them per path). ' +
        'Money is integer tenge; dates YYYY-MM-DD in Kazakhstan time; instants ISO 8601 with Z. ' +
        'x-read: no side effect; `npm run contract:probe` calls those (docs/api.md, README "The API contract").',
    },
    servers: [{ url: 'https://api.bystrye-zaimy.kz/', description: 'production (.env.production VITE_API_BASE_URL)' }],
    tags: [...new Set(OPERATIONS.map((o) => o.tag))].sort().map((name) => ({ name })),
    paths: sorted,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'From login; also sent as the body field `token`' },
      },
      parameters: {
        app: { name: 'app', in: 'header', required: true, schema: { type: 'string', const: 'KZ' }, description: 'Country code' },
        IdempotencyKey: { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } },
        IdempotencyKeyRequired: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: { type: 'string' },
          description: 'The same key from the same borrower on the same path answers the first answer again and creates nothing; missing: code 400',
        },
      },
      schemas: {
        Envelope: jsonSchema(Envelope),
        CommonFields: jsonSchema(CommonFields),
        ...Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      },
      'x-error-codes': Object.fromEntries(Object.entries(ERROR_CODES).map(([code, meaning]) => [code, meaning])),
    },
  };
}

/** The document as written to docs/openapi.json: two-space JSON and a final newline. */
export function openApiText(version: string): string {
  return `${JSON.stringify(buildOpenApi(version), null, 2)}\n`;
}
