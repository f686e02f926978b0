/**
 * The link allow-list: origins the app may send the borrower to, in a new tab, from a URL the server gives
 * (src/shared/ui/ExternalLink.tsx). Only services the borrower acts on themselves, never framed: so this is not
 * the iframe list (env.webviewOrigins, the policy's frame-src), and adding an origin here changes no header.
 * - https://egov.kz: the state portal (lifting a self-ban on loans, the credit report; docs/api.md "A refusal
 *   that says why").
 */
export const LINK_ORIGINS: readonly string[] = ['https://egov.kz'];
