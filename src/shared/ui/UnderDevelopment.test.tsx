import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLocale } from '@/lib/i18n';
import { UnderDevelopment } from '@/shared/ui/UnderDevelopment';

describe('UnderDevelopment', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  it('says the feature is under development and offers a way back', async () => {
    const onBack = vi.fn();
    render(<UnderDevelopment onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'В разработке' })).toBeInTheDocument();
    const backs = screen.getAllByRole('button', { name: 'Назад' });
    expect(backs).toHaveLength(2); // header chevron and a big button
    await userEvent.click(backs[1]!);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('keeps the page title and still says it, in Kazakh too', async () => {
    await setLocale('kz');
    render(<UnderDevelopment title="Купондар" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Купондар' })).toBeInTheDocument();
    expect(screen.getByText('Әзірленуде')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await setLocale('ru');
  });
});
