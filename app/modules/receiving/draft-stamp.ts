import { z } from 'zod';

/**
 * Which device saved a draft and as of which change (decision 030, "A reload while a save is under way"). Every save
 * and sign-off carries it and the server keeps it with the draft: a save naming an older version is still taken when
 * the newer stored version is this same device's own earlier save, since the device's copy holds everything that save
 * held and more. A save from another device or tab in between changes the stamp, so that one is refused as before.
 */
export const DraftStampSchema = z.object({
  device: z.string().uuid(),
  /** The device's clock at its latest change (ms), raised by one at least on each change. */
  changedAt: z.number().int().min(0),
});
export type DraftStamp = z.infer<typeof DraftStampSchema>;

/** The stamp kept in a stored draft (the `savedBy` key of the JSON column), or null. */
export function stampOf(stored: unknown): DraftStamp | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const parsed = DraftStampSchema.safeParse((stored as { savedBy?: unknown }).savedBy);
  return parsed.success ? parsed.data : null;
}

/** Whether a save stamped `incoming` supersedes the stored draft stamped `stored`: the same device, as of later. */
export function isOwnLaterSave(stored: DraftStamp | null, incoming: DraftStamp | null): boolean {
  return !!stored && !!incoming && stored.device === incoming.device && incoming.changedAt >= stored.changedAt;
}
