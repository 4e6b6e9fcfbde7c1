import { describe, expect, it } from 'vitest';
import { formatDecimalInput, isCanonicalDecimal, parseDecimalInput } from './decimal-input';

describe('reading amounts as people type them', () => {
  it.each([
    ['150', '150'],
    ['150,5', '150.5'],
    ['150,50', '150.50'],
    ['1.234,56', '1234.56'],
    ['1 234,56', '1234.56'],
    ['1\u00a0234,56', '1234.56'],
    ['1.500', '1500'],
    ['12.5', '12.5'], // the English decimal point, which cannot be a group separator here
    ['0,05', '0.05'],
    [',5', '0.5'],
    ['007', '7'],
    ['0', '0'],
  ])('Slovenian %s is %s', (input, value) => {
    expect(parseDecimalInput(input, 'si')).toEqual({ ok: true, value });
  });

  it.each([
    ['150', '150'],
    ['150.5', '150.5'],
    ['1,234.56', '1234.56'],
    ['1,500', '1500'],
    ['12,5', '12.5'],
    ['1234567890.99', '1234567890.99'],
  ])('English %s is %s', (input, value) => {
    expect(parseDecimalInput(input, 'en')).toEqual({ ok: true, value });
  });

  it('empty is no amount', () => {
    expect(parseDecimalInput('', 'si')).toEqual({ ok: true, value: null });
    expect(parseDecimalInput('  ', 'en')).toEqual({ ok: true, value: null });
    expect(parseDecimalInput(undefined, 'en')).toEqual({ ok: true, value: null });
  });

  it.each([
    ['-5', 'si', 'negative'],
    ['12,345', 'si', 'decimals'],
    ['1.234', 'en', 'decimals'],
    ['abc', 'si', 'format'],
    ['1,2,3', 'si', 'format'],
    ['12.34.5', 'si', 'format'],
    ['1.23,4', 'si', 'format'],
    ['1e3', 'en', 'format'],
    ['€10', 'en', 'format'],
    [',', 'si', 'format'],
    ['12345678901', 'en', 'tooLarge'],
  ] as const)('%s in %s is refused: %s', (input, language, error) => {
    expect(parseDecimalInput(input, language)).toEqual({ ok: false, error });
  });

  it('never rounds through a float', () => {
    expect(parseDecimalInput('9999999999,99', 'si')).toEqual({ ok: true, value: '9999999999.99' });
    expect(parseDecimalInput('0,1', 'si')).toEqual({ ok: true, value: '0.1' });
  });
});

describe('canonical amounts', () => {
  it.each(['0', '7', '1234.5', '0.05', '9999999999.99'])('%s is canonical', (value) =>
    expect(isCanonicalDecimal(value)).toBe(true),
  );
  it.each(['', '07', '1.', '.5', '1.234', '-1', '1e3', '12345678901', '1,5'])('%s is not', (value) =>
    expect(isCanonicalDecimal(value)).toBe(false),
  );
});

describe('showing a stored amount in the user language', () => {
  it('with two decimals and grouping', () => {
    expect(formatDecimalInput('1234.5000', 'si')).toBe('1.234,50');
    expect(formatDecimalInput('1234.5000', 'en')).toBe('1,234.50');
    expect(formatDecimalInput('150', 'si')).toBe('150,00');
    expect(formatDecimalInput('0.0500', 'en')).toBe('0.05');
    expect(formatDecimalInput('9999999999.9900', 'si')).toBe('9.999.999.999,99');
  });
  it('keeps more decimals when they are there', () => {
    expect(formatDecimalInput('1.2345', 'en')).toBe('1.2345');
  });
  it('is empty for no amount', () => {
    expect(formatDecimalInput(null, 'si')).toBe('');
  });
  it('reads back as the same amount', () => {
    for (const value of ['0', '1', '12.3', '1234.56', '1000000']) {
      for (const language of ['en', 'si'] as const) {
        expect(parseDecimalInput(formatDecimalInput(value, language), language)).toEqual({
          ok: true,
          value: value.includes('.') ? value.padEnd(value.indexOf('.') + 3, '0') : `${value}.00`,
        });
      }
    }
  });
});
