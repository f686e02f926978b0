import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { TimePicker, parseTime } from '@/shared/ui/TimePicker';

describe('TimePicker', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  it('picks a time from 00:00 to 23:59 as HH:MM', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('09:05');
      return (
        <TimePicker
          label="Удобное время звонка"
          value={value}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Удобное время звонка 09:05' }));

    const hours = screen.getByRole('combobox', { name: 'Часы' });
    const minutes = screen.getByRole('combobox', { name: 'Минуты' });
    const texts = (el: HTMLElement) => within(el).getAllByRole('option').map((o) => o.textContent);
    expect(texts(hours)).toHaveLength(24);
    expect(texts(hours)[0]).toBe('00');
    expect(texts(hours)[23]).toBe('23');
    expect(texts(minutes)).toHaveLength(60);
    expect(texts(minutes)[59]).toBe('59');
    expect(hours).toHaveValue('9');

    await user.selectOptions(hours, '23');
    await user.selectOptions(minutes, '59');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onChange).toHaveBeenCalledWith('23:59');
    expect(screen.getByRole('button', { name: 'Удобное время звонка 23:59' })).toHaveFocus();
  });

  it('shows a placeholder without a value', () => {
    render(<TimePicker label="Время" value="" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Время Выберите время' })).toBeInTheDocument();
  });

  it('parses only valid times', () => {
    expect(parseTime('00:00')).toEqual({ h: 0, m: 0 });
    expect(parseTime('23:59')).toEqual({ h: 23, m: 59 });
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('9:05')).toBeNull();
  });
});
