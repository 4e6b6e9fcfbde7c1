import type { ParseKeys } from 'i18next';
import type en from './en';

export type Resources = typeof en;

/** Every key of the English texts (plural forms also by their base key): what `t()` accepts (app/i18next.d.ts). */
export type TranslationKey = ParseKeys<'translation'>;
