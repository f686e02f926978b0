/** Marketing/tracking values from URLs and cookies: length-limited, control characters stripped. */
export const MAX_ID_LENGTH = 255; // spec analytics: max id length 255

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function cleanTrackingValue(raw: unknown, max = MAX_ID_LENGTH): string {
  if (typeof raw !== 'string') return '';
  return raw.replace(CONTROL, '').trim().slice(0, max);
}

/**
 * What a campaign label or an advertising id from a link or a pixel's cookie may hold: letters of any script, digits,
 * spaces and . _ ~ + - : | @ / = , % (a search term, a dotted or base64 id, a cookie's raw encoding). Anything else
 * (markup, quotes, brackets, an ampersand) is not a label or an id, and such a value is dropped whole, never stored
 * or sent: a stored value goes into every request body and analytics event, and on to the company's dashboards.
 */
const LAUNCH_VALUE = /^[\p{L}\p{M}\p{N} ._~+\-:|@/=,%]*$/u;

export function cleanLaunchValue(raw: unknown): string {
  const value = cleanTrackingValue(raw);
  return LAUNCH_VALUE.test(value) ? value : '';
}
