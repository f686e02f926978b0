import { useEffect, useRef, useState, type FocusEvent, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageVisible } from '@/shared/ui/usePageVisible';
import { useReducedMotion } from '@/shared/ui/useReducedMotion';
import styles from './Carousel.module.css';

/** Spec: swiper interval 5000 ms, duration 500 ms. */
export const CAROUSEL_INTERVAL = 5000;
export const CAROUSEL_DURATION = 500;
const SWIPE_MIN = 40;

export interface CarouselProps {
  /** One node per slide (banner image with alt text, a link...). */
  slides: ReactNode[];
  /** Accessible name of the carousel, e.g. 'Offers'. */
  label: string;
  interval?: number;
  duration?: number;
  autoplay?: boolean;
}

/**
 * Banner carousel. Autoplay moves every 5 s with a 0.5 s slide, and stops while the system asks for
 * reduced motion, the page is hidden, the carousel is off screen, the borrower touches, hovers or
 * focuses it, or pressed the pause button (WCAG 2.2.2). Dots are 44px buttons named "Slide n of m";
 * hidden slides are inert so their links are not tabbable.
 */
export function Carousel({
  slides,
  label,
  interval = CAROUSEL_INTERVAL,
  duration = CAROUSEL_DURATION,
  autoplay = true,
}: CarouselProps) {
  const { t } = useTranslation('ui');
  const count = slides.length;
  const [rawIndex, setIndex] = useState(0);
  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  const [userPaused, setUserPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const [inView, setInView] = useState(true);
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const rootRef = useRef<HTMLElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const canAutoplay = autoplay && count > 1 && !reduced;
  const running = canAutoplay && !userPaused && !interacting && visible && inView;

  useEffect(() => {
    const node = rootRef.current;
    if (!node || typeof IntersectionObserver !== 'function') return;
    const io = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    io.observe(node);
    return () => io.disconnect();
  }, []);

  // A timeout per slide: moving by hand restarts the 5 s wait.
  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearTimeout(id);
  }, [running, index, count, interval]);

  const go = (i: number) => setIndex(((i % count) + count) % count);

  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    if (!p) return;
    touch.current = { x: p.clientX, y: p.clientY };
    setInteracting(true);
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const p = e.changedTouches[0];
    touch.current = null;
    setInteracting(false);
    if (!start || !p || count < 2) return;
    const dx = p.clientX - start.x;
    const dy = p.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setInteracting(false);
  };

  if (count === 0) return null;

  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={onBlur}
    >
      <div
        className={styles.viewport}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touch.current = null;
          setInteracting(false);
        }}
      >
        <div
          className={styles.track}
          aria-live={running ? 'off' : 'polite'}
          style={{
            transform: `translateX(${-index * 100}%)`,
            transitionDuration: reduced ? '0ms' : `${duration}ms`,
          }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription={t('carousel.slideRole')}
              aria-label={t('carousel.slide', { n: i + 1, total: count })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-label={t('carousel.goTo', { n: i + 1, total: count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          {canAutoplay && (
            <button
              type="button"
              className={styles.toggle}
              aria-label={userPaused ? t('carousel.play') : t('carousel.pause')}
              onClick={() => setUserPaused((p) => !p)}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                {userPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
              </svg>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
