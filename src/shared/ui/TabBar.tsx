import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './TabBar.module.css';

export interface TabBarItem {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
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
              </span>
              <span className={styles.label}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
