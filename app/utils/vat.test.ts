import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CompanySchema } from '#app/modules/org/org.schema';
import { ApproveFieldsSchema } from '#app/modules/registrations/registration-request.schema';
import { SupplierSchema } from '#app/modules/suppliers/supplier.schema';
import en from '#app/locales/en';
import sl from '#app/locales/sl';
import { normalizeVatNumber, refineVatNumber } from './vat';

describe('normalizeVatNumber with a country (a supplier)', () => {
  it.each([
    ['SI', 'SI12345679', 'SI12345679'],
    ['SI', '12345679', 'SI12345679'],
    ['SI', 'si 1234 5679', 'SI12345679'],
    ['HR', 'HR33392005961', 'HR33392005961'],
    ['HR', '33392005961', 'HR33392005961'],
    ['AT', 'ATU13585627', 'ATU13585627'],
    ['AT', 'U13585627', 'ATU13585627'],
    ['AT', '13585627', 'ATU13585627'],
    ['DE', 'DE136695976', 'DE136695976'],
    ['DE', '136695976', 'DE136695976'],
    ['DE', 'DE 136.695.976', 'DE136695976'],
    ['GR', '094259216', 'EL094259216'],
    ['GR', 'EL094259216', 'EL094259216'],
    ['CH', 'CHE-123.456.788', 'CHE123456788'],
  ] as const)('%s %s is valid and stored as %s', (country, input, stored) => {
    expect(normalizeVatNumber(input, country)).toBe(stored);
  });

  it.each([
    ['SI', 'SI12345678'], // wrong mod-11 check digit
    ['SI', '12345678'],
    ['SI', '1234567'], // too short
    ['SI', 'SI'],
    ['SI', 'HR33392005961'], // valid, but another country's
    ['HR', 'HR33392005962'],
    ['HR', '33392005962'],
    ['AT', 'ATU13585626'],
    ['AT', 'U13585626'],
    ['DE', 'DE136695977'],
    ['DE', '136695977'],
    ['DE', 'SI12345679'],
  ] as const)('%s %s is refused', (country, input) => {
    expect(normalizeVatNumber(input, country)).toBeNull();
  });

  it('checks only the shape where no check-digit rule is known', () => {
    expect(normalizeVatNumber('4200000000001', 'BA')).toBe('4200000000001');
    expect(normalizeVatNumber('12', 'BA')).toBeNull();
  });
});

describe('normalizeVatNumber without a country (a company)', () => {
  it.each([
    ['SI12345679', 'SI12345679'],
    ['12345679', 'SI12345679'],
    ['si 1234 5679', 'SI12345679'],
    ['HR33392005961', 'HR33392005961'],
    ['ATU13585627', 'ATU13585627'],
    ['DE 136.695.976', 'DE136695976'],
    ['EL094259216', 'EL094259216'],
    ['CHE-123.456.788', 'CHE123456788'],
  ])('%s is valid and stored as %s', (input, stored) => {
    expect(normalizeVatNumber(input)).toBe(stored);
  });

  it.each(['SI12345678', '12345678', 'HR33392005962', 'DE136695977', 'XX12345679', 'SI', '1234567'])(
    '%s is refused',
    (input) => {
      expect(normalizeVatNumber(input)).toBeNull();
    },
  );
});

describe('one VAT check for companies, registration approvals and suppliers', () => {
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).filter((issue) => issue.path[0] === 'vatNumber').map((issue) => issue.message);

  it('refuses a wrong check digit in every form that takes a VAT number', () => {
    expect(issues(CompanySchema.safeParse({ name: 'Bistro Lipa', vatNumber: 'SI12345678' }))).toEqual([
      'validation.vatNumber',
    ]);
    expect(issues(ApproveFieldsSchema.safeParse({ vatNumber: 'SI12345678' }))).toEqual(['validation.vatNumber']);
    expect(issues(SupplierSchema.safeParse({ name: 'Mlinotest', country: 'SI', vatNumber: 'SI12345678' }))).toEqual([
      'validation.vatNumberForCountry',
    ]);
  });

  it('accepts and stores the same valid number the same way everywhere', () => {
    expect(CompanySchema.parse({ name: 'Bistro Lipa', vatNumber: ' si 1234 5679 ' }).vatNumber).toBe('SI12345679');
    expect(SupplierSchema.parse({ name: 'Mlinotest', country: 'SI', vatNumber: ' si 1234 5679 ' }).vatNumber).toBe(
      'SI12345679',
    );
    expect(issues(ApproveFieldsSchema.safeParse({ vatNumber: 'SI12345679' }))).toEqual([]);
  });

  it('lets an empty field pass, and says what is wrong in both languages', () => {
    const schema = z
      .string()
      .nullish()
      .superRefine((value, ctx) => refineVatNumber(value, ctx));
    expect(schema.safeParse('').success).toBe(true);
    expect(schema.safeParse(null).success).toBe(true);
    expect(en.validation.vatNumber).toMatch(/VAT/);
    expect(sl.validation.vatNumber).toMatch(/DDV/);
    expect(en.validation.vatNumberForCountry).toMatch(/VAT/);
    expect(sl.validation.vatNumberForCountry).toMatch(/DDV/);
  });
});
