import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { Skeleton } from '@/shared/ui/Skeleton';

describe('Skeleton', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  it('is a busy container that says "Loading…" to screen readers only', () => {
    const { container } = render(<Skeleton lines={4} blocks={1} />);
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    expect(root.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
  });
});
