/**
 * Company facts the landing pages state. They repeat what the licence page shows (spec section 1;
 * src/features/account/screens/LicensePage.tsx): a feature never imports another one, and these two
 * values are the regulator's record, not copy, so they live here once for the landing pages. The date
 * is written as the licence and the licence page write it (DD.MM.YYYY): it reads the same in both
 * languages and does not depend on the browser's Kazakh locale data.
 */
export const LICENCE = { number: '02.24.0011.M', issued: '14.09.2024' } as const;

/** Spec section 9: a new application is accepted 7 days after a refusal (the server's reapplyAt gives the exact time). */
export const REAPPLY_DAYS = 7;
