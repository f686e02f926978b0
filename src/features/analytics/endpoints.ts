import * as z from 'zod/mini';
import { Empty } from '@/shared/api/common';
import { endpoint } from '@/lib/http';

/*
 * The company API's attribution and device calls (spec section 7). The analytics runtime
 * (./start.ts) is their one caller; docs/analytics.md says when each is made. The feature's api is
 * ./api.ts, which also re-exports /bury3/add; the runtime imports this module so its chunk does not
 * carry that one.
 */

// POST /bury2/add: channel tracking; the body is only these fields (no common extras)
export const Bury2Request = z.object({
  /** Event type: 'launch' (once per visit). */
  type: z.string(),
  /** The marketing channel the visit came through ('' when none is stored). */
  type2: z.string(),
});
export type Bury2Request = z.infer<typeof Bury2Request>;
export type Bury2Response = Empty;
export const bury2Add = endpoint<Bury2Request, Bury2Response>('/bury2/add', Empty, { kind: 'bury2' });


// POST /api/user/uploadDeviceInfo: what a web page can honestly know about its device, once per
// signed-in visit. Nothing from contacts, SMS, installed apps, calendar or call log (a web page cannot
// read them, and a loan decision does not need them).
export const UploadDeviceInfoRequest = z.object({
  deviceId: z.string(),
  /** Phone model from the user agent ('web' when it names none). */
  model: z.optional(z.string()),
  /** 'android' | 'ios' | 'web'. */
  os: z.optional(z.string()),
  osVersion: z.optional(z.string()),
  /** Browser family from the user agent: chrome, safari, firefox, samsung, edge, opera, other. */
  browser: z.optional(z.string()),
  screenWidth: z.optional(z.number()),
  screenHeight: z.optional(z.number()),
  /** navigator.language, e.g. 'ru-RU'. */
  language: z.optional(z.string()),
  /** IANA time zone, e.g. 'Asia/Almaty'. */
  timezone: z.optional(z.string()),
  /** The whole user agent, at most 500 characters. */
  userAgent: z.optional(z.string()),
  /** The in-app browser that opened the page: tiktok, instagram, facebook, telegram, or browser. */
  inAppBrowser: z.optional(z.string()),
  /** 'h5' (the web build). */
  platform: z.optional(z.string()),
});
export type UploadDeviceInfoRequest = z.infer<typeof UploadDeviceInfoRequest>;
export type UploadDeviceInfoResponse = Empty;
export const uploadDeviceInfo = endpoint<UploadDeviceInfoRequest, UploadDeviceInfoResponse>('/api/user/uploadDeviceInfo', Empty);

// POST /Sensors/getField, form-urlencoded: the analytics identity of this device or borrower. The
// token goes with the common fields: signed in, `distinctId` is the server's borrower id.
export const SensorsFieldRequest = z.object({ deviceId: z.string() });
export type SensorsFieldRequest = z.infer<typeof SensorsFieldRequest>;
export const SensorsFieldResponse = z.object({
  /** The borrower's id when the token is known, else the server's anonymous id of this device. */
  distinctId: z.string(),
  project: z.string(),
  /** Properties to add to every analytics event. */
  fields: z.record(z.string(), z.string()),
});
export type SensorsFieldResponse = z.infer<typeof SensorsFieldResponse>;
export const getSensorsField = endpoint<SensorsFieldRequest, SensorsFieldResponse>('/Sensors/getField', SensorsFieldResponse, {
  read: true,
  kind: 'form',
});
