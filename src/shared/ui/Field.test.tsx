import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Field } from '@/shared/ui/Field';

describe('Field', () => {
  it('labels the input and passes input props through', () => {
    render(<Field label="Номер телефона" inputMode="tel" autoComplete="tel" prefix="+7" hint="10 цифр" />);
    const input = screen.getByLabelText('Номер телефона');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAccessibleDescription('10 цифр');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('+7')).toBeInTheDocument();
  });

  it('links the error to the input and marks it invalid', () => {
    render(<Field label="ИИН" hint="12 цифр" error="Введён неверный ИИН" />);
    const input = screen.getByLabelText('ИИН');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('12 цифр Введён неверный ИИН');
  });

  it('works with react-hook-form register, checkbox included', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ phone: string; agree: boolean }>();
      return (
        <form onSubmit={handleSubmit((v) => onSubmit(v))}>
          <Field
            label="Телефон"
            inputMode="tel"
            error={formState.errors.phone?.message}
            {...register('phone', { required: 'Номер телефона не может быть пустым' })}
          />
          <Checkbox
            label="Я согласен с политикой конфиденциальности"
            error={formState.errors.agree?.message}
            {...register('agree', { required: 'Отметьте согласие' })}
          />
          <button type="submit">Войти</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Номер телефона не может быть пустым')).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Отметьте согласие');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Телефон'), '7012345678');
    await user.click(screen.getByText('Я согласен с политикой конфиденциальности'));
    expect(screen.getByRole('checkbox', { name: 'Я согласен с политикой конфиденциальности' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '7012345678', agree: true });
  });
});
