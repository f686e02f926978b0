/**
 * The mobile identity an event carries (spec section 7: "login flag and mobile identity"), pseudonymous
 * by construction (docs/analytics.md, "Personal data"):
 * - the server's borrower id (`/Sensors/getField` answers it for the token the request carries): the
 *   company can join it to its records, nobody else can;
 * - when the server has not answered (offline, an error), a keyed hash of the phone number: HMAC-SHA-256
 *   under a random key made once in this browser and never sent, so nobody can turn it back into the
 *   number (a key shipped in the bundle could be tried against all ~10^8 Kazakh mobile numbers in
 *   minutes; this one is not shipped anywhere);
 * - signed out: none.
 * Never the phone in clear, the token, the IIN, a name or anything typed.
 */
import { APP_KEYS, readRaw, writeRaw } from '@/lib/storage';
import { clampId, looksPersonal } from './privacy';

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** This browser's secret key for the hash: 32 random bytes, kept (it survives logout like deviceId). */
export function browserKey(): string {
  let key = readRaw(APP_KEYS.analyticsKey);
  if (!key || !/^[0-9a-f]{64}$/.test(key)) {
    key = hex(crypto.getRandomValues(new Uint8Array(32)));
    writeRaw(APP_KEYS.analyticsKey, key);
  }
  return key;
}

/** HMAC-SHA-256 of the phone's digits under `key` (hex), as 64 hex characters; null without Web Crypto. */
export async function keyedPhoneHash(phone: string, key: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const keyBytes = Uint8Array.from(key.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
  const cryptoKey = await subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digits = phone.replace(/\D/g, '');
  return hex(await subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(digits)));
}

/**
 * The server's id when it is a usable one: a non-empty string that does not look like personal data
 * (a server that answered a phone number as the id would otherwise leak it into every event).
 */
export function usableServerId(id: unknown, phone?: string): string | null {
  if (typeof id !== 'string' || id.trim() === '') return null;
  if (looksPersonal(id, { phone })) return null;
  return clampId(id.trim());
}

/** The mobile identity of a signed-in borrower: the server's id, else the keyed hash; null if neither. */
export async function mobileIdentity(serverId: unknown, phone: string | undefined): Promise<string | null> {
  const fromServer = usableServerId(serverId, phone);
  if (fromServer) return fromServer;
  if (!phone) return null;
  return keyedPhoneHash(phone, browserKey());
}
