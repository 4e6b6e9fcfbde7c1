import Decimal from 'decimal.js';

/** The expected credit of lines: nothing for a rejected one, else its promised credit, else its amount (as the list). */
export function expectedCreditOf(
  lines: readonly { amount: string | null; promisedCredit: string | null; supplierAnswer: string | null }[],
): string {
  return lines
    .reduce(
      (sum, line) => (line.supplierAnswer === 'rejected' ? sum : sum.plus(line.promisedCredit ?? line.amount ?? 0)),
      new Decimal(0),
    )
    .toFixed(2);
}
