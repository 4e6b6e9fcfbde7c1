import { describe, expect, it } from 'vitest';
import en from './en';
import sl from './sl';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function values(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(values);
}

describe('translations', () => {
  it('English and Slovenian have the same keys', () => {
    // Counted texts have the plural forms of each language: English _one/_other, Slovenian _one/_two/_few/_other.
    const base = (tree: unknown) => [...new Set(keys(tree).map((key) => key.replace(/_(one|two|few|other)$/, '')))].sort();
    expect(base(sl)).toEqual(base(en));
  });
  it('no text is empty', () => {
    expect(values(en).filter((v) => !v.trim())).toEqual([]);
    expect(values(sl).filter((v) => !v.trim())).toEqual([]);
  });
  it('interpolations match between the languages', () => {
    const enKeys = keys(en);
    const pick = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of enKeys) {
      // An English plural form is compared with every Slovenian form of the same text.
      const slKeys = key.endsWith('_other') ? ['one', 'two', 'few', 'other'].map((form) => key.replace(/_other$/, `_${form}`)) : [key.replace(/_one$/, '_one')];
      for (const slKey of slKeys) expect(vars(pick(sl, slKey)), slKey).toEqual(vars(pick(en, key)));
    }
  });
  it('Slovenian keeps one word for one thing: "rabat" for a discount, "dobava" for a delivery of goods', () => {
    expect(values(sl).filter((text) => /popust|dostav/i.test(text))).toEqual([]);
  });
  it('the failed-login message is the one of spec §8', () => {
    expect(en.auth.login.invalid).toBe('Invalid Username or Password');
    expect(sl.auth.login.invalid).toBe('Napačno uporabniško ime ali geslo');
  });
});
