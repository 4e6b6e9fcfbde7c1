import type { TFunction, i18n } from 'i18next';
import type { Translation } from './use-translation';
import en from '#app/locales/en';
import sl from '#app/locales/sl';
import type { Language } from './language';
import { createI18n } from './i18n';
import { textPartOf } from '#app/locales/texts';

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

/**
 * What a key without options translates to, per language: the texts never change in a running server, and i18next's
 * lookup, plural and nesting checks on every call were 1.1 ms of the products page's server time (decision 037).
 */
const plainTexts: Record<Language, Map<string, unknown>> = { en: new Map(), si: new Map() };

/**
 * A counted key's text before its values are filled in, per language, key and plural form (pluralFormOf): the
 * delivery notes' 40 cards of "n lines" spent 0.9 ms a page in i18next's plural lookup.
 */
const countedTexts: Record<Language, Map<string, unknown>> = { en: new Map(), si: new Map() };

/** Options that change which text a key picks or how it is made: such calls always go through i18next. */
const TEXT_CHOOSING_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'replace',
  'nsSeparator',
  'keySeparator',
]);
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const NAME = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*$/;

/**
 * A kept text with its `{{name}}` placeholders filled from `options`, as i18next fills them in this app (no escaping,
 * a value inserted once, numbers as written by `String`), or undefined when the call needs i18next itself: an option
 * that chooses the text (a count, a context…), a placeholder with a format or without its value, a value that is not a
 * string or number, nesting (`$t(`).
 */
export function filledText(template: unknown, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  for (const name of Object.keys(options)) if (TEXT_CHOOSING_OPTIONS.has(name)) return undefined;
  return filled(template, options as Record<string, unknown>);
}

function filled(template: unknown, values: Record<string, unknown>): string | undefined {
  if (typeof template !== 'string' || template.includes('$t(')) return undefined;
  let fillable = true;
  const text = template.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const name = NAME.exec(inside)?.[1];
    const value = name !== undefined && Object.hasOwn(values, name) ? values[name] : undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    fillable = false;
    return placeholder;
  });
  return fillable ? text : undefined;
}

type PluralResolver = { getSuffix: (code: string, count: number) => string };

/**
 * Which form of a counted text i18next picks for `count`: it looks up the key with the plural suffix of the language
 * (and `_zero` for 0), then of the fallback, English; the same suffixes pick the same text.
 */
function pluralFormOf(language: Language, count: number): string {
  const plurals = instances[language].services.pluralResolver as PluralResolver;
  const own = plurals.getSuffix(language, count);
  return `${count === 0 ? '0' : ''}${own}${language === 'en' ? '' : plurals.getSuffix('en', count)}`;
}

/**
 * The options of a counted call the kept texts can answer: a numeric `count` and values, nothing else that chooses
 * the text. Undefined when the call needs i18next itself.
 */
function countedValues(options: unknown): (Record<string, unknown> & { count: number }) | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  const values = options as Record<string, unknown>;
  if (typeof values.count !== 'number' || !Number.isFinite(values.count)) return undefined;
  for (const name of Object.keys(values)) if (name !== 'count' && TEXT_CHOOSING_OPTIONS.has(name)) return undefined;
  return values as Record<string, unknown> & { count: number };
}

/**
 * The process's instance for `language`, seen through a view that writes the top-level key of every text the render
 * asks for into `used`: the browser then loads at start only those parts of the texts (app/entry.server.tsx). Its `t`
 * answers from the kept texts where it can (a fixed `t` of another language or prefix always asks i18next).
 */
function recordingI18n(language: Language, used: Set<string>): i18n {
  const instance = instances[language];
  const record = (key: unknown) => {
    for (const one of Array.isArray(key) ? key : [key]) if (typeof one === 'string') used.add(textPartOf(one));
  };
  const plain = plainTexts[language];
  const counted = countedTexts[language];
  const recording = <T extends TFunction>(t: T, kept: boolean): T =>
    Object.assign((...args: unknown[]) => {
      record(args[0]);
      // The overloads of a typed TFunction do not accept their own Parameters back; the call is the same.
      const translate = t as unknown as (...all: unknown[]) => unknown;
      const key = args[0];
      if (!kept || typeof key !== 'string' || args.length > 2) return translate(...args);
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = translate(key)));
      if (args.length === 1) return text;
      const values = countedValues(args[1]);
      if (!values) return filledText(text, args[1]) ?? translate(...args);
      const form = `${key}\u0000${pluralFormOf(language, values.count)}`;
      let template = counted.get(form);
      if (template === undefined)
        counted.set(form, (template = translate(key, { count: values.count, skipInterpolation: true })));
      return filled(template, values) ?? translate(...args);
    }, t) as unknown as T;
  return new Proxy(instance, {
    get(target, property) {
      if (property === 't') return recording(target.t.bind(target), true);
      if (property === 'getFixedT') {
        return (...args: Parameters<i18n['getFixedT']>) => recording(target.getFixedT(...args), false);
      }
      return Reflect.get(target, property, target) as unknown;
    },
  });
}

/**
 * `useTranslation()`'s answer for a whole server render (app/utils/use-translation.ts): the recording view of the
 * instance and one recording `t`, made once for the request.
 */
export function serverTranslation(language: Language, used: Set<string>): { i18n: i18n; translation: Translation } {
  const view = recordingI18n(language, used);
  const t = view.t as Translation['t'];
  return {
    i18n: view,
    translation: Object.assign([t, view, true] as [Translation['t'], i18n, boolean], { t, i18n: view, ready: true }),
  };
}
