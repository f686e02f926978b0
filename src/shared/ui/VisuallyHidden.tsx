import type { ComponentPropsWithoutRef } from 'react';
import styles from './VisuallyHidden.module.css';

type Props = ComponentPropsWithoutRef<'span'>;

/** Text for screen readers only (labels for icon buttons, "Loading…" next to a spinner). */
export function VisuallyHidden({ className, ...rest }: Props) {
  return <span {...rest} className={className ? `${styles.hidden} ${className}` : styles.hidden} />;
}
