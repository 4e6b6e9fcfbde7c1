import Decimal from 'decimal.js';

/**
 * Price arithmetic on exact decimals (decimal.js), shared by the form (live, as the user types) and the server.
 * Inputs are canonical decimal strings ("12.5", "22"); a JavaScript float never holds an amount.
 *
 * - price with discount = price × (1 − discount / 100)
 * - price with VAT      = price with discount × (1 + VAT / 100)
 * - net value           = price with discount × (1 + net percentage / 100)    (a selling value without VAT)
 * - gross value         = price with VAT × (1 + gross percentage / 100)       (a selling value with VAT)
 *
 * Each step works on the unrounded result of the one before; only what is shown is rounded, to cents, half up
 * (see docs/decisions, "Product prices").
 */

/** A private constructor: enough digits for numeric(14,4) × percentages, and commercial rounding. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

export interface PriceInput {
  price: string | null;
  discount?: string | null;
  vat: string | null;
  netPercentage?: string | null;
  grossPercentage?: string | null;
}

export interface DerivedPrices {
  priceWithDiscount: string | null;
  priceWithVat: string | null;
  netValue: string | null;
  grossValue: string | null;
}

const CANONICAL = /^\d+(\.\d+)?$/;

function dec(value: string | null | undefined): Dec | null {
  if (value === null || value === undefined || !CANONICAL.test(value)) return null;
  return new D(value);
}

const HUNDRED = new D(100);
const factor = (percent: Dec, sign: 1 | -1) =>
  (sign === 1 ? HUNDRED.plus(percent) : HUNDRED.minus(percent)).div(HUNDRED);

/** Exact values (not rounded), as plain decimal strings; null where an input is missing or not a number. */
export function derivePrices(input: PriceInput): DerivedPrices {
  const price = dec(input.price);
  const discount = input.discount ? dec(input.discount) : new D(0);
  const vat = dec(input.vat);
  const net = dec(input.netPercentage);
  const gross = dec(input.grossPercentage);
  const withDiscount = price && discount ? price.times(factor(discount, -1)) : null;
  const withVat = withDiscount && vat ? withDiscount.times(factor(vat, 1)) : null;
  return {
    priceWithDiscount: withDiscount ? plain(withDiscount) : null,
    priceWithVat: withVat ? plain(withVat) : null,
    netValue: withDiscount && net ? plain(withDiscount.times(factor(net, 1))) : null,
    grossValue: withVat && gross ? plain(withVat.times(factor(gross, 1))) : null,
  };
}

function plain(value: Dec): string {
  // toFixed() without digits never switches to exponent notation, unlike toString().
  const text = value.toFixed();
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Rounded to cents, half up: "12.345" → "12.35", "2" → "2.00". */
export function roundToCents(value: string): string {
  return new D(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The derived amounts as shown: cents, or null. */
export function displayPrices(input: PriceInput): DerivedPrices {
  const exact = derivePrices(input);
  const round = (value: string | null) => (value === null ? null : roundToCents(value));
  return {
    priceWithDiscount: round(exact.priceWithDiscount),
    priceWithVat: round(exact.priceWithVat),
    netValue: round(exact.netValue),
    grossValue: round(exact.grossValue),
  };
}

/** Whether two stored amounts are the same number ("12.5000" and "12.5"). */
export function sameAmount(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = dec(a ?? null);
  const y = dec(b ?? null);
  if (!x || !y) return (a ?? null) === (b ?? null);
  return x.equals(y);
}
