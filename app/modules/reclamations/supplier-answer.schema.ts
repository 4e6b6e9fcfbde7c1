import { z } from 'zod';
import { RECLAMATION_LINE_ANSWERS } from '#app/db/schema/reclamations';
import { parseDecimalInput } from '#app/utils/decimal-input';
import type { Language } from '#app/utils/language';

/** More lines than any reclamation has: a bigger post is not a supplier's answer. */
const MAX_ANSWER_LINES = 500;
const MAX_COMMENT_LENGTH = 2000;
const tooLong = 'validation.tooLong';

const comment = z
  .string()
  .trim()
  .max(MAX_COMMENT_LENGTH, tooLong)
  .nullish()
  .transform((value) => value || null);

/**
 * The supplier's answer as the answer page posts it, in the page's language (the credit is typed as that language
 * writes amounts): each line accepted or rejected with a comment and a promised credit (≥ 0), who answered, and a
 * comment on the whole. Messages are translation keys.
 */
export function supplierAnswerSchema(language: Language) {
  return z.object({
    answeredBy: z.string('validation.required').trim().min(1, 'validation.required').max(120, tooLong),
    comment,
    lines: z
      .array(
        z.object({
          id: z.coerce.number('reclamationAnswer.errors.line').int().positive().max(2_147_483_647),
          answer: z.enum(RECLAMATION_LINE_ANSWERS, 'reclamationAnswer.errors.chooseAnswer'),
          comment,
          credit: z
            .string()
            .max(40, tooLong)
            .optional()
            .transform((raw, ctx) => {
              const result = parseDecimalInput(raw, language);
              if (result.ok) return result.value;
              ctx.addIssue({ code: 'custom', message: `reclamationAnswer.errors.credit.${result.error}` });
              return z.NEVER;
            }),
        }),
        'reclamationAnswer.errors.line',
      )
      .min(1, 'reclamationAnswer.errors.line')
      .max(MAX_ANSWER_LINES, 'reclamationAnswer.errors.line'),
  });
}

export type SupplierAnswerInput = z.output<ReturnType<typeof supplierAnswerSchema>>;
