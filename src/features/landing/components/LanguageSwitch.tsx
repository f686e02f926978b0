import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromTag, toggleLocale, toTag } from '@/lib/i18n';
import { showToast } from '@/shared/ui/toastStore';
import { useLiveMark } from '@/shared/ui/useHydrated';
import styles from './landing.module.css';

/**
 * The spec's language toggle (ru <-> kz, saved as app_locale, the page re-rendered in place), at the
 * top of every landing page. A borrower arriving from a marketing link is new and signed out, and the
 * only other toggle is in the settings, behind sign-in: without this a Kazakh speaker would read the
 * offer in Russian (the default). The button names the other language in that language.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const next = fromTag(i18n.language) === 'ru' ? 'kz' : 'ru';
  const [busy, setBusy] = useState(false);
  // Drawn at build time: a tap before the app is there is kept and replayed (src/app/earlyTap.ts).
  const live = useLiveMark();
  const toggle = () => {
    if (busy) return;
    setBusy(true);
    toggleLocale()
      .catch(() => showToast(t('errors.network')))
      .finally(() => setBusy(false));
  };
  return (
    <div className={styles.langRow}>
      <button type="button" className={`link-inline ${styles.more}`} lang={toTag(next)} aria-busy={busy || undefined} onClick={toggle} {...live}>
        {t(`language.${next}`)}
      </button>
    </div>
  );
}
