import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  isValidPostCode,
  parseSupplierId,
  SupplierFieldsSchema,
  SupplierSchema,
  SUPPLIER_COUNTRIES,
  type SupplierInput,
} from './supplier.schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const valid = (values: Partial<SupplierInput> = {}) => ({
  name: 'Mlinotest d.o.o.',
  country: 'SI' as const,
  ...values,
});

describe('VAT numbers', () => {
  it('is checked against the chosen country and stored with its prefix', () => {
    const result = SupplierSchema.safeParse(valid({ country: 'SI', vatNumber: '12345679' }));
    expect(result.success && result.data.vatNumber).toBe('SI12345679');
    expect(messages(SupplierSchema.safeParse(valid({ country: 'SI', vatNumber: 'SI12345678' })))).toEqual({
      vatNumber: 'validation.vatNumberForCountry',
    });
    expect(messages(SupplierSchema.safeParse(valid({ country: 'HR', vatNumber: 'SI12345679' })))).toEqual({
      vatNumber: 'validation.vatNumberForCountry',
    });
  });
});

describe('post codes', () => {
  it('follow the chosen country', () => {
    expect(isValidPostCode('SI', '1000')).toBe(true);
    expect(isValidPostCode('SI', '10000')).toBe(false);
    expect(isValidPostCode('HR', '10000')).toBe(true);
    expect(isValidPostCode('HR', '1000')).toBe(false);
    expect(isValidPostCode('AT', '1010')).toBe(true);
    expect(isValidPostCode('DE', '80331')).toBe(true);
    expect(isValidPostCode('DE', '8033')).toBe(false);
  });
  it('has a rule for every offered country', () => {
    for (const country of SUPPLIER_COUNTRIES) expect(typeof isValidPostCode(country, '1000')).toBe('boolean');
  });
  it('are refused with a translation key', () => {
    expect(SupplierSchema.safeParse(valid({ postCode: '1000' })).success).toBe(true);
    expect(messages(SupplierSchema.safeParse(valid({ postCode: '10000' })))).toEqual({
      postCode: 'suppliers.validation.postCode',
    });
    expect(messages(SupplierSchema.safeParse(valid({ country: 'HR', postCode: '1000' })))).toEqual({
      postCode: 'suppliers.validation.postCode',
    });
  });
});

describe('the supplier form', () => {
  it('requires a name and a known country, also when the form sent nothing', () => {
    expect(messages(SupplierSchema.safeParse({}))).toEqual({
      name: 'validation.required',
      country: 'validation.choose',
    });
    expect(messages(SupplierSchema.safeParse(valid({ name: '   ', country: 'XX' as 'SI' })))).toEqual({
      name: 'validation.required',
      country: 'validation.choose',
    });
  });

  it('shows every error at once, the country-dependent ones too', () => {
    const result = SupplierSchema.safeParse({
      country: 'SI',
      vatNumber: 'SI12345678',
      postCode: '10000',
      email: 'not-an-email',
    });
    expect(messages(result)).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      postCode: 'suppliers.validation.postCode',
      vatNumber: 'validation.vatNumberForCountry',
    });
  });

  it('checks the order e-mail and the phone', () => {
    expect(SupplierSchema.safeParse(valid({ email: 'orders@mlinotest.si' })).success).toBe(true);
    expect(messages(SupplierSchema.safeParse(valid({ email: 'orders@' })))).toEqual({ email: 'validation.email' });
    expect(messages(SupplierSchema.safeParse(valid({ contactPhone: 'call me' })))).toEqual({
      contactPhone: 'validation.phone',
    });
    expect(SupplierSchema.safeParse(valid({ contactPhone: '+386 5 393 50 00' })).success).toBe(true);
  });

  it('trims text and stores empty optional fields as null', () => {
    const result = SupplierSchema.parse(valid({ name: '  Mlinotest  ', address: '', city: ' Ajdovščina ', email: '' }));
    expect(result).toMatchObject({
      name: 'Mlinotest',
      address: null,
      city: 'Ajdovščina',
      email: null,
      vatNumber: null,
      contactEmails: [],
    });
  });

  it('parses again what it produced (stored values pass)', () => {
    const once = SupplierSchema.parse(
      valid({ vatNumber: '12345679', postCode: '5270', contactEmails: ['a@mlinotest.si'] }),
    );
    expect(SupplierSchema.parse(once)).toEqual(once);
  });

  it('gives the form its HTML constraints: name and country required, the rest optional', () => {
    const constraint = getZodConstraint(SupplierFieldsSchema);
    expect(constraint.name).toMatchObject({ required: true });
    expect(constraint.country).toMatchObject({ required: true });
    expect(constraint.vatNumber).toMatchObject({ required: false });
    expect(constraint.contactEmails).toMatchObject({ required: false, multiple: true });
  });

  it('rejects too long values', () => {
    expect(messages(SupplierSchema.safeParse(valid({ name: 'x'.repeat(201) })))).toEqual({
      name: 'validation.tooLong',
    });
  });
});

