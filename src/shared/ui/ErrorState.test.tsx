import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { ErrorState } from '@/shared/ui/ErrorState';
import { ApiError } from '@/lib/api-error';

describe('ErrorState', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });

  it('announces the message and retries on tap', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Не удалось загрузить займы" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить займы');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has a default message and no button without onRetry', () => {
    render(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Что-то пошло не так. Попробуйте ещё раз.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what happened under the screen\'s own message, once', () => {
    const { rerender } = render(<ErrorState message="Не удалось загрузить займы" error={new ApiError('network', '/api/loan/myOrderList')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить займы Нет соединения с интернетом. Проверьте сеть и попробуйте снова.');
    rerender(<ErrorState message="Не удалось загрузить займы" error={new ApiError('timeout', '/api/loan/myOrderList')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер долго не отвечает. Попробуйте ещё раз.');
    rerender(<ErrorState message="Срок действия входа истек" error={new ApiError('session', '/api/loan/myOrderList', { code: 301 })} />);
    expect(screen.getByRole('alert').textContent).toBe('Срок действия входа истек');
  });

  it('marks the button disabled while retrying', () => {
    render(<ErrorState onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: /Повторить/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
