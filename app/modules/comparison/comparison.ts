import Decimal from 'decimal.js';

/**
 * The comparison of what was ordered, delivered, invoiced and credited, per delivery note line, on exact decimals
 * (decision 034, Comparison):
 * - invoiced = the invoice quantity of the matched invoice lines + the difference quantity of the matched debit lines,
 *   and their amounts;
 * - credited = the difference quantity and amount of the matched credit lines;
 * - quantity difference = invoiced − credited − delivered (delivered: what was accepted into the order);
 * - money difference = invoiced amount (invoices and debits) − credited amount − delivered value, the delivered value
 *   being delivered × the order line's net unit price, rounded to cents per line as order amounts are.
 * A line no invoice or debit note bills yet has no difference ("no document yet", not zero); a line without an order
 * price (unplanned) has no money difference. The same sums are what the totals add up, in the repository's SQL too.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

/** The sums of the document lines matched to one delivery note line, as the database adds them; null: none. */
export interface DocumentSums {
  quantity: string;
  amount: string;
}

export interface ComparisonLineFacts {
  ordered: string | null;
  /** The accepted quantity: what entered the order. */
  delivered: string;
  /** The order line's price and discount; null for a line without an order (unplanned). */
  price: string | null;
  discount: string | null;
  invoiced: DocumentSums | null;
  debited: DocumentSums | null;
  credited: DocumentSums | null;
}

/** no_document: nothing bills the line yet; matches: billed and settled to zero; difference: anything else. */
export type ComparisonStatus = 'no_document' | 'matches' | 'difference';

export interface ComparisonLine {
  ordered: string | null;
  delivered: string;
  /** Null: no invoice or debit note line matches it. */
  invoicedQuantity: string | null;
  invoicedAmount: string | null;
  /** Null: no credit note line matches it. */
  creditedQuantity: string | null;
  creditedAmount: string | null;
  /** delivered × net unit price, to cents; null without an order price. */
  deliveredValue: string | null;
  quantityDifference: string | null;
  moneyDifference: string | null;
  status: ComparisonStatus;
}

const cents = (value: Dec) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** Exact, without trailing zeros ("2.500" → "2.5"). */
const plain = (value: Dec) => value.toFixed();

/** delivered × price × (1 − discount / 100), rounded to cents. */
export function deliveredValue(delivered: string, price: string | null, discount: string | null): string | null {
  if (price === null) return null;
  const value = new D(delivered)
    .times(price)
    .times(new D(100).minus(discount ?? '0'))
    .div(100);
  return cents(value).toFixed(2);
}

export function compareLine(facts: ComparisonLineFacts): ComparisonLine {
  const billed = facts.invoiced !== null || facts.debited !== null;
  const sum = (...parts: (string | undefined)[]) => parts.reduce((total, part) => total.plus(part ?? 0), new D(0));
  const invoicedQuantity = billed ? sum(facts.invoiced?.quantity, facts.debited?.quantity) : null;
  const invoicedAmount = billed ? sum(facts.invoiced?.amount, facts.debited?.amount) : null;
  const creditedQuantity = facts.credited ? new D(facts.credited.quantity) : null;
  const creditedAmount = facts.credited ? new D(facts.credited.amount) : null;
  const value = deliveredValue(facts.delivered, facts.price, facts.discount);
  const quantityDifference = invoicedQuantity
    ? invoicedQuantity.minus(creditedQuantity ?? 0).minus(facts.delivered)
    : null;
  const moneyDifference =
    invoicedAmount && value !== null ? cents(invoicedAmount.minus(creditedAmount ?? 0).minus(value)) : null;
  const status: ComparisonStatus = !billed
    ? 'no_document'
    : quantityDifference!.isZero() && (moneyDifference === null || moneyDifference.isZero())
      ? 'matches'
      : 'difference';
  return {
    ordered: facts.ordered === null ? null : plain(new D(facts.ordered)),
    delivered: plain(new D(facts.delivered)),
    invoicedQuantity: invoicedQuantity && plain(invoicedQuantity),
    invoicedAmount: invoicedAmount && invoicedAmount.toFixed(2),
    creditedQuantity: creditedQuantity && plain(creditedQuantity),
    creditedAmount: creditedAmount && creditedAmount.toFixed(2),
    deliveredValue: value,
    quantityDifference: quantityDifference && plain(quantityDifference),
    moneyDifference: moneyDifference && moneyDifference.toFixed(2),
    status,
  };
}

/** The money a set of lines adds up to (a note's, or the page's): each sum over the lines that have it. */
export interface ComparisonTotals {
  invoicedAmount: string;
  creditedAmount: string;
  deliveredValue: string;
  moneyDifference: string;
  /** Lines with a difference, and lines no document bills yet. */
  differences: number;
  withoutDocument: number;
}

export function sumComparison(lines: readonly ComparisonLine[]): ComparisonTotals {
  const sum = (key: 'invoicedAmount' | 'creditedAmount' | 'deliveredValue' | 'moneyDifference') =>
    lines.reduce((total, line) => total.plus(line[key] ?? 0), new D(0)).toFixed(2);
  return {
    invoicedAmount: sum('invoicedAmount'),
    creditedAmount: sum('creditedAmount'),
    deliveredValue: sum('deliveredValue'),
    moneyDifference: sum('moneyDifference'),
    differences: lines.filter((line) => line.status === 'difference').length,
    withoutDocument: lines.filter((line) => line.status === 'no_document').length,
  };
}
