/** Marketing/tracking values from URLs and cookies: length-limited, control characters stripped. */
export const MAX_ID_LENGTH = 255; // spec analytics: max id length 255

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function cleanTrackingValue(raw: unknown, max = MAX_ID_LENGTH): string {
  if (typeof raw !== 'string') return '';
  return raw.replace(CONTROL, '').trim().slice(0, max);
}
