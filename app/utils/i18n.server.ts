import type { TFunction, i18n } from 'i18next';
import en from '#app/locales/en';
import sl from '#app/locales/sl';
import type { Language } from './language';
import { createI18n } from './i18n';

/** One instance per language for the whole process: building one per request cost 7.5% of SSR time. */
const instances: Record<Language, i18n> = {
  en: createI18n('en', { en }),
  si: createI18n('si', { en, si: sl }),
};

export function getI18n(language: Language): i18n {
  return instances[language];
}

export function getServerT(language: Language): TFunction {
  return instances[language].t;
}
