import { z } from 'zod';
import { RECLAMATION_REASONS } from '#app/db/schema/reclamations';
import { parseDecimalInput } from '#app/utils/decimal-input';
import type { Language } from '#app/utils/language';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const note = z
  .string()
  .trim()
  .max(1000, 'reclamations.errors.noteTooLong')
  .transform((value) => value || null)
  .nullable()
  .catch(null);

/** A claimed quantity as typed in the user's language: positive, three decimals at most. */
function quantity(language: Language) {
  return z.string().transform((raw, ctx) => {
    const parsed = parseDecimalInput(raw, language, { maxFractionDigits: 3, maxIntegerDigits: 9 });
    if (!parsed.ok || parsed.value === null || Number(parsed.value) === 0) {
      ctx.addIssue({ code: 'custom', message: 'reclamations.errors.quantity' });
      return z.NEVER;
    }
    return parsed.value;
  });
}

/** What the reclamation page posts: its intent and that intent's fields (messages are locale keys). */
export function reclamationActionSchema(language: Language) {
  return z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('send') }),
    z.object({ intent: z.literal('retry') }),
    z.object({
      intent: z.literal('updateLine'),
      lineId: id,
      reason: z.enum(RECLAMATION_REASONS, { message: 'reclamations.errors.reason' }),
      quantity: quantity(language),
      note,
    }),
    z.object({ intent: z.literal('removeLine'), lineId: id }),
    z.object({
      intent: z.literal('addLine'),
      noteLineId: id.catch(0).refine((value) => value > 0, 'reclamations.errors.noteLine'),
      reason: z.enum(RECLAMATION_REASONS, { message: 'reclamations.errors.reason' }),
      quantity: quantity(language),
      note,
    }),
    z.object({ intent: z.literal('solveLine'), lineId: id, solved: z.enum(['true', 'false']) }),
    z.object({ intent: z.literal('solve') }),
  ]);
}

export type ReclamationAction = z.output<ReturnType<typeof reclamationActionSchema>>;
