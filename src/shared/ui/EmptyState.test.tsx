import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLocale } from '@/lib/i18n';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';

describe('EmptyState', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  // A failed Kazakh case must not leave the next test in Kazakh.
  afterEach(() => setLocale('ru'));

  it('has ready-made texts for loans and news', async () => {
    const { rerender } = render(<EmptyState preset="loans" />);
    expect(screen.getByText('Займов пока нет')).toBeInTheDocument();
    rerender(<EmptyState preset="news" />);
    expect(screen.getByText('Новостей пока нет')).toBeInTheDocument();

    await setLocale('kz');
    rerender(<EmptyState preset="loans" />);
    expect(await screen.findByText('Әзірге қарыздар жоқ')).toBeInTheDocument();
  });

  it('shows its own text, a decorative icon and an action', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <EmptyState text="Купонов нет" action={<Button onClick={onClick}>Получить заём</Button>} />,
    );
    expect(screen.getByText('Купонов нет')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Получить заём' }));
    expect(onClick).toHaveBeenCalled();
  });
});
