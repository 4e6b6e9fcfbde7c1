import { describe, expect, it } from 'vitest';
import en from '#app/locales/en';
import sl from '#app/locales/sl';
import { CompanySchema, hasValidGs1CheckDigit, RegionSchema, ShopSchema } from './org.schema';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const shop = { name: 'Gostilna Lipa', timeZone: 'Europe/Ljubljana', exportModule: 'pantheon' };

/**
 * Check digits worked by hand, independently of the code: 383000000001 read from the right is
 * 1,0,0,0,0,0,0,0,0,3,8,3 with weights 3,1,3,1,…: 1·3 + 3·1 + 8·3 + 3·1 = 33, so the check digit is 7.
 */
const VALID_GLN = '3830000000017';

describe('hasValidGs1CheckDigit', () => {
  it('accepts codes whose last digit is the GS1 check digit', () => {
    // 5901234123457 and 4006381333931 are well-known EAN-13 examples, 96385074 an EAN-8, 00012345600012 a GTIN-14.
    for (const code of [VALID_GLN, '5901234123457', '4006381333931', '96385074', '00012345600012', '0000000000000']) {
      expect(hasValidGs1CheckDigit(code), code).toBe(true);
    }
  });

  it('rejects a wrong check digit, a swap of neighbouring digits and anything that is not 8 to 14 digits', () => {
    for (const code of [
      '3830000000018',
      '3830000000010',
      '5901234123458',
      '5091234123457',
      '1234567',
      '123456789012345',
      '',
      '590123412345a',
      ' 5901234123457',
    ]) {
      expect(hasValidGs1CheckDigit(code), code).toBe(false);
    }
  });

  it('finds exactly one valid check digit for each body', () => {
    for (const body of ['383000000001', '590123412345', '999999999999', '000000000000']) {
      const valid = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).filter(hasValidGs1CheckDigit);
      expect(valid, body).toHaveLength(1);
    }
  });
});

describe('ShopSchema', () => {
  it('accepts a 13-digit GLN with a correct check digit, trimmed', () => {
    const result = ShopSchema.safeParse({ ...shop, gln: ` ${VALID_GLN} ` });
    expect(result.success).toBe(true);
    expect(result.data?.gln).toBe(VALID_GLN);
  });

  it('rejects a GLN with a wrong check digit or of another length, even with a valid check digit', () => {
    for (const gln of [
      '3830000000018',
      '96385074',
      '00012345600012',
      '383000000001',
      '38300000000170',
      '383-000000001-7',
      'GLN',
    ]) {
      expect(messages(ShopSchema.safeParse({ ...shop, gln })), gln).toEqual({ gln: 'super.validation.gln' });
    }
  });

  it('takes a missing or blank GLN as none', () => {
    expect(ShopSchema.parse(shop).gln).toBeNull();
    expect(ShopSchema.parse({ ...shop, gln: '' }).gln).toBeNull();
    expect(ShopSchema.parse({ ...shop, gln: '   ' }).gln).toBeNull();
  });

  it('accepts IANA time zones and rejects made-up ones', () => {
    for (const timeZone of ['Europe/Ljubljana', 'Europe/Zagreb', 'America/New_York', 'UTC']) {
      expect(ShopSchema.safeParse({ ...shop, timeZone }).success, timeZone).toBe(true);
    }
    for (const timeZone of ['Mars/Olympus', 'Europe/Atlantis', 'Ljubljana', '', '   ']) {
      expect(messages(ShopSchema.safeParse({ ...shop, timeZone })), timeZone).toEqual({
        timeZone: 'super.validation.timeZone',
      });
    }
  });

  it('rejects UTC offsets, which are no IANA names and mean the opposite sign to PostgreSQL', () => {
    for (const timeZone of ['+01:00', '-05:00', '+0100']) {
      expect(messages(ShopSchema.safeParse({ ...shop, timeZone })), timeZone).toEqual({
        timeZone: 'super.validation.timeZone',
      });
    }
  });

  it('offers only the export modules pantheon and minimax', () => {
    expect(ShopSchema.parse({ ...shop, exportModule: 'pantheon' }).exportModule).toBe('pantheon');
    expect(ShopSchema.parse({ ...shop, exportModule: 'minimax' }).exportModule).toBe('minimax');
    for (const exportModule of ['Pantheon', 'sap', '', undefined]) {
      expect(messages(ShopSchema.safeParse({ ...shop, exportModule })), String(exportModule)).toEqual({
        exportModule: 'validation.choose',
      });
    }
  });

  it('turns empty optional fields into null and trims the rest', () => {
    expect(
      ShopSchema.parse({ ...shop, name: '  Gostilna Lipa ', address: '', deliveryAddress: '  ', gln: '' }),
    ).toEqual({
      name: 'Gostilna Lipa',
      address: null,
      deliveryAddress: null,
      gln: null,
      timeZone: 'Europe/Ljubljana',
      exportModule: 'pantheon',
    });
    expect(ShopSchema.parse({ ...shop, address: ' Trg 1, Ljubljana ', deliveryAddress: 'Dvorišče 2' })).toMatchObject({
      address: 'Trg 1, Ljubljana',
      deliveryAddress: 'Dvorišče 2',
    });
  });

  it('answers translation keys when the form sent nothing', () => {
    expect(messages(ShopSchema.safeParse({}))).toEqual({
      name: 'validation.required',
      timeZone: 'validation.required',
      exportModule: 'validation.choose',
    });
    expect(messages(ShopSchema.safeParse({ ...shop, name: ' a ' }))).toEqual({ name: 'validation.required' });
    expect(messages(ShopSchema.safeParse({ ...shop, address: 'x'.repeat(301) }))).toEqual({
      address: 'validation.tooLong',
    });
  });
});

