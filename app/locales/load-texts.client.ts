import type { Resources } from '#app/locales';
import type { Language } from '#app/utils/language';
import { textPartOfFile } from './texts';

type Part = Record<string, unknown>;

/** One chunk per file of texts and language, loaded on demand. */
const FILES: Record<Language, Record<string, () => Promise<Part>>> = {
  en: import.meta.glob<Part>(['./en/*.ts', '!./en/index.ts'], { import: 'default' }),
  si: import.meta.glob<Part>(['./sl/*.ts', '!./sl/index.ts'], { import: 'default' }),
};

function loaders(language: Language): Map<string, () => Promise<Part>> {
  return new Map(Object.entries(FILES[language]).map(([file, load]) => [textPartOfFile(file), load]));
}

/** The texts of `language` under the given top-level keys (all of them when `parts` is omitted). */
export async function loadTexts(language: Language, parts?: readonly string[]): Promise<Resources> {
  const all = loaders(language);
  const wanted = parts ? parts.filter((part) => all.has(part)) : [...all.keys()];
  const loaded = await Promise.all(wanted.map(async (part) => [part, await all.get(part)!()] as const));
  return Object.fromEntries(loaded) as unknown as Resources;
}

/** Every top-level key of the texts not in `parts`. */
export function otherTextParts(language: Language, parts: readonly string[]): string[] {
  return [...loaders(language).keys()].filter((part) => !parts.includes(part));
}
