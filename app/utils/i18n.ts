import i18next, { type i18n } from 'i18next';
import type { Language } from './language';
import type { Resources, TranslationKey } from '#app/locales';

/**
 * Builds a ready i18next instance. The server loads English beside Slovenian as the fallback for missing text; the
 * browser loads only the page's language, as no Slovenian text is missing (app/locales/locales.test.ts).
 */
export function createI18n(language: Language, resources: { en?: Resources; si?: Resources }): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'si'],
    resources: Object.fromEntries(Object.entries(resources).map(([code, value]) => [code, { translation: value }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // Texts that arrive after hydration (app/entry.client.tsx) re-render what shows them.
    react: { bindI18nStore: 'added' },
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

/**
 * The one place a runtime string becomes a translation key: zod/Conform field errors (`string[]`) and keys read from
 * JSON carry keys the type system cannot see. Literal keys in the code are typed where written; the keys of the zod
 * schemas are checked by app/locales/locales.test.ts.
 */
export function messageKey(value: string): TranslationKey {
  return value as TranslationKey;
}

/** Keys under one parent, written once: `keysUnder('a.b', ['c', 'd'])` is `['a.b.c', 'a.b.d']`, typed as those keys. */
export function keysUnder<const P extends string, const K extends string>(parent: P, keys: readonly K[]) {
  return keys.map((key) => `${parent}.${key}` as const);
}
