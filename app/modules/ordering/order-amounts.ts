import Decimal from 'decimal.js';

/**
 * Amounts of order lines and their totals, on exact decimals: line net = quantity × price × (1 − discount / 100),
 * gross = net × (1 + VAT / 100), each rounded to cents per line (half up); totals are sums of the rounded lines.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export interface LineTerms {
  quantity: string;
  price: string;
  discount: string;
  vat: string;
}

export interface LineAmounts {
  net: string;
  vat: string;
  gross: string;
}

const cents = (value: InstanceType<typeof D>) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export function lineAmounts(line: LineTerms): LineAmounts {
  const exactNet = new D(line.quantity).times(line.price).times(new D(100).minus(line.discount)).div(100);
  const net = cents(exactNet);
  const gross = cents(net.times(new D(100).plus(line.vat)).div(100));
  return { net: net.toFixed(2), vat: gross.minus(net).toFixed(2), gross: gross.toFixed(2) };
}

export function sumAmounts(lines: readonly LineAmounts[]): LineAmounts {
  const sum = (key: keyof LineAmounts) => lines.reduce((total, line) => total.plus(line[key]), new D(0)).toFixed(2);
  return { net: sum('net'), vat: sum('vat'), gross: sum('gross') };
}

/** Whether a net total is below the supplier's minimum order value (none set: never). */
export function belowMinimum(netTotal: string, minOrderValue: string | null | undefined): boolean {
  return !!minOrderValue && new D(netTotal).lt(minOrderValue);
}

/** Each line with its amounts, and the order's totals: the one rule every order is written with. */
export function orderAmounts<L extends LineTerms>(
  lines: readonly L[],
): { lines: (L & { amounts: LineAmounts })[]; totals: LineAmounts } {
  const priced = lines.map((line) => ({ ...line, amounts: lineAmounts(line) }));
  return { lines: priced, totals: sumAmounts(priced.map((line) => line.amounts)) };
}
