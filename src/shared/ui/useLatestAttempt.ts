import { useCallback, useEffect, useRef } from 'react';

/**
 * One cancellable attempt at a time (prepare a photo, upload it): `begin` cancels the one before and
 * returns the new one's signal and whether it is still the newest, so only the newest may change the
 * screen. Leaving the screen cancels whatever is running.
 */
export function useLatestAttempt() {
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const begin = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return { signal: controller.signal, current: () => running.current === controller };
  }, []);
  const cancel = useCallback(() => running.current?.abort(), []);
  return { begin, cancel };
}
