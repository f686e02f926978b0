import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './TabBar.module.css';

export interface TabBarItem {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  /**
   * Something new under this tab: a red dot on the icon, and this text for screen readers after the
   * label ("Я, есть новое"). No dot when absent or empty.
   */
  dot?: string;
}

/**
 * The red "something new" dot. Decorative for the eye; `label` is what a screen reader hears after the
 * name of the item it marks (the item's own text comes first).
 */
export function NewDot({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <>
      <span className={inline ? `${styles.dot} ${styles.dotInline}` : styles.dot} aria-hidden="true" />
      <span className="visually-hidden">, {label}</span>
    </>
  );
}

/** Bottom tab bar (spec: 50px high, 24px icons, selected green, others grey); the layout decides `active`. */
export function TabBar({ items }: { items: TabBarItem[] }) {
  const { t } = useTranslation('ui');
  return (
    <nav className={styles.bar} aria-label={t('tabs')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to} className={styles.item}>
            <Link
              to={item.to}
              className={item.active ? `${styles.link} ${styles.active}` : styles.link}
              aria-current={item.active ? 'page' : undefined}
            >
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
                {item.dot ? <span className={`${styles.dot} ${styles.dotOnIcon}`} /> : null}
              </span>
              <span className={styles.label}>{item.label}</span>
              {item.dot ? <span className="visually-hidden">, {item.dot}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
