import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLocale } from '@/lib/i18n';
import { DatePicker } from '@/shared/ui/DatePicker';
import { clampDate, daysInMonth, parseDate } from '@/shared/ui/dateParts';

function Harness(props: { initial?: string; min?: string; max?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DatePicker
      label="Дата рождения"
      value={value}
      min={props.min}
      max={props.max}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const select = (name: string) => screen.getByRole('combobox', { name });
const optionTexts = (el: HTMLElement) => within(el).getAllByRole('option').map((o) => o.textContent);

describe('DatePicker', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  afterAll(async () => {
    await setLocale('ru');
  });

  it('shows the value as a local date and edits it with day, month and year selects', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="1990-03-15" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Дата рождения 15.03.1990' });
    await user.click(trigger);

    expect(screen.getByRole('dialog', { name: 'Дата рождения' })).toBeInTheDocument();
    expect(select('День')).toHaveFocus();
    expect(select('День')).toHaveValue('15');
    expect(optionTexts(select('Месяц')).slice(0, 3)).toEqual(['Январь', 'Февраль', 'Март']);
    expect(select('Месяц')).toHaveValue('3');

    await user.selectOptions(select('Год'), '1991');
    await user.selectOptions(select('Месяц'), 'Июнь');
    await user.click(screen.getByRole('button', { name: 'Готово' }));

    expect(onChange).toHaveBeenCalledWith('1991-06-15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Дата рождения 15.06.1991');
    expect(trigger).toHaveFocus();
  });

  it('offers 150 years either side of the current year by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Дата рождения Выберите дату' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Дата рождения/ }));
    const years = optionTexts(select('Год'));
    const now = new Date().getFullYear();
    expect(years).toHaveLength(301);
    expect(years[0]).toBe(String(now - 150));
    expect(years[300]).toBe(String(now + 150));
    expect(select('Год')).toHaveValue(String(now));
  });

  it('respects min and max, and never produces an impossible day', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="2004-02-29" min="1950-05-10" max="2006-03-20" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Дата рождения/ }));
    expect(optionTexts(select('Год'))).toHaveLength(2006 - 1950 + 1);

    await user.selectOptions(select('Год'), '2005');
    expect(select('День')).toHaveValue('28');

    await user.selectOptions(select('Год'), '2006');
    expect(optionTexts(select('Месяц'))).toEqual(['Январь', 'Февраль', 'Март']);
    await user.selectOptions(select('Месяц'), 'Март');
    expect(optionTexts(select('День'))).toHaveLength(20);

    await user.selectOptions(select('Год'), '1950');
    expect(optionTexts(select('Месяц'))[0]).toBe('Май');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onChange).toHaveBeenCalledWith('1950-05-10');
  });

  it('takes react-hook-form\'s field.ref on its button, so an empty required date is focused on submit', async () => {
    const user = userEvent.setup();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { birthDate: '' } });
      return (
        <form onSubmit={handleSubmit(() => {})} noValidate>
          <Controller
            name="birthDate"
            control={control}
            rules={{ required: 'Укажите дату рождения' }}
            render={({ field, fieldState }) => (
              <DatePicker label="Дата рождения" value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
            )}
          />
          <button type="submit">Сохранить</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const trigger = screen.getByRole('button', { name: /Дата рождения/ });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('Укажите дату рождения');
  });

  it('names the months in Kazakh when the app is in kz', async () => {
    await setLocale('kz');
    const user = userEvent.setup();
    render(<DatePicker label="Туған күні" value="1990-03-15" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Туған күні 15.03.1990' }));
    const month = screen.getByRole('combobox', { name: 'Ай' });
    expect(optionTexts(month).slice(0, 3)).toEqual(['Қаңтар', 'Ақпан', 'Наурыз']);
    expect(screen.getByRole('button', { name: 'Дайын' })).toBeInTheDocument();
  });
});

describe('date helpers', () => {
  it('parses only real dates', () => {
    expect(parseDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('1900-02-29')).toBeNull();
    expect(parseDate('2000-02-29')).not.toBeNull();
    expect(parseDate('2024-13-01')).toBeNull();
    expect(parseDate('24-01-01')).toBeNull();
    expect(parseDate(undefined)).toBeNull();
  });

  it('knows month lengths and clamps into a range', () => {
    expect([1, 2, 4, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 30, 31]);
    const min = { y: 2000, m: 1, d: 1 };
    const max = { y: 2010, m: 6, d: 15 };
    expect(clampDate({ y: 1999, m: 5, d: 5 }, min, max)).toEqual(min);
    expect(clampDate({ y: 2010, m: 7, d: 1 }, min, max)).toEqual(max);
    expect(clampDate({ y: 2005, m: 4, d: 31 }, min, max)).toEqual({ y: 2005, m: 4, d: 30 });
  });
});
