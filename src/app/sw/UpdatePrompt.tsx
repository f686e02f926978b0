import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { i18next } from '@/lib/i18n';
import { Button } from '@/shared/ui/Button';
import styles from './UpdatePrompt.module.css';

/**
 * «Доступна новая версия»: a new build took over this open page. Not a forced reload: the borrower may be
 * typing; «Обновить» reloads, «Позже» hides it (the next visit opens the new build anyway).
 */
export function UpdatePrompt({ reload }: { reload: () => void }) {
  const { t } = useTranslation('sw');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div role="status" className={styles.prompt}>
      <p className={styles.title}>{t('update.title')}</p>
      <p className={styles.text}>{t('update.text')}</p>
      <div className={styles.actions}>
        <Button variant="text" onClick={() => setOpen(false)}>
          {t('update.later')}
        </Button>
        <Button onClick={reload}>{t('update.reload')}</Button>
      </div>
    </div>
  );
}

let shown = false;

/** Puts the prompt in a root of its own at the end of the page (once), in the page's language. */
export async function showUpdatePrompt(reload: () => void = () => window.location.reload()): Promise<void> {
  if (shown) return;
  shown = true;
  await i18next.loadNamespaces('sw').catch(() => undefined);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt reload={reload} />);
}
