/**
 * When each namespace of a language loads (src/lib/i18n.ts), in four groups; vite.config.ts makes each group of
 * each language one file. Plain data, so the build config reads it too.
 * - `core`: the first screen and the shell (the Loans tab, the tabs, the nav bar, errors). Russian's come with
 *   the entry; Kazakh's are a file of their own.
 * - `main`: the rest of what a borrower meets on the way to a loan and while it is paid out: loaded once the first
 *   screen has painted, and every other page waits for it.
 * - `servicing`: the pages of a loan being repaid or extended, the messages, the company's content pages. They
 *   load with those pages (`GROUP_SCREENS`), never on a new borrower's way to a first loan (docs/decisions.md,
 *   "The servicing texts load with their pages").
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
 * The screens that wait for each extra group (src/app/routes/table.ts `textsOf`), each named as a feature (all
 * its screens: src/config/paths.ts `screen: '<feature>/…'`) or as one screen (`'<feature>/<Screen>'`). A loan's
 * page (repayment/LoanPage) shows its refusal, its cooling period and «Не могу платить»; the repayment feature's
 * other pages (paying, the list of loans, the receipts) do not, and do not wait for them on a first visit. The
 * hardship pages are that application; the list of messages names the page a message links to by that page's
 * title (MessageCard: «Не могу платить» is a hardship text). tests/text-groups.node.test.ts walks the import graph
 * to hold it: nothing reads a group without waiting for it, and no screen waits for a group it does not read.
 */
export const GROUP_SCREENS: Readonly<Record<ExtraGroup, readonly string[]>> = {
  servicing: ['repayment', 'extension', 'content', 'messages'],
  decided: ['repayment/LoanPage', 'hardship', 'messages/MessagesPage'],
};
