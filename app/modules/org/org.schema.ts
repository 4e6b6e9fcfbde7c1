import { z } from 'zod';
import { hasValidCheckDigit } from '#app/utils/gs1';
import { EXPORT_MODULES } from '#app/db/schema/org';
import { normalizeVatNumber, refineVatNumber } from '#app/utils/vat';

const text = () => z.string('validation.required');
/** Optional text: empty becomes null; accepts its own output, so a repo can parse what a route already parsed. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null);

export const CompanySchema = z.object({
  name: text().trim().min(2, 'validation.required').max(200, 'validation.tooLong'),
  // Checked like a supplier's (app/utils/vat.ts): the prefix names the country, none is Slovenian; stored normalised.
  vatNumber: optionalText(20)
    .superRefine((value, ctx) => refineVatNumber(value, ctx))
    .transform((value) => value && (normalizeVatNumber(value) ?? value)),
  address: optionalText(300),
});
export type CompanyInput = z.input<typeof CompanySchema>;

export const RegionSchema = z.object({
  name: text().trim().min(2, 'validation.required').max(200, 'validation.tooLong'),
});
export type RegionInput = z.input<typeof RegionSchema>;

/** GS1 check digit (mod 10, weights 3 and 1 from the right), used for GLN and EAN/GTIN codes. */
export function hasValidGs1CheckDigit(code: string): boolean {
  return /^\d{8,14}$/.test(code) && hasValidCheckDigit(code);
}

function isTimeZone(value: string): boolean {
  // Node 22+ also takes UTC offsets such as "+01:00", which are no IANA names and which
  // PostgreSQL reads as POSIX zones, with the opposite sign.
  if (!/^[A-Za-z]/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ShopSchema = z.object({
  name: text().trim().min(2, 'validation.required').max(200, 'validation.tooLong'),
  address: optionalText(300),
  deliveryAddress: optionalText(300),
  gln: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || (/^\d{13}$/.test(v) && hasValidGs1CheckDigit(v)), 'super.validation.gln'),
  timeZone: text().trim().refine(isTimeZone, 'super.validation.timeZone'),
  exportModule: z.enum(EXPORT_MODULES, 'validation.choose'),
});
export type ShopInput = z.input<typeof ShopSchema>;
