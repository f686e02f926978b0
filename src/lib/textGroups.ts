/**
 * When each namespace of a language loads (src/lib/i18n.ts), in three groups; vite.config.ts makes each group of
 * each language one file. Plain data, so the build config reads it too.
 * - `core`: the first screen and the shell (the Loans tab, the tabs, the nav bar, errors). Russian's come with
 *   the entry; Kazakh's are a file of their own.
 * - `main`: the rest of what a borrower meets on the way to a loan and while it is paid out: loaded once the first
 *   screen has painted, and every other page waits for it.
 * - `servicing`: the pages of a loan being repaid or extended, the messages, the company's content pages. They
 *   load with those pages (the route table's `texts: 'servicing'`, src/app/routes/table.ts), never on a new
 *   borrower's way to a first loan (docs/decisions.md, "The servicing texts load with their pages").
 */
export const CORE_NAMESPACES = ['common', 'ui', 'pages'] as const;
export const SERVICING_NAMESPACES = ['repayment', 'extension', 'content', 'threads'] as const;

export type TextGroup = 'core' | 'main' | 'servicing';

/** The group a namespace is in. */
export function textGroupOf(ns: string): TextGroup {
  if ((CORE_NAMESPACES as readonly string[]).includes(ns)) return 'core';
  if ((SERVICING_NAMESPACES as readonly string[]).includes(ns)) return 'servicing';
  return 'main';
}

/** The screens' features whose pages read the servicing texts (src/config/paths.ts `screen: '<feature>/…'`). */
export const SERVICING_FEATURES = ['repayment', 'extension', 'content', 'messages'] as const;
