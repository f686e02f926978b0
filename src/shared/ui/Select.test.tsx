import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { Select } from '@/shared/ui/Select';

const EDUCATION = [
  { value: 'secondary', label: 'Среднее' },
  { value: 'special', label: 'Среднее специальное' },
  { value: 'higher', label: 'Высшее' },
];

function Harness({ onChange = () => {}, initial = null as string | null, error }: { onChange?: (v: string) => void; initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Select
      label="Образование"
      options={EDUCATION}
      value={value}
      error={error}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Select', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  it('shows the label and a placeholder, and links the error', () => {
    render(<Harness error="Выберите образование" />);
    const trigger = screen.getByRole('button', { name: 'Образование Выберите' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAccessibleDescription('Выберите образование');
  });

  it('opens a sheet with the options, choosing one by tap closes it and shows the value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Образование/ });
    await user.click(trigger);

    const sheet = screen.getByRole('dialog', { name: 'Образование' });
    const list = within(sheet).getByRole('listbox', { name: 'Образование' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Среднее',
      'Среднее специальное',
      'Высшее',
    ]);
    await user.click(within(list).getByRole('option', { name: 'Высшее' }));

    expect(onChange).toHaveBeenCalledWith('higher');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Образование Высшее');
    expect(trigger).toHaveFocus();
  });

  it('marks the chosen option, focuses it, and works with the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} initial="special" />);
    await user.click(screen.getByRole('button', { name: 'Образование Среднее специальное' }));

    const chosen = screen.getByRole('option', { name: 'Среднее специальное' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(chosen).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Высшее' })).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Высшее' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Среднее' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'Высшее' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('higher');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes react-hook-form\'s field.ref on its button, so an empty required choice is focused on submit', async () => {
    const user = userEvent.setup();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { education: '' } });
      return (
        <form onSubmit={handleSubmit(() => {})} noValidate>
          <Controller
            name="education"
            control={control}
            rules={{ required: 'Выберите образование' }}
            render={({ field, fieldState }) => (
              <Select label="Образование" options={EDUCATION} value={field.value || null} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
            )}
          />
          <button type="submit">Далее</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    const trigger = screen.getByRole('button', { name: /Образование/ });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('Выберите образование');
  });

  it('closes on Escape without changing the value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} initial="secondary" />);
    await user.click(screen.getByRole('button', { name: /Образование/ }));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Образование Среднее' })).toHaveFocus();
  });
});
