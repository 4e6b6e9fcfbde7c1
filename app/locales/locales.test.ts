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
    expect(keys(sl).sort()).toEqual(keys(en).sort());
  });
  it('no text is empty', () => {
    expect(values(en).filter((v) => !v.trim())).toEqual([]);
    expect(values(sl).filter((v) => !v.trim())).toEqual([]);
  });
  it('interpolations match between the languages', () => {
    const enKeys = keys(en);
    const pick = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    for (const key of enKeys) {
      const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(pick(sl, key)), key).toEqual(vars(pick(en, key)));
    }
  });
  it('the failed-login message is the one of spec §8', () => {
    expect(en.auth.login.invalid).toBe('Invalid Username or Password');
    expect(sl.auth.login.invalid).toBe('Napačno uporabniško ime ali geslo');
  });
});
