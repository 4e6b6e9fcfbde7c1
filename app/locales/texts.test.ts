import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en';
import sl from './sl';
import { CORE_TEXTS, textPartOf, textPartOfFile } from './texts';

describe('text parts', () => {
  it('a key belongs to its first segment', () => {
    expect(textPartOf('products.list.title')).toBe('products');
    expect(textPartOf('common')).toBe('common');
  });

  it('each file of texts holds the top-level key its name says, in both languages', () => {
    for (const [dir, texts] of [
      ['en', en],
      ['sl', sl],
    ] as const) {
      const files = readdirSync(path.join(import.meta.dirname, dir)).filter((file) => file !== 'index.ts');
      expect(files.map((file) => textPartOfFile(`./${dir}/${file}`)).sort()).toEqual(Object.keys(texts).sort());
    }
  });

  it('the core parts exist', () => {
    for (const part of CORE_TEXTS) expect(Object.keys(en)).toContain(part);
  });
});
