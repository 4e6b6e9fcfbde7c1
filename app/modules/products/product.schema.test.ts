import { describe, expect, it } from 'vitest';
import { gs1CodeError, ProductBulkSchema, productFormSchema } from './product.schema';
import { parseProductListParams } from './product-list-params';

const valid = { supplierId: '3', name: 'Mleko 3,5 %', price: '1,2345', vat: '9,5' };
const errors = (input: Record<string, unknown>, language: 'en' | 'si' = 'si') => {
  const result = productFormSchema(language).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('GS1 codes', () => {
  it('accepts EAN-8/13 and GTIN-8/12/13/14 with a valid check digit', () => {
    expect(gs1CodeError('96385074', 'ean')).toBeNull();
    expect(gs1CodeError('3830001234567'.slice(0, 12) + '0', 'ean')).toBe('products.validation.checkDigit');
    expect(gs1CodeError('4006381333931', 'ean')).toBeNull();
    expect(gs1CodeError('036000291452', 'gtin')).toBeNull();
    expect(gs1CodeError('10012345678902', 'gtin')).toBeNull();
    expect(gs1CodeError('036000291452', 'ean')).toBe('products.validation.eanLength');
    expect(gs1CodeError('40063813339x1', 'ean')).toBe('products.validation.codeDigits');
  });
});

describe('the product form', () => {
  it('reads amounts in the user language to canonical strings and fills defaults', () => {
    const values = productFormSchema('si').parse({
      ...valid,
      ean: '400 6381 333931',
      gtins: ['', '10012345678902'],
      countingUnits: 'zaboj = 12\nkarton=6,5',
    });
    expect(values).toMatchObject({
      supplierId: 3,
      name: 'Mleko 3,5 %',
      price: '1.2345',
      vat: '9.5',
      discount: '0',
      ean: '4006381333931',
      gtins: ['10012345678902'],
      temperatureRegime: 'room',
      containsAlcohol: false,
      validFrom: null,
      countingUnits: [
        { unit: 'zaboj', factor: '12' },
        { unit: 'karton', factor: '6.5' },
      ],
    });
    expect(
      productFormSchema('en').parse({ ...valid, price: '1,234.5', vat: '22', containsAlcohol: 'on' }),
    ).toMatchObject({ price: '1234.5', containsAlcohol: true });
  });

  it('refuses a bad check digit, repeated codes and a GTIN equal to the EAN', () => {
    expect(errors({ ...valid, ean: '4006381333932' })).toEqual({ ean: 'products.validation.checkDigit' });
    expect(errors({ ...valid, gtins: ['10012345678902', '10012345678902'] })).toEqual({
      'gtins.1': 'products.validation.gtinRepeated',
    });
    expect(errors({ ...valid, ean: '4006381333931', gtins: ['4006381333931'] })).toEqual({
      'gtins.0': 'products.validation.gtinIsEan',
    });
    expect(errors({ ...valid, gtins: ['123'] })).toEqual({ 'gtins.0': 'products.validation.gtinLength' });
  });

  it('requires name, supplier, price and VAT; limits percentages; checks the period', () => {
    expect(errors({})).toMatchObject({
      supplierId: 'validation.choose',
      name: 'validation.required',
      price: 'validation.required',
      vat: 'validation.required',
    });
    expect(errors({ ...valid, discount: '100,01', vat: '101' })).toEqual({
      discount: 'products.validation.percent',
      vat: 'products.validation.percent',
    });
    expect(errors({ ...valid, price: '1,23456' })).toEqual({ price: 'products.validation.decimal.decimals' });
    expect(errors({ ...valid, price: '-1' })).toEqual({ price: 'products.validation.decimal.negative' });
    expect(errors({ ...valid, validFrom: '2026-05-01', validTo: '2026-04-30' })).toEqual({
      validTo: 'products.validation.validToBeforeFrom',
    });
    expect(errors({ ...valid, validFrom: '2026-02-30' })).toEqual({ validFrom: 'products.validation.date' });
    expect(errors({ ...valid, countingUnits: 'zaboj' })).toEqual({ countingUnits: 'products.validation.countingUnit' });
    expect(errors({ ...valid, temperatureRegime: 'hot' })).toEqual({ temperatureRegime: 'validation.choose' });
  });
});

describe('list parameters', () => {
  it('reads filters and ignores what is malformed', () => {
    const url = new URL(
      'http://x/admin/products?q=milk&status=deleted&sort=price&supplier=7&temperature=frozen&flag=risky&flag=alcohol&flag=bogus&page=2',
    );
    expect(parseProductListParams(url)).toEqual({
      q: 'milk',
      page: 2,
      status: 'deleted',
      sort: 'price',
      supplierId: 7,
      temperature: 'frozen',
      flags: ['risky', 'alcohol'],
    });
    const bad = new URL('http://x/?status=gone&flag=risky&flag=risky&supplier=abc&sort=zzz&temperature=hot');
    expect(parseProductListParams(bad)).toMatchObject({
      status: 'active',
      flags: ['risky'],
      supplierId: undefined,
      sort: 'name',
      temperature: undefined,
    });
  });
});

describe('a bulk request', () => {
  const parse = (intent: unknown, ids: unknown[]) => ProductBulkSchema.safeParse({ intent, ids });

  it('reads checked boxes and the dialog’s comma list alike', () => {
    expect(parse('delete', ['3', '5']).data).toEqual({ intent: 'delete', ids: [3, 5] });
    expect(parse('restore', ['3,5,8']).data).toEqual({ intent: 'restore', ids: [3, 5, 8] });
    expect(parse('activate', []).data).toEqual({ intent: 'activate', ids: [] });
  });

  it('refuses an unknown intent and ids that are not row ids', () => {
    expect(parse('drop', ['1']).success).toBe(false);
    expect(parse(null, ['1']).success).toBe(false);
    for (const id of ['0', '-1', '1.5', 'x', '2147483648', '012']) expect(parse('delete', [id]).success).toBe(false);
  });
});
