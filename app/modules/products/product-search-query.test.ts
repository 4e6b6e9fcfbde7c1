import { describe, expect, it } from 'vitest';
import { digitsAfter, productSearchOf } from './product-search-query';

describe('productSearchOf', () => {
  it('asks for nothing when the search is empty or blank', () => {
    expect(productSearchOf(undefined)).toBeNull();
    expect(productSearchOf('   ')).toBeNull();
  });

  it('matches one or two characters at the start of words, lower-cased, diacritics kept', () => {
    expect(productSearchOf('ML')).toMatchObject({ kind: 'words', words: ['ml'], raw: 'ml' });
    expect(productSearchOf(' m ')).toMatchObject({ kind: 'words', words: ['m'], raw: 'm' });
    expect(productSearchOf('Č')).toMatchObject({ kind: 'words', words: ['č'], raw: 'č' });
    expect(productSearchOf('7')).toMatchObject({ kind: 'words', words: ['7'], raw: '7' });
  });

  it('splits a short code at its punctuation, every part a word start', () => {
    expect(productSearchOf('s-')).toMatchObject({ kind: 'words', words: ['s'], raw: 's-' });
    expect(productSearchOf('a1')).toMatchObject({ kind: 'words', words: ['a1'], raw: 'a1' });
  });

  it('never puts tsquery syntax from the input into the query', () => {
    expect(productSearchOf("'|")).toMatchObject({ kind: 'text', patterns: ["%'|%"], raw: "'|" });
    expect(productSearchOf('!a')).toMatchObject({ kind: 'words', words: ['a'], raw: '!a' });
  });

  it('matches three characters or more anywhere, wildcards taken literally', () => {
    expect(productSearchOf('Mleko')).toMatchObject({ kind: 'text', patterns: ['%mleko%'], raw: 'mleko' });
    expect(productSearchOf('100%')).toMatchObject({ kind: 'text', patterns: ['%100\\%%'], raw: '100%' });
    expect(productSearchOf('a_b')).toMatchObject({ kind: 'text', patterns: ['%a\\_b%'], raw: 'a_b' });
  });

  it('also matches a code typed with spaces or dashes without them', () => {
    expect(productSearchOf('4006 3813')).toMatchObject({
      kind: 'text',
      patterns: ['%4006 3813%', '%40063813%'],
      raw: '4006 3813',
    });
    expect(productSearchOf('S-4711')).toMatchObject({ patterns: ['%s-4711%', '%s4711%'] });
  });

  it("walks a search by name from its first word's first three characters, split at the punctuation of codes", () => {
    const starts = (q: string) => productSearchOf(q)?.nameStart;
    expect(starts('Mleko')).toEqual({ key: 'mle', pattern: '% mleko%', rough: '%mleko%', start: 'mleko%' });
    expect(starts('ml')).toEqual({ key: 'ml', pattern: '% ml%', rough: '%ml%', start: 'ml%' });
    expect(starts('Čebula rdeča')).toEqual({
      key: 'čeb',
      pattern: '% čebula rdeča%',
      rough: '%čebula_rdeča%',
      start: 'čebula rdeča%',
    });
    expect(starts('s-4711')).toEqual({ key: 's', pattern: '% s 4711%', rough: '%s_4711%', start: 's 4711%' });
    expect(starts('mleko   3.5%')).toEqual({
      key: 'mle',
      pattern: '% mleko 3 5 %',
      rough: '%mleko_3_5_%',
      start: 'mleko 3 5 %',
    });
    expect(starts('a_b')).toEqual({ key: 'a', pattern: '% a b%', rough: '%a_b%', start: 'a b%' });
    expect(starts('s-')).toEqual({ key: 's', pattern: '% s %', rough: '%s_%', start: 's %' });
    expect(starts('-mleko')).toEqual({ key: 'mle', pattern: '% mleko%', rough: '%mleko%', start: 'mleko%' });
    expect(starts('50\\')).toEqual({ key: '50\\', pattern: '% 50\\\\%', rough: '%50\\\\%', start: '50\\\\%' });
  });

  it('has no first tier when the text starts with no word', () => {
    expect(productSearchOf('--')?.nameStart).toBeNull();
    expect(productSearchOf('(%)')?.nameStart).toBeNull();
  });
});

describe('digitsAfter', () => {
  it('gives the first digits past every string starting so, carrying over nines', () => {
    expect(digitsAfter('38300')).toBe('38301');
    expect(digitsAfter('3899')).toBe('39');
    expect(digitsAfter('0')).toBe('1');
    expect(digitsAfter('999')).toBeNull();
  });
});
