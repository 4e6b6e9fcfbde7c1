import { describe, expect, it } from 'vitest';
import {
  ApproveFieldsSchema,
  RejectSchema,
  approvalDefaults,
  parseRequestListParams,
  splitContactName,
} from './registration-request.schema';

describe('splitContactName', () => {
  it('takes the last word as the surname', () => {
    expect(splitContactName('Marta Lipnik')).toEqual({ name: 'Marta', lastname: 'Lipnik' });
    expect(splitContactName('  Ana   Marija  Novak ')).toEqual({ name: 'Ana Marija', lastname: 'Novak' });
  });
  it('leaves the surname empty for a single word, so the operator must fill it in', () => {
    expect(splitContactName('Cher')).toEqual({ name: 'Cher', lastname: '' });
  });
});

describe('approvalDefaults', () => {
  const request = {
    companyName: 'Gostilna Pri Lipi d.o.o.',
    contactName: 'Marta Lipnik',
    email: 'marta@prilipi.test',
    language: 'si' as const,
  };

  it('fills the form from the request', () => {
    expect(approvalDefaults(request, 'Main')).toEqual({
      companyName: 'Gostilna Pri Lipi d.o.o.',
      vatNumber: '',
      companyAddress: '',
      regionName: 'Main',
      shopName: 'Gostilna Pri Lipi d.o.o.',
      shopAddress: '',
      timeZone: 'Europe/Ljubljana',
      exportModule: 'pantheon',
      adminName: 'Marta',
      adminLastname: 'Lipnik',
      adminEmail: 'marta@prilipi.test',
      adminLanguage: 'si',
    });
  });

  it('is a valid approval as it stands when the contact has a first and last name', () => {
    expect(ApproveFieldsSchema.safeParse(approvalDefaults(request, 'Main')).success).toBe(true);
  });
});

describe('ApproveFieldsSchema', () => {
  const valid = approvalDefaults(
    { companyName: 'Kavarna d.o.o.', contactName: 'Jure Kos', email: 'jure@kavarna.test', language: 'en' },
    'Main',
  );
  const errors = (values: Record<string, unknown>) => {
    const result = ApproveFieldsSchema.safeParse({ ...valid, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('answers each missing required field with a translation key', () => {
    expect(
      errors({
        companyName: undefined,
        regionName: '',
        shopName: ' ',
        adminName: undefined,
        adminLastname: '',
        adminEmail: undefined,
      }),
    ).toEqual({
      companyName: 'validation.required',
      regionName: 'validation.required',
      shopName: 'validation.required',
      adminName: 'validation.required',
      adminLastname: 'validation.required',
      adminEmail: 'validation.required',
    });
  });

  it('checks the e-mail, time zone, export module and language like the forms of each level', () => {
    expect(
      errors({ adminEmail: 'not-an-email', timeZone: 'Mars/Olympus', exportModule: 'sap', adminLanguage: 'de' }),
    ).toEqual({
      adminEmail: 'validation.email',
      timeZone: 'super.validation.timeZone',
      exportModule: 'validation.choose',
      adminLanguage: 'validation.choose',
    });
  });

  it('turns empty optional fields into null and trims the rest', () => {
    const parsed = ApproveFieldsSchema.parse({
      ...valid,
      vatNumber: '',
      companyAddress: '  Trg 1, Ljubljana ',
      shopAddress: undefined,
    });
    expect(parsed).toMatchObject({ vatNumber: null, companyAddress: 'Trg 1, Ljubljana', shopAddress: null });
  });

  it('refuses text that is too long', () => {
    expect(errors({ companyName: 'x'.repeat(201), vatNumber: 'x'.repeat(21) })).toEqual({
      companyName: 'validation.tooLong',
      vatNumber: 'validation.tooLong',
    });
  });
});

describe('RejectSchema', () => {
  it('requires a reason of at most 2000 characters', () => {
    expect(RejectSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe('validation.required');
    expect(RejectSchema.safeParse({}).error?.issues[0]?.message).toBe('validation.required');
    expect(RejectSchema.safeParse({ reason: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('validation.tooLong');
    expect(RejectSchema.parse({ reason: ' We only serve Slovenia. ' })).toEqual({ reason: 'We only serve Slovenia.' });
  });
});

describe('parseRequestListParams', () => {
  const parse = (query: string) => parseRequestListParams(new URL(`http://x/super/registration-requests${query}`));
  it('shows new requests by default and falls back to them for an unknown status', () => {
    expect(parse('')).toEqual({ page: 1, q: undefined, status: 'new' });
    expect(parse('?status=bogus&page=-3')).toEqual({ page: 1, q: undefined, status: 'new' });
  });
  it('reads page, search and status', () => {
    expect(parse('?status=rejected&page=3&q=%20lipa%20')).toEqual({ page: 3, q: 'lipa', status: 'rejected' });
    expect(parse('?status=all')).toMatchObject({ status: 'all' });
  });
});
