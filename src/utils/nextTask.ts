/**
 * Resolves in a later task (a zero-delay timer): work awaited after it runs apart from what came before,
 * and the browser may paint and answer a tap in between. For splitting start-up work on a slow phone.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
