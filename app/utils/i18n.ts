import i18next, { type i18n } from 'i18next';
import type { Language } from './language';
import type { Resources } from '#app/locales';

/** Builds a ready i18next instance; English is always loaded as the fallback for missing text. */
export function createI18n(language: Language, resources: { en: Resources; si?: Resources }): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'si'],
    resources: Object.fromEntries(Object.entries(resources).map(([code, value]) => [code, { translation: value }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // The app's code for Slovenian is "si" (docs/decisions/003), which Intl reads as Sinhala, whose plural forms are
  // only "one" and "other": counted texts choose among Slovenian's "one", "two", "few" and "other" instead.
  const plurals = instance.services.pluralResolver as {
    getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
  };
  const getRule = plurals.getRule.bind(plurals);
  plurals.getRule = (code, options) => getRule(code === 'si' ? 'sl' : code, options);
  return instance;
}
