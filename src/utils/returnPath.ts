/**
 * Where to go after login. Only internal hash-router paths are accepted: an absolute URL, a
 * protocol-relative '//host', 'javascript:' or anything with a scheme is rejected, and so is any path
 * `isPage` refuses (the login page passes its list of pages: never a dialog such as account deletion).
 */
export function safeReturnPath(raw: unknown, fallback = '/', isPage: (pathname: string) => boolean = () => true): string {
  if (typeof raw !== 'string') return fallback;
  let value = raw.trim();
  if (value.length === 0 || value.length > 512) return fallback;
  try {
    // A value may arrive encoded once (from a query parameter).
    if (/%[0-9a-f]{2}/i.test(value)) value = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/^\/*[a-z][a-z0-9+.-]*:/i.test(value)) return fallback;
  if (value.startsWith('/pages/login/login')) return fallback;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (!isPage(pathname)) return fallback;
  return value;
}
