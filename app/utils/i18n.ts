import i18next, { type i18n } from 'i18next';
import type { Language } from '#app/modules/auth/auth.schema';
import type { Resources } from '#app/locales';

/** Builds a ready i18next instance; English is always loaded as the fallback for missing text. */
export function createI18n(language: Language, resources: { en: Resources; si?: Resources }): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'si'],
    resources: Object.fromEntries(
      Object.entries(resources).map(([code, value]) => [code, { translation: value }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
