import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { timeOfDay } from '#app/utils/time';
import { ShopSupplierValuesSchema, shopSupplierFormSchema } from './shop-supplier.schema';

/** What a browser posts: every field as text, lists repeated, the time in its parts. */
function formData(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const base: [string, string][] = [
  ['orderEmails[0]', 'narocila@mlekarna.test'],
  ['shortLineChoice', 'expect_rest'],
];

const parse = (entries: [string, string][], language: 'en' | 'si' = 'si') =>
  parseWithZod(formData([...base, ...entries]), { schema: shopSupplierFormSchema(language) });

const errorsOf = (submission: ReturnType<typeof parse>) => (submission.status === 'success' ? {} : submission.error);

describe('the edit form', () => {
  it('reads every field into the stored form', () => {
    const submission = parse([
      ['supplierShopNumber', ' 4711 '],
      ['shopSupplierNumber', 'D-12'],
      ['customerIdAtSupplier', 'KUP-881'],
      ['supplierIdInOwnSystem', 'DOB-007'],
      ['orderEmails[1]', 'Prodaja@Mlekarna.test'],
      ['orderEmails[2]', 'NAROCILA@mlekarna.test'],
      ['orderEmails[3]', ''],
      ['contactPerson', 'Mojca Bertoncelj'],
      ['contactPhone', '+386 4 512 34 60'],
      ['deliveryDays', '5'],
      ['deliveryDays', '1'],
      ['deliveryDays', '3'],
      ['orderCutoff.clock', 'h23'],
      ['orderCutoff.hour', '14'],
      ['orderCutoff.minute', '30'],
      ['minOrderValue', '1.234,50'],
    ]);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      supplierShopNumber: '4711',
      shopSupplierNumber: 'D-12',
      customerIdAtSupplier: 'KUP-881',
      supplierIdInOwnSystem: 'DOB-007',
      // Repeats (any case) and empty rows are dropped.
      orderEmails: ['narocila@mlekarna.test', 'Prodaja@Mlekarna.test'],
      contactPerson: 'Mojca Bertoncelj',
      contactPhone: '+386 4 512 34 60',
      deliveryDays: [1, 3, 5],
      orderCutoffMinutes: 14 * 60 + 30,
      minOrderValue: '1234.50',
      shortLineChoice: 'expect_rest',
      reclamationEmails: [],
      ascCertificateNumber: null,
      ascCertificateExpires: null,
      mscCertificateNumber: null,
      mscCertificateExpires: null,
    });
  });

  it('reads the short-line default, and refuses a choice that does not exist', () => {
    const cancel = parseWithZod(formData([base[0]!, ['shortLineChoice', 'cancel_rest']]), {
      schema: shopSupplierFormSchema('en'),
    });
    expect(cancel.status === 'success' && cancel.value.shortLineChoice).toBe('cancel_rest');
    const bad = parseWithZod(formData([base[0]!, ['shortLineChoice', 'keep_it']]), {
      schema: shopSupplierFormSchema('en'),
    });
    expect(errorsOf(bad)).toMatchObject({ shortLineChoice: ['validation.choose'] });
    const missing = parseWithZod(formData([base[0]!]), { schema: shopSupplierFormSchema('en') });
    expect(errorsOf(missing)).toMatchObject({ shortLineChoice: ['validation.choose'] });
  });

  it('leaves optional fields empty as null', () => {
    const submission = parse([]);
    expect(submission.status === 'success' && submission.value).toEqual({
      supplierShopNumber: null,
      shopSupplierNumber: null,
      customerIdAtSupplier: null,
      supplierIdInOwnSystem: null,
      orderEmails: ['narocila@mlekarna.test'],
      contactPerson: null,
      contactPhone: null,
      deliveryDays: [],
      orderCutoffMinutes: null,
      minOrderValue: null,
      shortLineChoice: 'expect_rest',
      reclamationEmails: [],
      ascCertificateNumber: null,
      ascCertificateExpires: null,
      mscCertificateNumber: null,
      mscCertificateExpires: null,
    });
  });

  it('reads a 12-hour cut-off and an English amount', () => {
    const submission = parse(
      [
        ['orderCutoff.clock', 'h12'],
        ['orderCutoff.hour', '2'],
        ['orderCutoff.minute', '45'],
        ['orderCutoff.period', 'pm'],
        ['minOrderValue', '1,234.5'],
      ],
      'en',
    );
    expect(submission.status === 'success' && submission.value).toMatchObject({
      orderCutoffMinutes: 14 * 60 + 45,
      minOrderValue: '1234.5',
    });
  });

  it('needs at least one order e-mail, and each must be valid', () => {
    const none = parseWithZod(formData([['orderEmails[0]', '']]), { schema: shopSupplierFormSchema('si') });
    expect(errorsOf(none)).toMatchObject({ orderEmails: ['shopSuppliers.validation.orderEmailRequired'] });
    expect(errorsOf(parse([['orderEmails[1]', 'orders@']]))).toMatchObject({ 'orderEmails[1]': ['validation.email'] });
  });

  it('refuses a cut-off off the quarter hours, out of range or incomplete, with the time error', () => {
    expect(
      errorsOf(
        parse([
          ['orderCutoff.hour', '14'],
          ['orderCutoff.minute', '10'],
        ]),
      ),
    ).toMatchObject({ orderCutoff: ['time.errors.step'] });
    expect(
      errorsOf(
        parse([
          ['orderCutoff.hour', '24'],
          ['orderCutoff.minute', '00'],
        ]),
      ),
    ).toMatchObject({ orderCutoff: ['time.errors.hour24'] });
    expect(
      errorsOf(
        parse([
          ['orderCutoff.hour', '23'],
          ['orderCutoff.minute', '50'],
        ]),
      ),
    ).toMatchObject({ orderCutoff: ['time.errors.max'] });
    expect(errorsOf(parse([['orderCutoff.hour', '9']]))).toMatchObject({ orderCutoff: ['time.errors.incomplete'] });
    expect(
      errorsOf(
        parse([
          ['orderCutoff.clock', 'h12'],
          ['orderCutoff.hour', '9'],
          ['orderCutoff.minute', '00'],
        ]),
      ),
    ).toMatchObject({ orderCutoff: ['time.errors.period'] });
  });

  it.each([
    ['-5', 'negative'],
    ['12,345', 'decimals'],
    ['abc', 'format'],
    ['99999999999', 'tooLarge'],
  ])('refuses the minimum order value %s: %s', (value, error) => {
    expect(errorsOf(parse([['minOrderValue', value]]))).toMatchObject({
      minOrderValue: [`shopSuppliers.validation.minOrderValue.${error}`],
    });
  });

  it('refuses a weekday that does not exist', () => {
    expect(errorsOf(parse([['deliveryDays', '8']]))).toMatchObject({ 'deliveryDays[0]': ['validation.choose'] });
  });

  it('refuses an invalid phone and too long numbers', () => {
    expect(errorsOf(parse([['contactPhone', 'call me']]))).toMatchObject({ contactPhone: ['validation.phone'] });
    expect(errorsOf(parse([['supplierShopNumber', 'x'.repeat(51)]]))).toMatchObject({
      supplierShopNumber: ['validation.tooLong'],
    });
  });
});

