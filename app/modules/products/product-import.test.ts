import { describe, expect, it } from 'vitest';
import { rememberedColumns } from '#app/modules/spreadsheet/column-mapping';
import { guessMapping, mappingErrors, readMapping } from './product-import-fields';
import {
  importBoolean,
  importCountingUnits,
  importDate,
  importDecimal,
  importTemperature,
  rowFormInput,
  splitCodes,
  validateRowInput,
} from './product-import-row';
import { guessUnitColumns, parseUnitRow } from './counting-units-import';

describe('guessing the columns', () => {
  it('reads English and Slovenian headers, with accents, case and punctuation ignored', () => {
    expect(
      guessMapping(['Naziv', 'Dobavitelj', 'Koda EAN', 'Cena', 'DDV (%)', 'Šifra izdelka pri dobavitelju', 'Opomba']),
    ).toEqual(['name', 'supplier', 'ean', 'price', 'vat', 'supplierProductId', '']);
    expect(
      guessMapping([
        'Product name',
        'Supplier',
        'EAN',
        'Price',
        'VAT',
        'Discount (%)',
        'GTIN codes',
        'Contains alcohol',
      ]),
    ).toEqual(['name', 'supplier', 'ean', 'price', 'vat', 'discount', 'gtins', 'containsAlcohol']);
  });

  it('gives a field to the first column only', () => {
    expect(guessMapping(['Name', 'Naziv'])).toEqual(['name', '']);
  });

  it('prefers the shop’s remembered choice, "not imported" included', () => {
    const remembered = rememberedColumns(['Artikel', 'Cena', 'Dobavitelj'], ['name', '', 'supplier']);
    expect(remembered).toEqual({ artikel: 'name', cena: '', dobavitelj: 'supplier' });
    expect(guessMapping(['ARTIKEL', 'Cena', 'Dobavitelj', 'DDV'], remembered)).toEqual(['name', '', 'supplier', 'vat']);
  });

  it('checks the chosen mapping: name and supplier needed, no field twice, only known fields', () => {
    expect(mappingErrors(['name', 'price', 'price'])).toEqual([
      { code: 'missing', field: 'supplier' },
      { code: 'twice', field: 'price' },
    ]);
    expect(mappingErrors(['name', 'supplier', ''])).toEqual([]);
    expect(readMapping(2, (i) => ['name', 'hack'][i])).toBeNull();
    expect(readMapping(2, (i) => ['name', null][i])).toEqual(['name', '']);
  });
});

describe('reading cells', () => {
  it('reads decimals with a comma or a dot', () => {
    expect(importDecimal('1,5')).toBe('1.5');
    expect(importDecimal('1.5')).toBe('1.5');
    expect(importDecimal('1.234,50')).toBe('1234.50');
    expect(importDecimal('1,234.50')).toBe('1234.50');
    expect(importDecimal('1 234,5')).toBe('1234.5');
    expect(importDecimal('1.234.567')).toBe('1234567');
    expect(importDecimal('22 %')).toBe('22');
    expect(importDecimal('')).toBe('');
  });

  it('reads yes/no, regimes and dates in English and Slovenian', () => {
    expect([
      importBoolean('Da'),
      importBoolean('yes'),
      importBoolean('x'),
      importBoolean(''),
      importBoolean('ne'),
      importBoolean('maybe'),
    ]).toEqual([true, true, true, false, false, null]);
    expect([
      importTemperature('Zamrznjeno'),
      importTemperature('chilled'),
      importTemperature('Sobna temperatura'),
      importTemperature(''),
      importTemperature('warm'),
    ]).toEqual(['frozen', 'chilled', 'room', 'room', null]);
    expect([importDate('2026-03-01'), importDate('1. 3. 2026'), importDate('31.2.2026'), importDate('')]).toEqual([
      '2026-03-01',
      '2026-03-01',
      null,
      '',
    ]);
    expect(splitCodes('10012345678902, 036000291452;')).toEqual(['10012345678902', '036000291452']);
    expect(importCountingUnits('zaboj = 12; paleta = 1,5')).toBe('zaboj = 12\npaleta = 1.5');
  });
});

describe('a row through the product form’s rules', () => {
  const mapping = ['name', 'supplier', 'ean', 'price', 'vat', 'isRisky'] as const;

  it('turns a good row into the form’s values', () => {
    const { input, issues } = rowFormInput(
      ['Mleko', 'Mlekarna', '4006381333931', '1,20', '9,5', 'da'],
      [...mapping],
      {},
      7,
    );
    expect(issues).toEqual([]);
    const result = validateRowInput(input);
    expect(result.ok && result.values).toMatchObject({
      name: 'Mleko',
      supplierId: 7,
      ean: '4006381333931',
      price: '1.20',
      vat: '9.5',
      isRisky: true,
      discount: '0',
    });
  });

  it('reports each bad field once, with the form’s messages', () => {
    const { input, issues } = rowFormInput(
      ['', 'Mlekarna', '4006381333932', 'abc', '9,5', 'perhaps'],
      [...mapping],
      {},
      7,
    );
    expect(issues).toEqual([{ field: 'isRisky', message: 'productImport.errors.yesNo' }]);
    const result = validateRowInput(input);
    expect(result.ok ? [] : result.issues).toEqual([
      { field: 'name', message: 'validation.required' },
      { field: 'ean', message: 'products.validation.checkDigit' },
      { field: 'price', message: 'products.validation.decimal.format' },
    ]);
  });

  it('keeps what the file does not map from the product it updates', () => {
    const { input } = rowFormInput(
      ['Mleko 2', 'M', '', '2', '9.5', ''],
      [...mapping],
      { name: 'Mleko', supplierId: '7', coc: 'COC-1', price: '1.2' },
      7,
    );
    expect(input).toMatchObject({ name: 'Mleko 2', coc: 'COC-1', price: '2', ean: '' });
  });
});

describe('the counting units file', () => {
  it('finds its columns by name and checks each row', () => {
    const columns = guessUnitColumns(['Izdelek', 'Enota', 'Faktor'])!;
    expect(columns).toEqual({ product: 0, unit: 1, factor: 2 });
    expect(guessUnitColumns(['a', 'b'])).toBeNull();
    expect(parseUnitRow(['3830001234565', 'zaboj', '12'], columns)).toEqual({
      ok: true,
      code: '3830001234565',
      unit: 'zaboj',
      factor: '12',
    });
    expect(parseUnitRow(['3830001234565', 'zaboj', '1,5'], columns)).toMatchObject({ factor: '1.5' });
    expect(parseUnitRow(['3830001234565', 'zaboj', '0'], columns)).toEqual({
      ok: false,
      message: 'productImport.units.errors.factor',
    });
    expect(parseUnitRow(['3830001234565', '', '3'], columns)).toEqual({
      ok: false,
      message: 'productImport.units.errors.unit',
    });
  });
});
