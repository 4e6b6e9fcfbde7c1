import Decimal from 'decimal.js';
import { z } from 'zod';
import type { Language } from '#app/utils/language';
import { hasValidGs1CheckDigit } from '#app/modules/org/org.schema';
import { parseDecimalInput } from '#app/utils/decimal-input';
import { isBelowLimit, temperatureLimitField } from '#app/modules/receiving/receiving-rules.schema';
import { TEMPERATURE_REGIMES } from './product-constants';

export {
  PRODUCT_FLAGS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  TEMPERATURE_REGIMES,
  type ProductFlag,
} from './product-constants';
export const MAX_GTINS = 20;
export const MAX_COUNTING_UNITS = 20;

/** EAN-8 and EAN-13 in the EAN field; GTIN-8, -12 (UPC-A), -13 and -14 among the GTINs. Both with a valid GS1 check digit. */
const EAN_LENGTHS = [8, 13];
const GTIN_LENGTHS = [8, 12, 13, 14];

/** People type and paste codes with spaces or dashes ("383 0001 234567"); the stored form is digits only. */
export const compactCode = (raw: string) => raw.replace(/[\s-]/g, '');

export function gs1CodeError(code: string, kind: 'ean' | 'gtin'): string | null {
  if (!/^\d+$/.test(code)) return 'products.validation.codeDigits';
  if (!(kind === 'ean' ? EAN_LENGTHS : GTIN_LENGTHS).includes(code.length)) return `products.validation.${kind}Length`;
  return hasValidGs1CheckDigit(code) ? null : 'products.validation.checkDigit';
}

const tooLong = 'validation.tooLong';
const required = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, tooLong);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** An amount typed in the user's language ("1.234,50" in Slovenian), to its canonical string, with a range. */
function amount(language: Language, options: { fraction: number; integer: number; max?: string; required?: boolean }) {
  return z
    .string()
    .max(40, tooLong)
    .nullish()
    .transform((raw, ctx) => {
      const result = parseDecimalInput(raw, language, {
        maxFractionDigits: options.fraction,
        maxIntegerDigits: options.integer,
      });
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: `products.validation.decimal.${result.error}` });
        return z.NEVER;
      }
      if (result.value === null && options.required) {
        ctx.addIssue({ code: 'custom', message: 'validation.required' });
        return z.NEVER;
      }
      if (result.value !== null && options.max && new Decimal(result.value).gt(options.max)) {
        ctx.addIssue({
          code: 'custom',
          message: options.max === '100' ? 'products.validation.percent' : 'products.validation.tooLarge',
        });
        return z.NEVER;
      }
      return result.value;
    });
}

const isoDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine(
    (value) =>
      value === null ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
    'products.validation.date',
  );

const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** "crate = 12" per line (spec §3 "other counting units"): a unit and how many count units it holds. */
function countingUnits(language: Language) {
  return z
    .string()
    .max(2000, tooLong)
    .nullish()
    .transform((raw, ctx) => {
      const units: { unit: string; factor: string }[] = [];
      const lines = (raw ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length > MAX_COUNTING_UNITS)
        ctx.addIssue({ code: 'custom', message: 'products.validation.tooManyUnits' });
      for (const line of lines) {
        const match = /^(.{1,40}?)\s*=\s*(\S.*)$/.exec(line);
        const factor = match
          ? parseDecimalInput(match[2], language, { maxFractionDigits: 3, maxIntegerDigits: 10 })
          : null;
        if (!match || !factor?.ok || !factor.value || new Decimal(factor.value).isZero()) {
          ctx.addIssue({ code: 'custom', message: 'products.validation.countingUnit' });
          return z.NEVER;
        }
        if (units.some((unit) => unit.unit.toLowerCase() === match[1]!.toLowerCase())) {
          ctx.addIssue({ code: 'custom', message: 'products.validation.countingUnitRepeated' });
          return z.NEVER;
        }
        units.push({ unit: match[1]!, factor: factor.value });
      }
      return units;
    });
}

const PRICE_ANSWERS = ['new', 'correct'] as const;

/**
 * Every product field of spec §3 as the form sends it, read in the user's language. The same schema checks in the
 * browser, on the server, and (later) each row of an import; what it cannot know (codes of other products, the
 * shop's suppliers) the repo checks.
 */
