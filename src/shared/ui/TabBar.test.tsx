import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { HomeIcon, UserIcon } from '@/shared/ui/Icons';
import { TabBar } from '@/shared/ui/TabBar';

describe('TabBar', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  it('renders the tabs as links, marking the active one as the current page', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <TabBar
          items={[
            { to: '/', label: 'Заем', icon: <HomeIcon />, active: true },
            { to: '/pages/home/my', label: 'Я', icon: <UserIcon />, active: false },
          ]}
        />
        <Routes>
          <Route path="/" element={<p>Главная</p>} />
          <Route path="/pages/home/my" element={<p>Профиль</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    const loans = within(nav).getByRole('link', { name: 'Заем' });
    const me = within(nav).getByRole('link', { name: 'Я' });
    expect(loans).toHaveAttribute('aria-current', 'page');
    expect(me).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);

    await userEvent.click(me);
    expect(screen.getByText('Профиль')).toBeInTheDocument();
  });

  it('marks a tab with something new: a dot for the eye, words for a screen reader after the name', () => {
    const { rerender } = render(
      <MemoryRouter>
        <TabBar
          items={[
            { to: '/', label: 'Заем', icon: <HomeIcon />, active: true },
            { to: '/pages/home/my', label: 'Я', icon: <UserIcon />, active: false, dot: 'есть новое' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    const me = within(nav).getByRole('link', { name: 'Я, есть новое' });
    // The dot itself is decorative, inside the hidden icon.
    expect(me.querySelector('[aria-hidden="true"] > span')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Заем' }).querySelector('[aria-hidden="true"] > span')).toBeNull();

    rerender(
      <MemoryRouter>
        <TabBar
          items={[
            { to: '/', label: 'Заем', icon: <HomeIcon />, active: true },
            { to: '/pages/home/my', label: 'Я', icon: <UserIcon />, active: false },
          ]}
        />
      </MemoryRouter>,
    );
    const plain = within(nav).getByRole('link', { name: 'Я' });
    expect(plain.querySelector('[aria-hidden="true"] > span')).toBeNull();
  });
});
