import { useEffect } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { loadTexts } from '#app/locales/load-texts.client';
import type { Language } from '#app/utils/language';
import { toLocale } from '#app/utils/language';

/** Follows the language the server chose (after login or a profile change) without a full reload. */
export function useLanguageSync(language: Language): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === language) return;
    let cancelled = false;
    void (async () => {
      if (!i18n.hasResourceBundle(language, 'translation')) {
        i18n.addResourceBundle(language, 'translation', await loadTexts(language));
      }
      if (cancelled) return;
      await i18n.changeLanguage(language);
      document.documentElement.lang = toLocale(language);
      document.documentElement.dataset.language = language;
    })();
    return () => {
      cancelled = true;
    };
  }, [i18n, language]);
}
