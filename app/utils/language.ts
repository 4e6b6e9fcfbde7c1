/** The spec's language codes: English and Slovenian (`si`). */
export const LANGUAGES = ['en', 'si'] as const;
export type Language = (typeof LANGUAGES)[number];

const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'prevzem_lang';

/** Spec codes are `en` and `si`; bare `si` is Sinhala in BCP 47, so Intl and <html lang> get `sl-SI`. */
export function toLocale(language: Language): string {
  return language === 'si' ? 'sl-SI' : 'en-GB';
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'si';
}

/** Picks the visitor's language from the cookie, then Accept-Language (sl → si), then English. */
export function detectLanguage(cookieValue: string | undefined | null, acceptLanguage: string | null): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
      })
      .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const primary = tag.split('-')[0];
      if (primary === 'sl') return 'si';
      if (primary === 'en') return 'en';
    }
  }
  return DEFAULT_LANGUAGE;
}