describe('contact e-mails', () => {
  it('checks each address and names the row that is wrong', () => {
    const result = SupplierSchema.safeParse(
      valid({ contactEmails: ['ana@mlinotest.si', 'not-an-email', 'bor@mlinotest.si'] }),
    );
    expect(messages(result)).toEqual({ 'contactEmails.1': 'validation.email' });
  });

  it('drops empty rows and repeats', () => {
    const result = SupplierSchema.parse(
      valid({ contactEmails: ['', 'ana@mlinotest.si', undefined, ' ANA@mlinotest.si ', 'bor@mlinotest.si'] }),
    );
    expect(result.contactEmails).toEqual(['ana@mlinotest.si', 'bor@mlinotest.si']);
  });

  it('allows at most 20', () => {
    const many = Array.from({ length: 21 }, (_, i) => `c${i}@mlinotest.si`);
    expect(messages(SupplierSchema.safeParse(valid({ contactEmails: many })))).toEqual({
      contactEmails: 'suppliers.validation.tooManyEmails',
    });
    expect(SupplierSchema.safeParse(valid({ contactEmails: many.slice(0, 20) })).success).toBe(true);
  });

  it('reads the list from a submitted form, errors by row', () => {
    const formData = new FormData();
    formData.set('name', 'Žito d.o.o.');
    formData.set('country', 'SI');
    formData.set('contactEmails[0]', 'prodaja@zito.si');
    formData.set('contactEmails[1]', '');
    formData.set('contactEmails[2]', 'nope');
    const failed = parseWithZod(formData, { schema: SupplierSchema });
    expect(failed.status).toBe('error');
    expect(failed.reply().error).toEqual({ 'contactEmails[2]': ['validation.email'] });

    formData.set('contactEmails[2]', 'nabava@zito.si');
    const submission = parseWithZod(formData, { schema: SupplierSchema });
    expect(submission.status === 'success' && submission.value.contactEmails).toEqual([
      'prodaja@zito.si',
      'nabava@zito.si',
    ]);
  });

  it('is an empty list when the form has no rows', () => {
    const formData = new FormData();
    formData.set('name', 'Žito d.o.o.');
    formData.set('country', 'SI');
    const submission = parseWithZod(formData, { schema: SupplierSchema });
    expect(submission.status === 'success' && submission.value.contactEmails).toEqual([]);
  });
});

describe('parseSupplierId', () => {
  it('accepts positive 32-bit integers only', () => {
    expect(parseSupplierId('1')).toBe(1);
    expect(parseSupplierId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '-1', 'abc', '1.5', '01', '', '2147483648', '99999999999', undefined, null])
      expect(parseSupplierId(bad)).toBeNull();
  });
});

describe('GLN and mail language', () => {
  it('take a GLN of 13 digits with a valid GS1 check digit, spaces dropped, empty as none', () => {
    const parsed = SupplierSchema.safeParse(valid({ gln: '383 0000 000017', language: 'sl' }));
    expect(parsed.success && [parsed.data.gln, parsed.data.language]).toEqual(['3830000000017', 'sl']);
    const empty = SupplierSchema.safeParse(valid({ gln: '', language: '' }));
    expect(empty.success && [empty.data.gln, empty.data.language]).toEqual([null, null]);
    for (const gln of ['3830000000018', '383000000001', '38300000000170', 'GLN3830000017'])
      expect(messages(SupplierSchema.safeParse(valid({ gln })))).toEqual({ gln: 'suppliers.validation.gln' });
  });

  it('refuse a language other than English or Slovenian', () => {
    expect(messages(SupplierSchema.safeParse(valid({ language: 'de' as never })))).toEqual({
      language: 'suppliers.validation.language',
    });
  });
});
