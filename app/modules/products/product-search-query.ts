import { likePattern } from '#app/utils/list-filters';

/**
 * What a product search asks the database for (decision 037, Product search). Three characters or more: the text
 * anywhere in the name, codes and GTINs (the trigram index), also without the spaces and dashes typed inside a code.
 * One or two characters, where trigrams cannot help and "anywhere" matches most of a catalog: the start of a word
 * (a prefix tsquery on the words index), e.g. "ml" finds "Mleko" and "S-4" finds supplier code "S-4711". Case never
 * matters; diacritics do ("č" is not "c"), as before.
 */
export type ProductSearch =
  { kind: 'text'; patterns: string[]; raw: string } | { kind: 'words'; tsquery: string; raw: string };

/** Shorter than this, a search matches the start of words. */
const SUBSTRING_MIN_LENGTH = 3;

export function productSearchOf(q: string | undefined): ProductSearch | null {
  const text = (q ?? '').trim().toLowerCase();
  if (!text) return null;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (text.length < SUBSTRING_MIN_LENGTH && words.length > 0) {
    return { kind: 'words', tsquery: words.map((word) => `${word}:*`).join(' & '), raw: text };
  }
  const patterns = [likePattern(text)];
  const compact = text.replace(/[\s-]/g, '');
  if (compact !== text && compact.length >= SUBSTRING_MIN_LENGTH) patterns.push(likePattern(compact));
  return { kind: 'text', patterns, raw: text };
}
