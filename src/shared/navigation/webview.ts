/**
 * How a webview page gets its address: never from its own URL (a link anyone can craft), only from the
 * feature that opened it with an address the server handed out (a pay link, a contract, a liveness
 * flow), carried in router state. History keeps that state, so a reload of the page still shows it.
 */
export interface WebviewState {
  webview: { url: string };
}

/** Router state for opening a webview route: `navigate(paths.webview.tarlanPay, { state: webviewState(link.url) })`. */
export function webviewState(url: string): WebviewState {
  return { webview: { url } };
}

/** The address a webview page was opened with, or undefined. */
export function webviewUrlFrom(state: unknown): string | undefined {
  const url = (state as Partial<WebviewState> | null)?.webview?.url;
  return typeof url === 'string' && url !== '' ? url : undefined;
}
