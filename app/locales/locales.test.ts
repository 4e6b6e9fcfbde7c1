import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Every key the code names literally: `t('a.b'`, `labelKey: 'a.b'`, `countKey: 'a.b'`, `i18nKey="a.b"`, and the
 * message keys of the zod schemas (`*.schema.ts`), which reach `t()` as runtime strings through messageKey().
 */
function keysInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'locales') walk(full);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const source = readFileSync(full, 'utf8');
        for (const match of source.matchAll(
          /(?:\bt\(\s*|(?:labelKey|countKey):\s*|i18nKey=)['"]([a-zA-Z]+\.[\w.]+)['"]/g,
        ))
          found.set(match[1]!, full);
        // zod schemas name their messages as bare strings ('validation.required'): every one under a top-level key.
        if (/\.schema\.ts$/.test(name))
          for (const match of source.matchAll(/['"]([a-zA-Z]+)\.([\w.]+)['"]/g))
            if (match[1]! in en) found.set(`${match[1]}.${match[2]}`, full);
      }
    }
  };
  walk(path.resolve(__dirname, '..'));
  return found;
}

describe('translations', () => {
  it('every key the code names exists in English (as a text or its plural forms)', () => {
    const known = new Set(keys(en).flatMap((key) => [key, key.replace(/_(one|two|few|other)$/, '')]));
    const prefixes = new Set(
      keys(en).flatMap((key) => key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))),
    );
    const missing = [...keysInCode()]
      .filter(([key]) => !known.has(key) && !prefixes.has(key))
      .map(([key, file]) => `${key} (${path.relative(process.cwd(), file)})`);
    expect(missing).toEqual([]);
  });

  it('English and Slovenian have the same keys', () => {
    // Counted texts have the plural forms of each language: English _one/_other, Slovenian _one/_two/_few/_other.
    const base = (tree: unknown) =>
      [...new Set(keys(tree).map((key) => key.replace(/_(one|two|few|other)$/, '')))].sort();
    expect(base(sl)).toEqual(base(en));
  });
  it('no text is empty', () => {
    expect(values(en).filter((v) => !v.trim())).toEqual([]);
    expect(values(sl).filter((v) => !v.trim())).toEqual([]);
  });
  it('interpolations match between the languages', () => {
    const enKeys = keys(en);
    const pick = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of enKeys) {
      // An English plural form is compared with every Slovenian form of the same text.
      const slKeys = key.endsWith('_other')
        ? ['one', 'two', 'few', 'other'].map((form) => key.replace(/_other$/, `_${form}`))
        : [key.replace(/_one$/, '_one')];
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
