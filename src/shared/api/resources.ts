/**
 * The one place that decides which cached answers a change on the server makes stale.
 *
 * Every query key starts with the server resource it reads (`['orders', …]`, `['coupons', …]`), so a
 * mutation never needs to know another feature's keys: it names what it changed, and the resources
 * listed here are invalidated. Adding a screen that reads orders adds nothing here.
 */
/** `reference`: lists that change with a release, not with the borrower (regions, banks). */
export const RESOURCES = ['account', 'steps', 'orders', 'coupons', 'card', 'messages', 'product', 'config', 'reference'] as const;
export type Resource = (typeof RESOURCES)[number];

/** A query key rooted at its resource. Features build their keys with this. */
export const keyOf = <R extends Resource, T extends readonly unknown[]>(resource: R, ...rest: T) => [resource, ...rest] as const;

/** What each kind of write changes (architecture: an order changes the last order, the loan list, the Loans tab state, the coupons). */
export const CHANGES = {
  /** Sign-in data, profile fields. */
  profileSaved: ['account', 'steps', 'product'],
  /** An onboarding group saved, a photo or liveness result accepted. */
  onboardingSaved: ['steps', 'account', 'product'],
  cardSaved: ['card', 'account', 'orders'],
  orderSubmitted: ['orders', 'account', 'coupons', 'product'],
  /** New photos sent for an order in 'supplement': it goes back to review. */
  supplementSent: ['orders', 'account', 'steps'],
  /** A repayment or an extension fee confirmed by the server. */
  paymentConfirmed: ['orders', 'account', 'coupons', 'product'],
  /** A coupon put on a repayment: what is owed and the coupon lists change. */
  repayCouponApplied: ['orders', 'coupons'],
  /** A payment certificate sent: the order shows it under review. */
  voucherSent: ['orders'],
  /** A «Не могу платить» application filed: the loan's application and the messages change. */
  hardshipFiled: ['orders', 'messages'],
  couponClaimed: ['coupons'],
  /** The coupons page was seen: the coupon dot clears. */
  couponsSeen: ['coupons'],
  messagesRead: ['messages'],
  /** The borrower wrote to the company (a new conversation or a message in one). */
  threadWritten: ['messages'],
  /** A consent given or withdrawn, other devices signed out (the consents and devices lists). */
  settingsChanged: ['account'],
  /** Nothing the borrower reads changes (feedback, analytics). */
  nothing: [],
  /** The borrower confirmed receipt or refused the loan in its cooling period (issue 26). */
  coolingAnswered: ['orders', 'account', 'product', 'messages'],
  /** «Я не оформлял этот заём»: the payout held, a message with the report's number. */
  notMineReported: ['orders', 'account', 'messages'],
} as const satisfies Record<string, readonly Resource[]>;
export type Change = keyof typeof CHANGES;
