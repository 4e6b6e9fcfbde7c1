import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { hasValidCheckDigit } from '#app/utils/gs1';
import { isVatCountry, normalizeVatNumber, refineVatNumber, VAT_COUNTRIES, type VatCountry } from '#app/utils/vat';

/** The EU member states and the neighbours Slovenian shops buy from: the countries whose VAT numbers are checked. */
export const SUPPLIER_COUNTRIES = VAT_COUNTRIES;
export type SupplierCountry = VatCountry;
export const DEFAULT_SUPPLIER_COUNTRY: SupplierCountry = 'SI';

export const MAX_CONTACT_EMAILS = 20;

/** The languages a supplier's mail can be written in. */
export const SUPPLIER_LANGUAGES = ['en', 'sl'] as const;

const isSupplierCountry = isVatCountry;

/** Post codes by the country's own format where postcode-validator knows one, otherwise a plausible shape. */
export function isValidPostCode(country: SupplierCountry, postCode: string): boolean {
  const value = postCode.trim();
  if (postcodeValidatorExistsForCountry(country)) return postcodeValidator(value, country);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(value);
}

/** Messages are translation keys. Conform submits an empty field as undefined, so the type error reads "required". */
const required = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.tooLong');
/** Optional text: empty becomes null, so saving an emptied field clears it; null is accepted, so stored values parse again. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null);
const isEmail = (value: string) => z.email().safeParse(value).success;
const emailOrEmpty = z
  .string()
  .trim()
  .max(254, 'validation.tooLong')
  .refine((value) => value === '' || isEmail(value), 'validation.email');

/** The fields alone, for the form's HTML constraints (Conform cannot read them through the transform below). */
export const SupplierFieldsSchema = z.object({
  name: required(200),
  address: optional(200),
  city: optional(100),
  postCode: optional(20),
  country: z.enum(SUPPLIER_COUNTRIES, 'validation.choose'),
  email: emailOrEmpty.nullish().transform((value) => value || null),
  vatNumber: optional(30),
  /** GS1 Global Location Number: 13 digits, the last a check digit (spaces allowed while typing). */
  gln: z
    .string()
    .max(40, 'validation.tooLong')
    .transform((value) => value.replace(/\s/g, ''))
    .refine(
      (value) => value === '' || (/^\d{13}$/.test(value) && hasValidCheckDigit(value)),
      'suppliers.validation.gln',
    )
    .nullish()
    .transform((value) => value || null),
  /** The language of the mail the supplier is sent; empty: the sender's. */
  language: z
    .enum(['', ...SUPPLIER_LANGUAGES], 'suppliers.validation.language')
    .nullish()
    .transform((value) => value || null),
  supplierShopNumber: optional(50),
  shopSupplierNumber: optional(50),
  contactPerson: optional(200),
  contactPhone: z
    .string()
    .trim()
    .max(40, 'validation.tooLong')
    .refine((value) => value === '' || /^\+?[0-9 ()/-]{6,}$/.test(value), 'validation.phone')
    .nullish()
    .transform((value) => value || null),
  // Rows left empty are dropped, as are repeats (e-mail addresses are compared case-insensitively).
  contactEmails: z
    .array(emailOrEmpty.optional())
    .max(MAX_CONTACT_EMAILS, 'suppliers.validation.tooManyEmails')
    .optional()
    .transform((list = []) => {
      const seen = new Set<string>();
      return list.filter((email): email is string => {
        if (!email || seen.has(email.toLowerCase())) return false;
        seen.add(email.toLowerCase());
        return true;
      });
    }),
  customerIdAtSupplier: optional(100),
  supplierIdInOwnSystem: optional(100),
});

export const SupplierSchema = SupplierFieldsSchema.superRefine(
  (values, ctx) => {
    // Runs even when another field failed, so every error shows at once; the values may then be raw input.
    if (!isSupplierCountry(values.country)) return;
    if (typeof values.postCode === 'string' && values.postCode && !isValidPostCode(values.country, values.postCode)) {
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: 'suppliers.validation.postCode' });
    }
    // The same check as a company's VAT number (app/utils/vat.ts), here for the supplier's country.
    refineVatNumber(values.vatNumber, ctx, { country: values.country, path: ['vatNumber'] });
  },
  { when: () => true },
).transform((values) => ({
  ...values,
  vatNumber: values.vatNumber ? normalizeVatNumber(values.vatNumber, values.country) : null,
}));

/** What a form or a caller sends. */
export type SupplierInput = z.input<typeof SupplierSchema>;
/** What is stored: optional fields null, the VAT number normalised. */
export type SupplierValues = z.output<typeof SupplierSchema>;

const SUPPLIER_ROW_INTENTS = ['activate', 'deactivate', 'delete', 'restore'] as const;
export const SupplierRowIntentSchema = z.enum(SUPPLIER_ROW_INTENTS);

/** A supplier id from a URL or a form: a positive 32-bit integer, otherwise null (the route answers 404). */
export function parseSupplierId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
