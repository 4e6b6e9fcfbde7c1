import { z } from 'zod';

const id = z.coerce
  .number({ message: 'validation.choose' })
  .int('validation.choose')
  .positive('validation.choose')
  .max(2_147_483_647, 'validation.choose');

/**
 * The largest quantity of one cart line (exclusive): a million units. A quantity column holds 11 digits before the
 * point, but a line's amount must fit the order's totals too, and nobody orders more than this at once.
 */
export const MAX_QUANTITY = 1_000_000;

/** A quantity as typed: a positive decimal with a point or a comma ("1,5"), at most 3 decimals, below a million. */
export const QuantitySchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .transform((value) => value.replace(',', '.'))
  .refine((value) => /^\d{1,11}(\.\d{1,3})?$/.test(value) && Number(value) > 0, 'cart.validation.quantity')
  .refine(
    (value) => !/^\d{1,11}(\.\d{1,3})?$/.test(value) || Number(value) < MAX_QUANTITY,
    'cart.validation.quantityMax',
  );

/** Whether "YYYY-MM-DD" is a day of the calendar (no 30 February) in a sane range. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export const AddToCartSchema = z.object({ productId: id, quantity: QuantitySchema });
export const RemoveSchema = z.object({ productId: id });
export const EanSchema = z.object({
  ean: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^\d{6,14}$/, 'cart.validation.ean'),
});

export const SupplierChoiceSchema = z.object({
  supplierId: id,
  deliveryDate: z
    .string()
    .refine(isCalendarDate, 'cart.validation.date')
    .optional()
    .transform((value) => value ?? null),
  note: z
    .string()
    .max(1000, 'validation.tooLong')
    .optional()
    .transform((value) => value?.trim() || null),
});

/**
 * The cart form as it stands on the screen: every line's quantity and every supplier's delivery date and note. Sent
 * with every save, send and submit, so nothing typed is left behind.
 */
export const CartEditsSchema = z.object({
  lines: z.array(AddToCartSchema).max(1000).default([]),
  suppliers: z.array(SupplierChoiceSchema).max(200).default([]),
});
export type CartEdits = z.output<typeof CartEditsSchema>;

export const SendSchema = CartEditsSchema.extend({
  submissionKey: z.uuid('validation.required'),
  confirmBelowMinimum: z
    .string()
    .optional()
    .transform((value) => value === 'on' || value === 'true'),
});

/** Returning a cart to its submitter: why, in a few words. */
export const ReturnSchema = z.object({
  note: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(1000, 'validation.tooLong'),
});
