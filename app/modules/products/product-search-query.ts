import { WORD_SEPARATORS } from '#app/db/schema/catalog';
import { likePattern } from '#app/utils/list-filters';

/**
 * What a product search asks the database for (decision 037, Product search). Three characters or more: the text
 * anywhere in the name, codes and GTINs (the trigram index), also without the spaces and dashes typed inside a code.
 * One or two characters, where trigrams cannot help and "anywhere" matches most of a catalog: the start of a word
 * (a prefix tsquery on the words index; `words` are the text's runs of letters and digits), e.g. "ml" finds "Mleko" and
 * "S-4" finds supplier code "S-4711". Case never
 * matters; diacritics do ("č" is not "c"), as before.
 *
 * `nameStart`: the matches a list by name shows first, those with a word of the name starting with the text (split at
 * the same punctuation as the stored prefixes); `key` is the prefix they are walked by, the first word's first three
 * characters at most. Null when the text starts with no word.
 */
export type ProductSearch = (
  { kind: 'text'; patterns: string[]; raw: string } | { kind: 'words'; words: string[]; raw: string }
) & { nameStart: NameStart | null };

export interface NameStart {
  /** The product_name_prefixes key to walk. */
  key: string;
  /** A LIKE pattern on ' ' || the name, lower-cased, its punctuation spaces. */
  pattern: string;
  /**
   * A LIKE pattern on the lower-cased name as stored that every name matching `pattern` matches too (each space one
   * character): tested first, it spares most names the translation of their punctuation, which costs 2 µs a name.
   */
  rough: string;
  /**
   * A LIKE pattern on the lower-cased name as stored for the names whose first word starts so: each of them matches
   * `pattern` too, and tested first it spares them the punctuation's translation (most names start with what a search
   * by name is looking for).
   */
  start: string;
}

/** Shorter than this, a search matches the start of words. */
const SUBSTRING_MIN_LENGTH = 3;

/** Characters of the prefixes stored per word (migration 0020). */
const PREFIX_LENGTH = 3;

export function productSearchOf(q: string | undefined): ProductSearch | null {
  const text = (q ?? '').trim().toLowerCase();
  if (!text) return null;
  const nameStart = nameStartOf(text);
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (text.length < SUBSTRING_MIN_LENGTH && words.length > 0) {
    return { kind: 'words', words, raw: text, nameStart };
  }
  const patterns = [likePattern(text)];
  const compact = text.replace(/[\s-]/g, '');
  if (compact !== text && compact.length >= SUBSTRING_MIN_LENGTH) patterns.push(likePattern(compact));
  return { kind: 'text', patterns, raw: text, nameStart };
}

function nameStartOf(text: string): NameStart | null {
  // Punctuation typed after a word stays a word's end: "s-" is the word "s", not every word starting with s.
  const spaced = Array.from(text, (c) => (WORD_SEPARATORS.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trimStart();
  if (!spaced.trim()) return null;
  const key = Array.from(spaced.split(' ')[0]!).slice(0, PREFIX_LENGTH).join('');
  const escaped = likePattern(spaced);
  return { key, pattern: `% ${escaped.slice(1)}`, rough: escaped.replaceAll(' ', '_'), start: escaped.slice(1) };
}

/** The first string of digits past every one starting with `digits` ("38300" → "38301", "3899" → "39"), or null. */
export function digitsAfter(digits: string): string | null {
  const stem = digits.replace(/9+$/, '');
  if (!stem) return null;
  return `${stem.slice(0, -1)}${Number(stem.at(-1)) + 1}`;
}
