import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/Spinner';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import styles from './Button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'text';
  /** Disables the button (no double submit), shows a spinner and marks it aria-busy. */
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
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  const cls = [styles.button, styles[variant], fullWidth && styles.full, className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Spinner />}
      {children}
      {/* The space keeps the accessible name "Send Loading…" rather than "SendLoading…". */}
      {loading && ' '}
      {loading && <VisuallyHidden>{t('loading')}</VisuallyHidden>}
    </button>
  );
}
