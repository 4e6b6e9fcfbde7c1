import { describe, expect, it } from 'vitest';
import { eanFromScan } from './scanned-ean';

const TODAY = '2026-11-24';

describe('eanFromScan', () => {
  it('takes plain EAN-13, EAN-8 and GTIN-14 digits as they came, trimmed', () => {
    expect(eanFromScan('3838920123458', TODAY)).toBe('3838920123458');
    expect(eanFromScan(' 96385074 ', TODAY)).toBe('96385074');
    expect(eanFromScan('13838920123455', TODAY)).toBe('13838920123455');
  });

  it('reads the GTIN (01) of a GS1 element string, with FNC1 separators, a symbology identifier or brackets', () => {
    expect(eanFromScan('0103838920123458\u001d10AB12\u001d17271231', TODAY)).toBe('3838920123458');
    expect(eanFromScan(']d20103838920123458', TODAY)).toBe('3838920123458');
    expect(eanFromScan('(01)03838920123458(10)AB12', TODAY)).toBe('3838920123458');
    expect(eanFromScan('(01)00000096385074', TODAY)).toBe('96385074');
    expect(eanFromScan('(01)13838920123455', TODAY)).toBe('13838920123455');
  });

  it('passes anything else on as it came (the schema or the lookup refuses it)', () => {
    expect(eanFromScan('https://example.com/p/1', TODAY)).toBe('https://example.com/p/1');
    expect(eanFromScan('10AB12\u001d', TODAY)).toBe('10AB12');
  });
});
