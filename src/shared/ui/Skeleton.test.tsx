import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { Skeleton } from '@/shared/ui/Skeleton';

describe('Skeleton', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  it('is a busy container whose only text, for a screen reader, is "Loading…"', () => {
    const { container } = render(<Skeleton lines={4} blocks={1} />);
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root).toContainElement(screen.getByText('Загрузка…'));
    // The grey shapes read as nothing: the container's whole text is the one word.
    expect(root).toHaveTextContent(/^Загрузка…$/);
  });
});
