import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '@/shared/ui/Icons';
import styles from './account.module.css';

export interface MenuEntry {
  label: string;
  to?: string;
  onClick?: () => void;
  value?: ReactNode;
  danger?: boolean;
}

/** A list of full-width tappable rows (links or buttons), 52 px high. */
export function MenuList({ items, label }: { items: MenuEntry[]; label?: string }) {
  return (
    <ul className={styles.menu} aria-label={label}>
      {items.map((item) => {
        const inner = (
          <>
            <span className={item.danger ? styles.danger : undefined}>{item.label}</span>
            <span className={styles.itemValue}>
              {item.value}
              {item.to && <ChevronDownIcon className={styles.chevron} />}
            </span>
          </>
        );
        return (
          <li key={item.label}>
            {item.to ? (
              <Link className={styles.item} to={item.to}>
                {inner}
              </Link>
            ) : (
              <button type="button" className={styles.item} onClick={item.onClick}>
                {inner}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
