import { z } from 'zod';

/** A row id as a form sends it: a positive integer that fits the column. */
const id = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, message);

/** A new API key: what the shop calls it, and the supplier (one of the shop's) whose system will use it. */
export const CreateApiKeySchema = z.object({
  name: z.string('validation.required').trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  supplierId: id('validation.choose'),
});
export type CreateApiKeyInput = z.output<typeof CreateApiKeySchema>;

export const RevokeApiKeySchema = z.object({ keyId: id('validation.choose') });