export function productFormSchema(language: Language) {
  return z
    .object({
      // Identification
      supplierId: z.coerce.number('validation.choose').int('validation.choose').positive('validation.choose'),
      supplierProductId: optional(100),
      internalProductId: optional(100),
      additionalInternalProductId: optional(100),
      name: required(200),
      ean: z
        .string()
        .max(40, tooLong)
        .nullish()
        .transform((value, ctx) => {
          const code = compactCode(value ?? '');
          if (!code) return null;
          const error = gs1CodeError(code, 'ean');
          if (error) {
            ctx.addIssue({ code: 'custom', message: error });
            return z.NEVER;
          }
          return code;
        }),
      coc: optional(100),
      gtins: z
        .array(z.string().max(40, tooLong).optional())
        .max(MAX_GTINS, 'products.validation.tooManyGtins')
        .optional()
        .superRefine((list = [], ctx) => {
          const seen = new Set<string>();
          list.forEach((raw, index) => {
            const code = compactCode(raw ?? '');
            if (!code) return;
            const error = gs1CodeError(code, 'gtin') ?? (seen.has(code) ? 'products.validation.gtinRepeated' : null);
            if (error) ctx.addIssue({ code: 'custom', path: [index], message: error });
            seen.add(code);
          });
        })
        .transform((list = []) => list.map((raw) => compactCode(raw ?? '')).filter(Boolean)),
      // Ordering
      minOrderQuantity: amount(language, { fraction: 3, integer: 10 }),
      supplierUnit: optional(20),
      unitsPerPackage: amount(language, { fraction: 3, integer: 10 }),
      packagesPerPallet: z
        .union([
          z.literal(''),
          z.coerce
            .number('validation.number')
            .int('validation.number')
            .min(1, 'validation.number')
            .max(100_000, 'products.validation.tooLarge'),
        ])
        .nullish()
        .transform((value) => (value === '' || value === undefined ? null : value)),
      // Price
      price: amount(language, { fraction: 4, integer: 10, required: true }).transform((value) => value as string),
      discount: amount(language, { fraction: 2, integer: 3, max: '100' }).transform((value) => value ?? '0'),
      vat: amount(language, { fraction: 2, integer: 3, max: '100', required: true }).transform(
        (value) => value as string,
      ),
      netPercentage: amount(language, { fraction: 2, integer: 4, max: '1000' }),
      grossPercentage: amount(language, { fraction: 2, integer: 4, max: '1000' }),
      validFrom: isoDate,
      validTo: isoDate,
      /** The answer to "Create a new price starting today?", when the edit form asked. */
      priceChange: z.enum(PRICE_ANSWERS).optional(),
      // Storage and certificates
      temperatureRegime: z.enum(TEMPERATURE_REGIMES, 'validation.choose').default('room'),
      certificates: optional(1000),
      other: optional(1000),
      // Receiving (decision 027): blank keeps the shop's limit for the regime.
      minShelfLifeDays: z
        .union([z.string().trim().max(10, tooLong), z.number()])
        .nullish()
        .transform((value, ctx) => {
          if (value === null || value === undefined || value === '') return null;
          const days = Number(value);
          if (!/^\d{1,4}$/.test(String(value)) || days > 3650) {
            ctx.addIssue({ code: 'custom', message: 'deliveryLists.settings.errors.shelfLife' });
            return z.NEVER;
          }
          return days;
        }),
      scanCountsPackage: checkbox,
      tracksLot: checkbox,
      temperatureMax: temperatureLimitField,
      temperatureTransportMax: temperatureLimitField,
      // Flags
      containsAlcohol: checkbox,
      isWeighted: checkbox,
      isRisky: checkbox,
      // Stock export
      exportUnit: optional(20),
      excludeFromStockExport: checkbox,
      unitsInPackage: amount(language, { fraction: 3, integer: 10 }),
      mainInventoryUnit: optional(20),
      inventoryCountUnit: optional(20),
      countingUnits: countingUnits(language),
    })
    .superRefine((values, ctx) => {
      if (
        typeof values.validFrom === 'string' &&
        typeof values.validTo === 'string' &&
        values.validTo < values.validFrom
      ) {
        ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'products.validation.validToBeforeFrom' });
      }
      if (values.temperatureTransportMax !== null && values.temperatureRegime !== 'frozen')
        ctx.addIssue({
          code: 'custom',
          path: ['temperatureTransportMax'],
          message: 'deliveryLists.settings.errors.transportFrozenOnly',
        });
      else if (isBelowLimit(values.temperatureTransportMax, values.temperatureMax))
        ctx.addIssue({
          code: 'custom',
          path: ['temperatureTransportMax'],
          message: 'deliveryLists.settings.errors.transportBelowLimit',
        });
      if (typeof values.ean === 'string' && Array.isArray(values.gtins)) {
        const index = values.gtins.indexOf(values.ean);
        if (index >= 0)
          ctx.addIssue({ code: 'custom', path: ['gtins', index], message: 'products.validation.gtinIsEan' });
      }
    });
}

export type ProductFormInput = z.input<ReturnType<typeof productFormSchema>>;
export type ProductValues = z.output<ReturnType<typeof productFormSchema>>;

export const PRODUCT_BULK_INTENTS = ['activate', 'deactivate', 'delete', 'restore'] as const;
export type ProductBulkIntent = (typeof PRODUCT_BULK_INTENTS)[number];

/**
 * A bulk request: the intent, and the ids of the checked boxes (one `ids` each) or, from the confirmation dialog, one
 * comma list. An unreadable intent or id fails; an empty list is a valid request that changes nothing.
 */
export const ProductBulkSchema = z.object({
  intent: z.enum(PRODUCT_BULK_INTENTS),
  ids: z
    .array(z.unknown())
    .transform((values) =>
      values.flatMap((value) => (typeof value === 'string' ? value.split(',') : [])).filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^[1-9][0-9]{0,9}$/)
          .transform(Number)
          .pipe(z.number().max(2_147_483_647)),
      ),
    ),
});

/** A write's field errors (field → one translation key) as the form's reply wants them. */
export const productFieldErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]]));
