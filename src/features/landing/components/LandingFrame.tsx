import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './landing.module.css';

/**
 * A landing page: the language switch on top, then the page, drawn anew in the other language.
 *
 * Anew, not updated: a landing page is drawn at build time and its server blocks (the offer, the gift)
 * are taken over when their code arrives. A language switched before that (a tap on the drawn page, or
 * right after the takeover on a slow network) would have React take those blocks over in the new
 * language and find the old text (a hydration mismatch). Keyed by language, the page below the switch
 * is simply drawn again; the switch itself stays, and keeps the focus.
 */
export function LandingFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <div className={styles.wrap}>
      <LanguageSwitch />
      <Fragment key={i18n.language}>{children}</Fragment>
    </div>
  );
}