describe('the stored values the repo accepts', () => {
  const valid = {
    supplierShopNumber: null,
    shopSupplierNumber: null,
    customerIdAtSupplier: null,
    supplierIdInOwnSystem: null,
    orderEmails: ['a@b.test'],
    contactPerson: null,
    contactPhone: null,
    deliveryDays: [3, 1, 3],
    orderCutoffMinutes: timeOfDay(10, 15) / 60,
    minOrderValue: '99.9',
  };
  it('accepts canonical values and tidies lists', () => {
    expect(ShopSupplierValuesSchema.parse(valid)).toEqual({ ...valid, deliveryDays: [1, 3] });
  });
  it.each([
    ['no order e-mail', { orderEmails: [] }],
    ['a bad order e-mail', { orderEmails: ['nope'] }],
    ['a weekday 0', { deliveryDays: [0] }],
    ['a cut-off off the grid', { orderCutoffMinutes: 10 * 60 + 7 }],
    ['a cut-off after midnight', { orderCutoffMinutes: 1440 }],
    ['a float amount', { minOrderValue: '1e3' }],
    ['a localized amount', { minOrderValue: '12,50' }],
    ['a negative amount', { minOrderValue: '-1' }],
    ['an unknown field', { companyId: 5 }],
  ])('refuses %s', (_, change) => {
    expect(ShopSupplierValuesSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('reclamation addresses and seafood certificates', () => {
  it('reads several reclamation addresses, repeats and empty rows dropped, and none at all', () => {
    const submission = parse([
      ['reclamationEmails[0]', 'reklamacije@ribe.test'],
      ['reclamationEmails[1]', ''],
      ['reclamationEmails[2]', 'KAKOVOST@ribe.test'],
      ['reclamationEmails[3]', 'Reklamacije@Ribe.test'],
    ]);
    expect(submission.status === 'success' && submission.value.reclamationEmails).toEqual([
      'reklamacije@ribe.test',
      'KAKOVOST@ribe.test',
    ]);
    const bad = parse([['reclamationEmails[0]', 'not an address']]);
    expect(errorsOf(bad)).toMatchObject({ 'reclamationEmails[0]': ['validation.email'] });
  });

  it('reads the ASC and MSC numbers and expiry dates', () => {
    const submission = parse([
      ['ascCertificateNumber', ' ASC-C-00123 '],
      ['ascCertificateExpires', '2027-03-31'],
      ['mscCertificateNumber', 'MSC-C-52341'],
      ['mscCertificateExpires', ''],
    ]);
    expect(submission.status === 'success' && submission.value).toMatchObject({
      ascCertificateNumber: 'ASC-C-00123',
      ascCertificateExpires: '2027-03-31',
      mscCertificateNumber: 'MSC-C-52341',
      mscCertificateExpires: null,
    });
  });

  it('refuses a date that does not exist, a number with odd characters, and an expiry without its number', () => {
    const submission = parse([
      ['ascCertificateNumber', 'ASC;DROP'],
      ['ascCertificateExpires', '2027-02-30'],
      ['mscCertificateExpires', '2027-01-31'],
    ]);
    expect(errorsOf(submission)).toMatchObject({
      ascCertificateNumber: ['receivingRecords.validation.certificateNumber'],
      ascCertificateExpires: ['receivingRecords.validation.date'],
      mscCertificateNumber: ['receivingRecords.validation.certificateNumberRequired'],
    });
  });

  it('checks the stored form again, leaving the fields out when not given', () => {
    const base = {
      supplierShopNumber: null,
      shopSupplierNumber: null,
      customerIdAtSupplier: null,
      supplierIdInOwnSystem: null,
      orderEmails: ['a@b.test'],
      contactPerson: null,
      contactPhone: null,
      deliveryDays: [],
      orderCutoffMinutes: null,
      minOrderValue: null,
    };
    expect(ShopSupplierValuesSchema.parse(base)).not.toHaveProperty('reclamationEmails');
    expect(ShopSupplierValuesSchema.safeParse({ ...base, mscCertificateExpires: '2027-01-31' }).success).toBe(false);
    expect(ShopSupplierValuesSchema.safeParse({ ...base, reclamationEmails: ['x'] }).success).toBe(false);
    expect(
      ShopSupplierValuesSchema.parse({ ...base, mscCertificateNumber: 'MSC-C-1', mscCertificateExpires: '2027-01-31' }),
    ).toMatchObject({ mscCertificateNumber: 'MSC-C-1', mscCertificateExpires: '2027-01-31' });
  });
});
