import { useTranslation } from '#app/utils/use-translation';
import { isLanguage, type Language } from '#app/utils/language';
import type { DecimalMark } from './receipt-scan';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The decimal mark people type in their language: a comma in Slovenian. */
export const decimalMarkOf = (language: Language): DecimalMark => (language === 'si' ? ',' : '.');
