import { readEarly } from '@/lib/http';
import { paths } from '@/config/paths';

/*
 * The reads a signed-in start may ask for before its screen's code has arrived. Each is declared with its schema
 * where its screens read it; the path (and the first page's size) live here so the start asks for them without
 * importing a feature.
 */
/** The Loans tab's loan: src/features/loan-application/api.ts (`loanUserInfo`). */
export const LOAN_HOME_PATH = '/api/loan/userInfo';
/** My loans, newest first, page by page: src/features/repayment/api.ts (`myOrderList`). */
export const ORDER_LIST_PATH = '/api/loan/myOrderList';
export const ORDER_LIST_PAGE_SIZE = 10;
/** What an order owes today, itemised: src/shared/api/payment.ts (`repayInfo`), the repayment page's read. */
export const REPAY_INFO_PATH = '/api/prod/repayInfo';

/**
 * A signed-in borrower's start on the Loans tab, My loans or an order's repayment page asks for that screen's first
 * read now (src/app/queryLayer.ts), not once the screen's code and its imports have arrived and run: a first visit
 * on this device waits seconds for them. The screen's first call of the same read, with the same body, takes the
 * answer (src/lib/http.ts, `readEarly`). Without a session, nothing is asked.
 */
export function readEarlyFor(route: string, query: URLSearchParams): void {
  if (route === paths.root) readEarly(LOAN_HOME_PATH);
  else if (route === paths.personal.loan_order) readEarly(ORDER_LIST_PATH, { pageSize: ORDER_LIST_PAGE_SIZE, page: 1 });
  else if (route === paths.webview.loanRepayment) {
    const orderNo = query.get('orderNo');
    if (orderNo) readEarly(REPAY_INFO_PATH, { orderNo });
  }
}
