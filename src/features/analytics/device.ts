/**
 * What `/api/user/uploadDeviceInfo` gets: what a web page can honestly know about its device, read from
 * the browser's own properties. Nothing from contacts, SMS, installed apps, calendar or call log: a web
 * page cannot read them, and a loan decision does not need them (docs/decisions.md, onboarding).
 */
import { deviceId, modelOf, platformOf, webSource } from '@/stores/tracking';
import { cleanTrackingValue } from '@/utils/sanitize';
import type { UploadDeviceInfoRequest } from './endpoints';

export function osVersionOf(ua: string): string {
  const android = /Android (\d+(?:\.\d+)*)/.exec(ua);
  if (android?.[1]) return android[1];
  const ios = /(?:iPhone|CPU) OS (\d+(?:_\d+)*)/.exec(ua);
  if (ios?.[1]) return ios[1].replace(/_/g, '.');
  return '';
}

export function browserOf(ua: string): string {
  if (/SamsungBrowser/i.test(ua)) return 'samsung';
  if (/EdgA?\/|Edg\//.test(ua)) return 'edge';
  if (/OPR\/|Opera/.test(ua)) return 'opera';
  if (/Firefox|FxiOS/.test(ua)) return 'firefox';
  if (/Chrome|CriOS|Chromium/.test(ua)) return 'chrome';
  if (/Safari/.test(ua)) return 'safari';
  return 'other';
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

export function deviceInfo(win: Window = window): UploadDeviceInfoRequest {
  const ua = win.navigator.userAgent ?? '';
  return {
    deviceId: deviceId(),
    model: modelOf(ua),
    os: platformOf(ua),
    osVersion: osVersionOf(ua),
    browser: browserOf(ua),
    screenWidth: Math.round(win.screen?.width ?? 0),
    screenHeight: Math.round(win.screen?.height ?? 0),
    language: cleanTrackingValue(win.navigator.language ?? '', 35),
    timezone: cleanTrackingValue(timeZone(), 64),
    userAgent: cleanTrackingValue(ua, 500),
    inAppBrowser: webSource(ua),
    platform: 'h5',
  };
}
