/** Spec section 4: server version strings with dots removed, compared with the installed code (117). */
export type Platform = 'android' | 'ios' | 'web';

export function versionCode(version: string | null | undefined): number | null {
  if (version == null) return null;
  const digits = String(version).replace(/\./g, '').trim();
  if (!/^\d+$/.test(digits)) return null;
  return Number.parseInt(digits, 10);
}

/**
 * True when the server offers a newer build for this platform. On the web the page is always the latest
 * deploy, so no update flag is ever set there.
 */
export function updateAvailable(
  platform: Platform,
  server: { ver?: string | null; verIos?: string | null },
  installedCode: number,
): boolean {
  if (platform === 'web') return false;
  const code = versionCode(platform === 'ios' ? server.verIos : server.ver);
  return code !== null && code > installedCode;
}
