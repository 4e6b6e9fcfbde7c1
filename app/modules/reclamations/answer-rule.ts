import type { ReclamationAnswer, ReclamationLineAnswer } from '#app/db/schema/reclamations';

/** The supplier's answer to the whole reclamation: every line accepted, every line rejected, or partly. */
export function overallAnswer(lines: readonly ReclamationLineAnswer[]): ReclamationAnswer {
  if (lines.length && lines.every((answer) => answer === 'accepted')) return 'accepted';
  if (lines.length && lines.every((answer) => answer === 'rejected')) return 'rejected';
  return 'partly';
}

/** The credit a line's answer promises: none when rejected; the typed amount, else the line's amount when accepted. */
export function promisedCreditOf(
  answer: ReclamationLineAnswer,
  typed: string | null,
  lineAmount: string | null,
): string | null {
  if (answer === 'rejected') return null;
  return typed ?? lineAmount;
}
