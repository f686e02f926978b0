/**
 * Resolves in a later task (a zero-delay timer): work awaited after it runs apart from what came before,
 * and the browser may paint and answer a tap in between. For splitting start-up work on a slow phone.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `cb` once the browser is idle, or after `fallbackMs` where it cannot say (Safari has no requestIdleCallback):
 * work a screen does not wait for, kept out of the tasks that draw it. `timeoutMs`: at the latest then, idle or not.
 * Returns a cancel.
 */
export function whenIdle(cb: () => void, fallbackMs: number, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => cb(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(cb, fallbackMs);
  return () => clearTimeout(id);
}
