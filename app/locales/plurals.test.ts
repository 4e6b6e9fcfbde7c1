import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, messageKey } from '#app/utils/i18n';
import en from './en';
import sl from './sl';

const SL_FORMS = ['one', 'two', 'few', 'other'] as const;
const EN_FORMS = ['one', 'other'] as const;

function flatten(tree: unknown, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  return Object.fromEntries(
    Object.entries(tree as Record<string, unknown>).flatMap(([key, child]) =>
      Object.entries(flatten(child, prefix ? `${prefix}.${key}` : key)),
    ),
  );
}

const enFlat = flatten(en);
const slFlat = flatten(sl);

/** Keys the code calls with a count: `t('a.b', { count` … and the navigation's `countKey: 'a.b'`. */
function countedKeysInCode(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !full.includes(`${path.sep}locales${path.sep}`))
        files.push(full);
    }
  };
  walk(path.resolve(__dirname, '..'));
  const keys = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'([\w.]+)'\s*,\s*\{[^}]*\bcount\b/g)) keys.add(match[1]!);
    for (const match of source.matchAll(/\bcountKey:\s*'([\w.]+)'/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

/** Base keys that have plural forms in the Slovenian files. */
const pluralKeys = [
  ...new Set(
    Object.keys(slFlat)
      .filter((key) => /_(one|two|few|other)$/.test(key))
      .map((key) => key.replace(/_(one|two|few|other)$/, '')),
  ),
].sort();

describe('counts in Slovenian and English', () => {
  it('every key the code uses with a count has all Slovenian forms and both English ones', () => {
    const counted = countedKeysInCode();
    expect(counted.length).toBeGreaterThan(10);
    for (const key of counted) {
      for (const form of SL_FORMS) expect(slFlat[`${key}_${form}`], `sl ${key}_${form}`).toMatch(/\{\{count\}\}/);
      for (const form of EN_FORMS) expect(enFlat[`${key}_${form}`], `en ${key}_${form}`).toMatch(/\{\{count\}\}/);
      expect(slFlat[key], `sl ${key} without a form`).toBeUndefined();
    }
    // Every counted key has plural forms (pluralKeys may hold more: texts ready for a page that counts them).
    expect(counted.filter((key) => !pluralKeys.includes(key))).toEqual([]);
  });

  it('no text shows {{count}} outside the plural forms', () => {
    const bare = [...Object.entries(enFlat), ...Object.entries(slFlat)].filter(
      ([key, text]) => text.includes('{{count}}') && !/_(one|two|few|other)$/.test(key),
    );
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it.each(pluralKeys)('%s reads right for 1, 2, 3 and 5 in Slovenian, and 1 and 5 in English', (key) => {
    const si = createI18n('si', { en, si: sl });
    const english = createI18n('en', { en });
    const expected = {
      1: 'one',
      2: 'two',
      3: 'few',
      5: 'other',
      101: 'one',
      102: 'two',
      104: 'few',
      0: 'other',
    } as const;
    for (const [count, form] of Object.entries(expected)) {
      const text = si.t(messageKey(key), { count: Number(count) });
      expect(text, `${key} ${count}`).toBe(slFlat[`${key}_${form}`]!.replaceAll('{{count}}', count));
    }
    expect(english.t(messageKey(key), { count: 1 })).toBe(enFlat[`${key}_one`]!.replaceAll('{{count}}', '1'));
    expect(english.t(messageKey(key), { count: 5 })).toBe(enFlat[`${key}_other`]!.replaceAll('{{count}}', '5'));
  });

  it('the four Slovenian forms differ where the words do: "1 vrstica, 2 vrstici, 3 vrstice, 5 vrstic"', () => {
    const si = createI18n('si', { en, si: sl });
    expect([1, 2, 3, 5].map((count) => si.t('productImport.preview.moreErrors', { count }))).toEqual([
      'In še 1 vrstica z napakami.',
      'In še 2 vrstici z napakami.',
      'In še 3 vrstice z napakami.',
      'In še 5 vrstic z napakami.',
    ]);
  });
});
