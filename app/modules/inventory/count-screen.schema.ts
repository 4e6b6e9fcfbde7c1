import { z } from 'zod';

/** An amount as the screen sends it: a canonical decimal ("12", "1.5") or null for an empty field. */
const amount = z
  .string()
  .regex(/^\d{1,11}(\.\d{1,3})?$/)
  .nullable();

/** One person's entry of one line as the device last changed it (decision 035, "Counting together"). */
const CountEntryInputSchema = z.object({
  lineId: z.number().int().positive(),
  cartons: amount,
  units: amount,
  otherUnit: z.string().trim().max(40).nullable(),
  otherAmount: amount,
  /** The device's clock at this line's latest change (ms). */
  changedAt: z.number().int().min(0),
});
export type CountEntryInput = z.infer<typeof CountEntryInputSchema>;

/** The counting screen's autosave: the changed lines of one person, stamped with the device. */
export const SaveCountsSchema = z.object({
  device: z.string().uuid(),
  entries: z.array(CountEntryInputSchema).min(1).max(2000),
});
export type SaveCounts = z.infer<typeof SaveCountsSchema>;

/** Take a sector (or, without one, every sector of the sub-department), or give it back. */
export const TakeSectorSchema = z.object({
  countSectorId: z.number().int().positive().nullable(),
  release: z.boolean().default(false),
});

/** Add a product of the shop to a sector of the count (found by a scan or a search). */
export const AddCountProductSchema = z.object({
  countSectorId: z.number().int().positive(),
  productId: z.number().int().positive(),
});

/** The decided figure of a line whose counts differ (in count units). */
export const ResolveLineSchema = z.object({
  lineId: z.number().int().positive(),
  total: z.string().regex(/^\d{1,11}(\.\d{1,3})?$/),
});

/** Find a product of the shop: by a scanned code or by a search of names and codes. */
export const FindCountProductSchema = z.union([
  z.object({ code: z.string().trim().min(1).max(100) }),
  z.object({ search: z.string().trim().min(1).max(100) }),
]);
