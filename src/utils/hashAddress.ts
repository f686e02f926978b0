/**
 * The two parts of a hash-router address, read one way everywhere (the app's start, the guards, field
 * monitoring, analytics, the sandbox). index.html's inline script (src/app/firstScreenScript.ts) keeps its own
 * ES5 line: it runs before any module.
 */

/** The route of a hash address, without its query: '#/pages/home/index?x=1' → '/pages/home/index'; '' → ''. */
export function hashRoute(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** The query of a hash address, from its first '?': '#/pages/webview/loanRepayment?orderNo=1' → orderNo=1. */
export function hashQuery(hash: string): URLSearchParams {
  return new URLSearchParams(hash.split(/\?(.*)/s)[1] ?? '');
}