describe('CompanySchema', () => {
  it('trims the name and turns empty optional fields into null', () => {
    expect(CompanySchema.parse({ name: '  Bistro Lipa  ' })).toEqual({
      name: 'Bistro Lipa',
      vatNumber: null,
      address: null,
    });
    expect(CompanySchema.parse({ name: 'Bistro Lipa', vatNumber: '  ', address: '' })).toEqual({
      name: 'Bistro Lipa',
      vatNumber: null,
      address: null,
    });
    expect(CompanySchema.parse({ name: 'Bistro Lipa', vatNumber: ' SI12345679 ', address: 'Trg 1' })).toEqual({
      name: 'Bistro Lipa',
      vatNumber: 'SI12345679',
      address: 'Trg 1',
    });
  });

  it("refuses a VAT number with a wrong check digit, like a supplier's, and stores a valid one with its prefix", () => {
    expect(messages(CompanySchema.safeParse({ name: 'Bistro Lipa', vatNumber: 'SI12345678' }))).toEqual({
      vatNumber: 'validation.vatNumber',
    });
    expect(CompanySchema.parse({ name: 'Bistro Lipa', vatNumber: '12345679' }).vatNumber).toBe('SI12345679');
    expect(CompanySchema.parse({ name: 'Bistro Lipa', vatNumber: 'HR33392005961' }).vatNumber).toBe('HR33392005961');
  });

  it('answers translation keys', () => {
    expect(messages(CompanySchema.safeParse({}))).toEqual({ name: 'validation.required' });
    expect(messages(CompanySchema.safeParse({ name: '   ' }))).toEqual({ name: 'validation.required' });
    expect(
      messages(CompanySchema.safeParse({ name: 'x'.repeat(201), vatNumber: 'x'.repeat(21), address: 'x'.repeat(301) })),
    ).toEqual({
      name: 'validation.tooLong',
      vatNumber: 'validation.tooLong',
      address: 'validation.tooLong',
    });
  });
});

describe('RegionSchema', () => {
  it('requires a name of at least two characters, trimmed', () => {
    expect(RegionSchema.parse({ name: ' Gorenjska ' })).toEqual({ name: 'Gorenjska' });
    expect(messages(RegionSchema.safeParse({}))).toEqual({ name: 'validation.required' });
    expect(messages(RegionSchema.safeParse({ name: ' G ' }))).toEqual({ name: 'validation.required' });
  });
});

describe('every message the org schemas answer', () => {
  it('is a key translated in English and Slovenian', () => {
    const results: Issues[] = [
      CompanySchema.safeParse({}),
      CompanySchema.safeParse({ name: 'x'.repeat(201) }),
      CompanySchema.safeParse({ name: 'Bistro Lipa', vatNumber: 'SI12345678' }),
      RegionSchema.safeParse({}),
      ShopSchema.safeParse({}),
      ShopSchema.safeParse({ ...shop, gln: '1', timeZone: 'Mars/Olympus', exportModule: 'sap' }),
    ];
    const keys = new Set(results.flatMap((result) => Object.values(messages(result))));
    expect([...keys].sort()).toEqual([
      'super.validation.gln',
      'super.validation.timeZone',
      'validation.choose',
      'validation.required',
      'validation.tooLong',
      'validation.vatNumber',
    ]);
    const lookup = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    for (const key of keys) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(sl, key), `sl ${key}`).toBe('string');
    }
  });
});
