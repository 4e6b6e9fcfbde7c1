import { z } from 'zod';
import { isCalendarDate } from '#app/utils/dates';

/** A new expected date for a backorder (a day of the calendar; not before today, which the service checks). */
export const BackorderDateSchema = z.object({
  backorderId: z.coerce.number().int().positive().max(2_147_483_647),
  expectedDate: z
    .string({ error: 'deliveryLists.backorders.errors.date' })
    .trim()
    .refine(isCalendarDate, 'deliveryLists.backorders.errors.date'),
});

export const BackorderCancelSchema = z.object({
  backorderId: z.coerce.number().int().positive().max(2_147_483_647),
});
