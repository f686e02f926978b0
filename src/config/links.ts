/**
 * The link allow-list: origins the app may send the borrower to, in a new tab, from a URL the server gives
 * (src/shared/ui/ExternalLink.tsx). Only services the borrower acts on themselves, never framed: so this is not
 * the iframe list (env.webviewOrigins, the policy's frame-src), and adding an origin here changes no header.
 * - https://egov.kz: the state portal (lifting a self-ban on loans, the credit report; docs/api.md "A refusal
 *   that says why").
 * - https://finombudsman.kz: the financial ombudsman, after a refused application to change the contract's terms
 *   (law.md row 20: "ombudsman link after a refusal"). The address the server gives; any other shows as text.
 */
export const LINK_ORIGINS: readonly string[] = ['https://egov.kz', 'https://finombudsman.kz'];
