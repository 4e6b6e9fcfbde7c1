import { describe, expect, it } from 'vitest';
import { productSearchOf } from './product-search-query';

describe('productSearchOf', () => {
  it('asks for nothing when the search is empty or blank', () => {
    expect(productSearchOf(undefined)).toBeNull();
    expect(productSearchOf('   ')).toBeNull();
  });

  it('matches one or two characters at the start of words, lower-cased, diacritics kept', () => {
    expect(productSearchOf('ML')).toEqual({ kind: 'words', tsquery: 'ml:*', raw: 'ml' });
    expect(productSearchOf(' m ')).toEqual({ kind: 'words', tsquery: 'm:*', raw: 'm' });
    expect(productSearchOf('Č')).toEqual({ kind: 'words', tsquery: 'č:*', raw: 'č' });
    expect(productSearchOf('7')).toEqual({ kind: 'words', tsquery: '7:*', raw: '7' });
  });

  it('splits a short code at its punctuation, every part a word start', () => {
    expect(productSearchOf('s-')).toEqual({ kind: 'words', tsquery: 's:*', raw: 's-' });
    expect(productSearchOf('a1')).toEqual({ kind: 'words', tsquery: 'a1:*', raw: 'a1' });
  });

  it('never puts tsquery syntax from the input into the query', () => {
    expect(productSearchOf("'|")).toEqual({ kind: 'text', patterns: ["%'|%"], raw: "'|" });
    expect(productSearchOf('!a')).toEqual({ kind: 'words', tsquery: 'a:*', raw: '!a' });
  });

  it('matches three characters or more anywhere, wildcards taken literally', () => {
    expect(productSearchOf('Mleko')).toEqual({ kind: 'text', patterns: ['%mleko%'], raw: 'mleko' });
    expect(productSearchOf('100%')).toEqual({ kind: 'text', patterns: ['%100\\%%'], raw: '100%' });
    expect(productSearchOf('a_b')).toEqual({ kind: 'text', patterns: ['%a\\_b%'], raw: 'a_b' });
  });

  it('also matches a code typed with spaces or dashes without them', () => {
    expect(productSearchOf('4006 3813')).toEqual({
      kind: 'text',
      patterns: ['%4006 3813%', '%40063813%'],
      raw: '4006 3813',
    });
    expect(productSearchOf('S-4711')).toMatchObject({ patterns: ['%s-4711%', '%s4711%'] });
  });
});
