import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/Spinner';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import styles from './Button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'text';
  /**
   * Pending: a tap does nothing (no double submit), a spinner shows, and it is marked aria-busy and
   * aria-disabled. Not the `disabled` attribute: a focused button that becomes disabled loses focus to the
   * page (Chromium's focus fixup), so a keyboard or screen-reader user would be thrown out of the dialog
   * they were in, and Escape would no longer reach it.
   */
  loading?: boolean;
  fullWidth?: boolean;
}

/** type defaults to "button": a submit button says type="submit" on purpose. */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  const cls = [styles.button, styles[variant], fullWidth && styles.full, className].filter(Boolean).join(' ');
  const pending = loading && !disabled;
  return (
    <button
      {...rest}
      type={type}
      className={cls}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={loading || undefined}
      // While pending a tap (or Enter in a field of its form) neither calls back nor submits.
      onClick={pending ? (e) => e.preventDefault() : onClick}
    >
      {loading && <Spinner />}
      {children}
      {/* The space keeps the accessible name "Send Loading…" rather than "SendLoading…". */}
      {loading && ' '}
      {loading && <VisuallyHidden>{t('loading')}</VisuallyHidden>}
    </button>
  );
}
