import { z } from 'zod';

const id = z.coerce.number({ message: 'validation.choose' }).int('validation.choose').positive('validation.choose').max(2_147_483_647, 'validation.choose');

/** A quantity as typed: a positive decimal with a point or a comma ("1,5"), at most 11 digits before and 3 after. */
export const QuantitySchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .transform((value) => value.replace(',', '.'))
  .refine((value) => /^\d{1,11}(\.\d{1,3})?$/.test(value) && Number(value) > 0, 'cart.validation.quantity');

export const AddToCartSchema = z.object({ productId: id, quantity: QuantitySchema });
export const SetQuantitySchema = AddToCartSchema;
export const RemoveSchema = z.object({ productId: id });
export const EanSchema = z.object({ ean: z.string({ message: 'validation.required' }).trim().regex(/^\d{6,14}$/, 'cart.validation.ean') });

export const SupplierChoiceSchema = z.object({
  supplierId: id,
  deliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'cart.validation.date')
    .optional()
    .transform((value) => value ?? null),
  note: z
    .string()
    .max(1000, 'validation.tooLong')
    .optional()
    .transform((value) => value?.trim() || null),
});

export const SendSchema = z.object({
  submissionKey: z.uuid('validation.required'),
  confirmBelowMinimum: z
    .string()
    .optional()
    .transform((value) => value === 'on' || value === 'true'),
});
