import { z } from 'zod';
import type { Language } from '#app/utils/language';
import { isCanonicalDecimal, parseDecimalInput } from '#app/utils/decimal-input';
import { isValidTime, timeOfDaySchema, timeRules } from '#app/utils/time';
import { isCalendarDate } from '#app/utils/dates';
import { CERTIFICATE_SCHEMES, SHORT_LINE_CHOICES } from '#app/db/schema/receiving';

export const MAX_ORDER_EMAILS = 20;
/** How many directory suppliers the "add supplier" picker offers at a time; typing narrows them down. */
export const PICKER_LIMIT = 20;
/** ISO weekdays, Monday first: 1 Monday … 7 Sunday (as stored in shop_suppliers.delivery_days). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The order cut-off: any quarter hour of the day (00:00 … 23:45). Stored in minutes after midnight. */
export const CUTOFF_RULES = timeRules({ step: 15 * 60 });

/** Translation keys, like every message of a schema. */
const tooLong = 'validation.tooLong';

/** Optional text: empty becomes null; null is accepted, so stored values parse again. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

const phone = z
  .string()
  .trim()
  .max(40, tooLong)
  .refine((value) => value === '' || /^\+?[0-9 ()/-]{6,}$/.test(value), 'validation.phone')
  .nullish()
  .transform((value) => value || null);

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Repeats (compared case-insensitively) and empty rows are dropped; the first spelling is kept. */
function uniqueEmails(list: readonly (string | undefined)[]): string[] {
  const seen = new Set<string>();
  return list.filter((email): email is string => {
    if (!email || seen.has(email.toLowerCase())) return false;
    seen.add(email.toLowerCase());
    return true;
  });
}

/**
 * A seafood certificate (ASC, MSC): its number as printed on the certificate ("MSC-C-52341", "ASC-C-00123"; letters,
 * digits and - . / and spaces, at most 50) and its expiry date. Both optional: a supplier without one has none. An
 * expiry without a number names no certificate, so it is refused; a number without an expiry is kept (receiving then
 * cannot tell an expired one, and says nothing about expiry).
 */
const CERTIFICATE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const certificateNumber = z
  .string()
  .trim()
  .max(50, tooLong)
  .refine((value) => value === '' || CERTIFICATE_NUMBER.test(value), 'receivingRecords.validation.certificateNumber')
  .nullish()
  .transform((value) => value || null);
const certificateExpiry = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), 'receivingRecords.validation.date')
  .nullish()
  .transform((value) => value || null);

const certificates = {
  ascCertificateNumber: certificateNumber,
  ascCertificateExpires: certificateExpiry,
  mscCertificateNumber: certificateNumber,
  mscCertificateExpires: certificateExpiry,
};

type CertificateValues = Partial<Record<keyof typeof certificates, string | null>>;

/** An expiry date needs its certificate's number (reported on the number, where it is missing). */
function expiryNeedsNumber(values: CertificateValues, ctx: z.RefinementCtx) {
  for (const scheme of CERTIFICATE_SCHEMES) {
    if (values[`${scheme}CertificateExpires`] && !values[`${scheme}CertificateNumber`])
      ctx.addIssue({
        code: 'custom',
        path: [`${scheme}CertificateNumber`],
        message: 'receivingRecords.validation.certificateNumberRequired',
      });
  }
}

const sortedDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

const numbers = {
  supplierShopNumber: optional(50),
  shopSupplierNumber: optional(50),
  /** "Your ID in the supplier's system". */
  customerIdAtSupplier: optional(100),
  /** "The supplier's ID in your system". */
  supplierIdInOwnSystem: optional(100),
  contactPerson: optional(200),
  contactPhone: phone,
};

/**
 * The shop's side of a supplier as the edit form sends it, read in the user's language (the minimum order value is
 * typed as "1.234,50" in Slovenian). The same schema validates in the browser and on the server.
 */
