import 'i18next';
import type { Resources } from '#app/locales';

/** Translation keys are typed: a key that is missing or misspelled fails the type check (docs/decisions/003). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
    returnNull: false;
  }
}
