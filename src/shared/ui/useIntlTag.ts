import { useTranslation } from 'react-i18next';

/**
 * BCP 47 tag for Intl (dates, month names, numbers) from the current i18next language. The app runs
 * i18next with 'ru' and 'kk' (the spec's 'kz' is not a language tag); 'kz' is mapped in case.
 */
export function useIntlTag(): 'ru' | 'kk' {
  const { i18n } = useTranslation('ui');
  const lang = i18n.language;
  return lang === 'kk' || lang === 'kz' ? 'kk' : 'ru';
}
