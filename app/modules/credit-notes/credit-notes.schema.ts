import { z } from 'zod';
import type { CreditNoteKind } from '#app/db/schema/reclamations';
import { parseDecimalInput } from '#app/utils/decimal-input';
import type { Language } from '#app/utils/language';

/** The table's kinds, repeated so the browser bundle does not pull in the database schema; the type keeps them equal. */
export const KINDS = ['invoice', 'credit', 'debit'] as const satisfies readonly CreditNoteKind[];
export const MAX_LINES = 500;

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

/** A quantity or amount typed in the user's language ("1.234,50" in Slovenian), to its canonical string. */
function decimal(language: Language, fraction: number) {
  return z
    .string()
    .max(40, tooLong)
    .nullish()
    .transform((raw, ctx) => {
      const result = parseDecimalInput(raw, language, { maxFractionDigits: fraction, maxIntegerDigits: 10 });
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: `creditNotes.validation.decimal.${result.error}` });
        return z.NEVER;
      }
      return result.value;
    });
}

const isoDate = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'creditNotes.validation.date',
  );

/**
 * A document typed on the entry page (spec §3 Credit/debit note): supplier, kind, number, date, references and its
 * lines (item ID, description, invoice quantity, unit, difference, unit price, amount). A line's amount may be left
 * out when its unit price and quantity give it. Validated by the same schema in the browser and on the server.
 */
export function creditNoteFormSchema(language: Language) {
  const line = z
    .object({
      itemId: required(60),
      description: optional(200),
      invoiceQuantity: decimal(language, 3),
      unit: optional(20),
      differenceQuantity: decimal(language, 3),
      unitPrice: decimal(language, 4),
      amount: decimal(language, 2),
    })
    .superRefine((value, ctx) => {
      const quantity = value.differenceQuantity ?? value.invoiceQuantity;
      if (value.amount === null && (value.unitPrice === null || quantity === null))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'creditNotes.validation.amount' });
    });
  return z.object({
    supplierId: z.coerce
      .number('creditNotes.validation.supplier')
      .int('creditNotes.validation.supplier')
      .positive('creditNotes.validation.supplier')
      .max(2_147_483_647, 'creditNotes.validation.supplier'),
    kind: z.enum(KINDS, 'validation.required'),
    number: required(60),
    issueDate: isoDate,
    orderReference: optional(60),
    deliveryReference: optional(60),
    invoiceReference: optional(60),
    lines: z
      .array(line, 'creditNotes.validation.noLines')
      .min(1, 'creditNotes.validation.noLines')
      .max(MAX_LINES, tooLong),
  });
}

export type CreditNoteFormInput = z.input<ReturnType<typeof creditNoteFormSchema>>;
export type CreditNoteFormOutput = z.output<ReturnType<typeof creditNoteFormSchema>>;

/** A kind from the address or a form; a credit note for anything else. */
export function parseKind(value: FormDataEntryValue | string | null): CreditNoteKind {
  return (KINDS as readonly unknown[]).includes(value) ? (value as CreditNoteKind) : 'credit';
}
