import { z } from 'zod';
import { REJECT_REASONS, SHORT_LINE_CHOICES } from '#app/db/schema/receiving';
import { DraftStampSchema, type DraftStamp } from './draft-stamp';

/**
 * A receipt as the receiving screen holds it and saves it as the user goes (docs/decisions/030-receiving-drafts-and-sign-off.md).
 * A draft keeps what was typed, even what is not valid yet (a half-typed quantity, a reading of "4,"), so nothing is
 * lost; sign-off checks it strictly with the receiving rules and answers per line what still needs doing.
 */

export const RECEIPT_LIMITS = {
  lines: 2000,
  text: 500,
  code: 80,
  quantity: 20,
  reading: 8,
  photosPerNote: 40,
} as const;

const text = (max: number = RECEIPT_LIMITS.text) => z.string().trim().max(max).nullable().default(null);
const flag = z.boolean().default(false);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()
  .default(null);

/** What the user entered on one line; the product, order line and expected quantity are the server's. */
export const ReceiptLineInputSchema = z.object({
  uid: z.string().uuid(),
  /** The order line it receives; null for an unplanned line. */
  orderLineId: z.number().int().positive().nullable().default(null),
  productId: z.number().int().positive().nullable().default(null),
  /** As typed or counted by scans: a decimal string; null = not entered yet. */
  delivered: text(RECEIPT_LIMITS.quantity),
  isRejected: flag,
  rejectReason: z.enum(REJECT_REASONS).nullable().default(null),
  /** The line's own reading as typed (°C). */
  temperature: text(RECEIPT_LIMITS.reading),
  /** A temperature breach accepted: what was done about it. */
  correctiveNote: text(),
  bestBefore: isoDate,
  lot: text(RECEIPT_LIMITS.code),
  isCertified: flag,
  /** Certified seafood: the number as typed; null = the supplier's number for the product's scheme. */
  certificateNumber: text(RECEIPT_LIMITS.code),
  /** The receiver keeps the line out of stock (a product flagged so is out anyway); the reason is then required. */
  excludeFromStock: flag,
  excludeReason: text(),
  reclamationNote: text(),
  isSolved: flag,
  /** For a short line: expect the rest (backorder) or cancel it; null = the supplier's default. */
  shortChoice: z.enum(SHORT_LINE_CHOICES).nullable().default(null),
});
export type ReceiptLineInput = z.infer<typeof ReceiptLineInputSchema>;

export const ReceiptHeaderSchema = z.object({
  deliveryNumber: text(RECEIPT_LIMITS.code),
  deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  damagedSeal: flag,
  missingSeal: flag,
  dirty: flag,
  unacceptable: flag,
  roomTemperature: text(RECEIPT_LIMITS.reading),
  fridgeTemperature: text(RECEIPT_LIMITS.reading),
  freezerTemperature: text(RECEIPT_LIMITS.reading),
  note: text(),
  driverName: text(RECEIPT_LIMITS.code),
  /** Nothing more will come for this order: a rest not cancelled is missing (decision 027). */
  closesOrder: flag,
  /** When the backorder of the expected rests is due; null = the supplier's next delivery day. */
  backorderDate: isoDate,
});
export type ReceiptHeader = z.infer<typeof ReceiptHeaderSchema>;

export const ReceiptDraftSchema = z.object({
  header: ReceiptHeaderSchema,
  lines: z.array(ReceiptLineInputSchema).max(RECEIPT_LIMITS.lines),
});
export type ReceiptDraft = z.infer<typeof ReceiptDraftSchema>;

/**
 * An autosave: the draft, the version the page last saw (a stale tab is told, not allowed to overwrite) and the
 * device's stamp (draft-stamp.ts).
 */
export const SaveDraftSchema = ReceiptDraftSchema.extend({
  version: z.number().int().min(0),
  savedBy: DraftStampSchema.nullable().default(null),
});
/** The stamp may be left out by callers on the server (the demo, tests): such a save is never an own later one. */
export type SaveDraft = Omit<z.infer<typeof SaveDraftSchema>, 'savedBy'> & { savedBy?: DraftStamp | null };

/** Sign-off: the last draft, a key so a retry records once, and the driver's signature (a PNG data URL) if signed. */
export const SignOffSchema = SaveDraftSchema.extend({
  signOffKey: z.string().uuid(),
  signature: z
    .string()
    .max(2_000_000)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
    .nullable()
    .default(null),
});
export type SignOffInput = Omit<z.infer<typeof SignOffSchema>, 'savedBy'> & { savedBy?: DraftStamp | null };

export const AmendSchema = z.object({ reason: z.string().trim().min(1).max(RECEIPT_LIMITS.text) });
