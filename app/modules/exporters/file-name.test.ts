import { describe, expect, it } from 'vitest';
import { fileSlug } from './file-name';

describe('a file name of a count', () => {
  it('keeps letters without marks and digits, joins the rest with "-"', () => {
    expect(fileSlug('Popis: Šank & Kuhinja 2026/11')).toBe('Popis-Sank-Kuhinja-2026-11');
    expect(fileSlug('"; rm -rf /')).toBe('rm-rf');
    expect(fileSlug('///')).toBe('count');
  });
});
