import { readEarly } from '@/lib/http';

/**
 * The Loans tab's read for a signed-in borrower: declared with its schema in src/features/loan-application/api.ts,
 * and asked for by the start before that code arrives (src/app/queryLayer.ts), which must not import the feature.
 */
export const LOAN_HOME_PATH = '/api/loan/userInfo';

/** Asks for the Loans tab's read now; the tab's first read takes the answer (src/lib/http.ts, `readEarly`). */
export function readLoanHomeEarly(): void {
  readEarly(LOAN_HOME_PATH);
}
