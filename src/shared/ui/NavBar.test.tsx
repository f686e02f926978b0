import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLocale } from '@/lib/i18n';
import { NavBar } from '@/shared/ui/NavBar';

describe('NavBar', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  // A failed Kazakh case must not leave the next test in Kazakh.
  afterEach(() => setLocale('ru'));

  it('shows the title as the page heading and a named back button', async () => {
    const onBack = vi.fn();
    render(<NavBar title="Мой профайл" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Мой профайл' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no back button without onBack (login page)', () => {
    render(<NavBar title="Вход" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the back button in Kazakh', async () => {
    await setLocale('kz');
    render(<NavBar title="Профиль" onBack={() => {}} />);
    expect(screen.getByRole('button', { name: 'Артқа' })).toBeInTheDocument();
  });
});