export function shopSupplierFormSchema(language: Language) {
  return z
    .object({
      ...numbers,
      // Orders go to these addresses, so at least one is needed; rows left empty are dropped.
      orderEmails: z
        .array(
          z
            .string()
            .trim()
            .max(254, tooLong)
            .refine((value) => value === '' || isEmail(value), 'validation.email')
            .optional(),
        )
        .max(MAX_ORDER_EMAILS, 'shopSuppliers.validation.tooManyEmails')
        .optional()
        .transform((list = []) => uniqueEmails(list))
        .refine((list) => list.length > 0, 'shopSuppliers.validation.orderEmailRequired'),
      // Reclamations go here; none: to the order addresses (the reclamation's mail decides).
      reclamationEmails: z
        .array(
          z
            .string()
            .trim()
            .max(254, tooLong)
            .refine((value) => value === '' || isEmail(value), 'validation.email')
            .optional(),
        )
        .max(MAX_ORDER_EMAILS, 'receivingRecords.validation.tooManyReclamationEmails')
        .optional()
        .transform((list = []) => uniqueEmails(list)),
      ...certificates,
      deliveryDays: z
        .array(
          z.coerce
            .number('validation.choose')
            .int('validation.choose')
            .min(1, 'validation.choose')
            .max(7, 'validation.choose'),
        )
        .optional()
        .transform((days = []) => sortedDays(days)),
      orderCutoff: timeOfDaySchema(CUTOFF_RULES),
      minOrderValue: z
        .string()
        .max(40, tooLong)
        .optional()
        .transform((raw, ctx) => {
          const result = parseDecimalInput(raw, language);
          if (result.ok) return result.value;
          ctx.addIssue({ code: 'custom', message: `shopSuppliers.validation.minOrderValue.${result.error}` });
          return z.NEVER;
        }),
      // What receiving proposes for a short line's rest (decision 027).
      shortLineChoice: z.enum(SHORT_LINE_CHOICES, 'validation.choose'),
    })
    .superRefine(expiryNeedsNumber)
    .transform(({ orderCutoff, ...values }) => ({
      ...values,
      orderCutoffMinutes: orderCutoff === null ? null : orderCutoff / 60,
    }));
}

export type ShopSupplierFormInput = z.input<ReturnType<typeof shopSupplierFormSchema>>;
export type ShopSupplierFormOutput = z.output<ReturnType<typeof shopSupplierFormSchema>>;

/**
 * The stored form of the shop's side, which the repo checks again whatever called it: canonical amounts ("1234.5"),
 * minutes on the cut-off grid, ISO weekdays, at least one valid order address.
 */
export const ShopSupplierValuesSchema = z
  .object({
    ...numbers,
    orderEmails: z
      .array(z.string().trim().max(254, tooLong).refine(isEmail, 'validation.email'))
      .max(MAX_ORDER_EMAILS, 'shopSuppliers.validation.tooManyEmails')
      .transform(uniqueEmails)
      .refine((list) => list.length > 0, 'shopSuppliers.validation.orderEmailRequired'),
    deliveryDays: z.array(z.number().int().min(1).max(7)).transform(sortedDays),
    orderCutoffMinutes: z
      .number()
      .int()
      .nullable()
      .refine((minutes) => minutes === null || isValidTime(minutes * 60, CUTOFF_RULES), 'time.errors.step'),
    minOrderValue: z
      .string()
      .nullable()
      .refine((value) => value === null || isCanonicalDecimal(value), 'shopSuppliers.validation.minOrderValue.format'),
    /** Left as it is when not given (linking a supplier, the demo data). */
    shortLineChoice: z.enum(SHORT_LINE_CHOICES).optional(),
    // These too: left as they are when not given.
    reclamationEmails: z
      .array(z.string().trim().max(254, tooLong).refine(isEmail, 'validation.email'))
      .max(MAX_ORDER_EMAILS, 'receivingRecords.validation.tooManyReclamationEmails')
      .transform(uniqueEmails)
      .optional(),
    ascCertificateNumber: certificateNumber.optional(),
    ascCertificateExpires: certificateExpiry.optional(),
    mscCertificateNumber: certificateNumber.optional(),
    mscCertificateExpires: certificateExpiry.optional(),
  })
  .strict()
  .superRefine(expiryNeedsNumber);

export type ShopSupplierValuesInput = z.input<typeof ShopSupplierValuesSchema>;

const SHOP_SUPPLIER_ROW_INTENTS = ['activate', 'deactivate', 'delete', 'restore'] as const;
export const ShopSupplierRowIntentSchema = z.enum(SHOP_SUPPLIER_ROW_INTENTS);
