/**
 * When each namespace of a language loads (src/lib/i18n.ts), in four groups; vite.config.ts makes each group of
 * each language one file. Plain data, so the build config reads it too.
 * - `core`: the first screen and the shell (the Loans tab, the tabs, the nav bar, errors). Russian's come with
 *   the entry; Kazakh's are a file of their own.
 * - `main`: the rest of what a borrower meets on the way to a loan and while it is paid out: loaded once the first
 *   screen has painted, and every other page waits for it.
 * - `servicing`: the pages of a loan being repaid or extended, the messages, the company's content pages. They
 *   load with those pages (the route table's `textsOf`, src/app/routes/table.ts), never on a new
 *   borrower's way to a first loan (docs/decisions.md, "The servicing texts load with their pages").
 * - `decided`: what a decided application shows: a refusal's reason, the cooling period, «Не могу платить». They
 *   load with the Loans tab's decided cards (src/features/loan-application/components/decided/) and with the
 *   pages that read them, never on a new borrower's way to a first loan (docs/decisions.md, "The decided cards
 *   load with their texts").
 */
export const CORE_NAMESPACES = ['common', 'ui', 'pages'] as const;
export const SERVICING_NAMESPACES = ['repayment', 'extension', 'content', 'threads'] as const;
export const DECIDED_NAMESPACES = ['hardship', 'cooling', 'refusal'] as const;

export type TextGroup = 'core' | 'main' | 'decided' | 'servicing';
/** The groups a page or a block asks for besides `main`. */
export type ExtraGroup = Extract<TextGroup, 'decided' | 'servicing'>;

/** The group a namespace is in. */
export function textGroupOf(ns: string): TextGroup {
  if ((CORE_NAMESPACES as readonly string[]).includes(ns)) return 'core';
  if ((SERVICING_NAMESPACES as readonly string[]).includes(ns)) return 'servicing';
  if ((DECIDED_NAMESPACES as readonly string[]).includes(ns)) return 'decided';
  return 'main';
}

/**
 * The screens' features whose pages read each extra group (src/config/paths.ts `screen: '<feature>/…'`): those
 * pages wait for it (src/app/routes/table.ts `textsOf`). A loan's page (repayment) shows its refusal, its cooling
 * period and «Не могу платить»; the hardship pages are that application; a message names the page it links to by
 * that page's title (MessageCard: «Не могу платить» is a hardship text).
 */
export const GROUP_FEATURES: Readonly<Record<ExtraGroup, readonly string[]>> = {
  servicing: ['repayment', 'extension', 'content', 'messages'],
  decided: ['repayment', 'hardship', 'messages'],
};
