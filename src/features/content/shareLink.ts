import { paths } from '@/config/paths';

/** The channel of a link shared by someone the server gives no referral code (signed out, or no answer). */
export const SHARE_CHANNEL = 'share';

/**
 * A channel we put in a link: a short code of letters, digits, '-' and '_', and no run of 10 or more digits
 * (the shape of a phone or an IIN), so a server mistake can never put personal data into a shared link.
 */
export function safeChannel(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z0-9_-]{1,64}$/.test(code) || /\d{10,}/.test(code)) return SHARE_CHANNEL;
  return code;
}

/**
 * The address a borrower shares: this origin's landing page (hash route) with `channel`, and nothing else:
 * no query of the current address (tracking ids, sandbox switches), no token, no personal data. The app
 * stores `channel` when the link is opened and sends it with every call (spec section 3).
 */
export function shareLink(channel: string | null | undefined, at: { origin: string; pathname: string } = window.location): string {
  const query = new URLSearchParams({ channel: safeChannel(channel) });
  return `${at.origin}${at.pathname}#${paths.home.landingpage}?${query.toString()}`;
}
