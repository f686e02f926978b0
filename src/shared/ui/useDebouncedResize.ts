import { useEffect, useRef } from 'react';

/**
 * Calls `cb` after the window stops resizing (or rotating) for `delay` ms. Spec: resize handling is
 * debounced at 50 ms. The latest `cb` is always used, so an inline arrow does not resubscribe.
 */
export function useDebouncedResize(cb: () => void, delay = 50): void {
  const cbRef = useRef(cb);
  useEffect(() => {
    cbRef.current = cb;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => cbRef.current(), delay);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [delay]);
}
