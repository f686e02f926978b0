import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { Carousel } from '@/shared/ui/Carousel';

const slides = ['Заём до 5 минут', 'Первый заём под 0%', 'Платите картой Kaspi'].map((text) => (
  <p key={text}>{text}</p>
));

function currentDot() {
  return screen.getAllByRole('button', { name: /Перейти к слайду/ }).find((b) => b.getAttribute('aria-current') === 'true');
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe('Carousel', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('moves to the next slide every 5 seconds, looping, with labelled dots', () => {
    render(<Carousel label="Предложения" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Предложения' })).toHaveAttribute('aria-roledescription', 'карусель');
    expect(screen.getByRole('group', { name: 'Слайд 1 из 3' })).toBeInTheDocument();
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 1 из 3');

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 1 из 3');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 2 из 3');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 3 из 3');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 1 из 3');
  });

  it('hides slides that are not shown from assistive tech and the tab order', () => {
    render(<Carousel label="Предложения" slides={slides} />);
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups[0]).not.toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('inert');
  });

  it('does not autoplay when the borrower prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<Carousel label="Предложения" slides={slides} />);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 1 из 3');
    expect(screen.queryByRole('button', { name: 'Остановить автопрокрутку' })).not.toBeInTheDocument();
  });

  it('pauses while the page is hidden', () => {
    render(<Carousel label="Предложения" slides={slides} />);
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 1 из 3');
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 2 из 3');
  });

  it('goes to a slide from its dot, and has a pause button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Carousel label="Предложения" slides={slides} />);
    await user.click(screen.getByRole('button', { name: 'Перейти к слайду 3 из 3' }));
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 3 из 3');
    await user.click(screen.getByRole('button', { name: 'Остановить автопрокрутку' }));
    expect(screen.getByRole('button', { name: 'Включить автопрокрутку' })).toBeInTheDocument();
  });

  it('follows a horizontal swipe', () => {
    render(<Carousel label="Предложения" slides={slides} />);
    const slide = screen.getByText('Заём до 5 минут');
    fireEvent.touchStart(slide, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 200, clientY: 110 }] });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 2 из 3');
    fireEvent.touchStart(slide, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 250, clientY: 100 }] });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 1 из 3');
    // Mostly vertical: a scroll, not a swipe.
    fireEvent.touchStart(slide, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 160, clientY: 300 }] });
    expect(currentDot()).toHaveAccessibleName('Перейти к слайду 1 из 3');
  });

  it('shows a single slide without dots or autoplay', () => {
    render(<Carousel label="Предложения" slides={[<p key="a">Один баннер</p>]} />);
    expect(screen.getByText('Один баннер')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
