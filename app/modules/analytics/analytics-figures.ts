import Decimal from 'decimal.js';

/**
 * What each analytics figure means (docs/decisions/036-delivery-analytics.md), as pure rules over hand-made rows.
 * The rollup's SQL (analytics-rollup.server.ts) computes the same per note, order and invoice line; the integration
 * tests hold it to these rules.
 */

/**
 * An order's first delivery came on the agreed delivery date: not earlier, not later. `deliveryDates` are the days of
 * its deliveries that were not refused as a whole: a van turned away at the door brought nothing on time.
 */
export function isOnTime(agreedDate: string, deliveryDates: readonly string[]): boolean {
  if (deliveryDates.length === 0) return false;
  return deliveryDates.reduce((first, day) => (day < first ? day : first)) === agreedDate;
}

export interface OrderedLine {
  ordered: string;
  /** Accepted into the order by all its signed-off deliveries, backorders included (rejected goods are not). */
  received: string;
}

/** Every line of the order got at least what was ordered, after its backorders. */
export function isInFull(lines: readonly OrderedLine[]): boolean {
  return lines.every((line) => new Decimal(line.received).gte(line.ordered));
}

/** On time and in full. */
export function isOtif(agreedDate: string, deliveryDates: readonly string[], lines: readonly OrderedLine[]): boolean {
  return isOnTime(agreedDate, deliveryDates) && isInFull(lines);
}

export interface InvoicedLine {
  /** The invoice line's net amount. */
  amount: string;
  invoiceQuantity: string;
  /** The matched order line's price and discount (%), so its net unit price is price × (1 − discount / 100). */
  orderPrice: string;
  orderDiscount: string;
}

/** What the invoice lines cost at the ordered net price, rounded to 4 decimals per line as the rollup stores it. */
export function atOrderPrice(line: InvoicedLine): Decimal {
  return new Decimal(line.orderPrice)
    .times(new Decimal(1).minus(new Decimal(line.orderDiscount).div(100)))
    .times(line.invoiceQuantity)
    .toDecimalPlaces(4);
}

/**
 * Price variance of invoice lines against their orders: (invoiced − at order price) / at order price, in percent
 * with two decimals; positive when the supplier charged more. Null when nothing was invoiced at a known price.
 */
export function priceVariancePercent(invoiced: Decimal.Value, atOrder: Decimal.Value): number | null {
  const base = new Decimal(atOrder);
  if (base.lte(0)) return null;
  return new Decimal(invoiced).minus(base).div(base).times(100).toDecimalPlaces(2).toNumber();
}

export function priceVariance(lines: readonly InvoicedLine[]): number | null {
  const invoiced = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const atOrder = lines.reduce((sum, line) => sum.plus(atOrderPrice(line)), new Decimal(0));
  return priceVariancePercent(invoiced, atOrder);
}

/** part / whole in percent with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** A counter against the previous period of the same length: the difference, and in percent when there was one. */
export function changeOf(current: number, previous: number): { delta: number; percent: number | null } {
  return {
    delta: current - previous,
    percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10,
  };
}

/** Average days from sending a reclamation to the supplier's answer, one decimal; null without answers. */
export function averageDaysToAnswer(pairs: readonly { sentAt: Date; answeredAt: Date }[]): number | null {
  if (pairs.length === 0) return null;
  const days = pairs.reduce((sum, pair) => sum + (pair.answeredAt.getTime() - pair.sentAt.getTime()) / 86_400_000, 0);
  return Math.round((days / pairs.length) * 10) / 10;
}

/** The sums a period (or one of its groups: a supplier, a shop, a week, a month) adds up to, as the reads return them. */
export interface FigureRow {
  /** What the row is for: '' (the whole period), a supplier's or shop's id, a week's Monday or a month's 1st. */
  key: string;
  deliveries: number;
  okDeliveries: number;
  problemDeliveries: number;
  unacceptableDeliveries: number;
  lines: number;
  breaches: { chilled: number; frozen: number; room: number };
  invoicedLines: number;
  invoicedAmount: string;
  invoicedAtOrderPrice: string;
  /** Judged orders (agreed date in the period, at least one delivery) and how many were on time, in full, both. */
  orders: number;
  onTime: number;
  inFull: number;
  otif: number;
  reclamations: number;
  claimed: string;
  recovered: string;
  /** Reclamations sent in the period and answered, and their days from sending to answer added up. */
  answered: number;
  answerDays: number;
}

export function emptyFigureRow(key = ''): FigureRow {
  return {
    key,
    deliveries: 0,
    okDeliveries: 0,
    problemDeliveries: 0,
    unacceptableDeliveries: 0,
    lines: 0,
    breaches: { chilled: 0, frozen: 0, room: 0 },
    invoicedLines: 0,
    invoicedAmount: '0',
    invoicedAtOrderPrice: '0',
    orders: 0,
    onTime: 0,
    inFull: 0,
    otif: 0,
    reclamations: 0,
    claimed: '0',
    recovered: '0',
    answered: 0,
    answerDays: 0,
  };
}

/** Rows of one period added up (a partition: the suppliers' rows make the period's total; every figure is a sum). */
export function sumFigureRows(rows: readonly FigureRow[], key = ''): FigureRow {
  const total = emptyFigureRow(key);
  const add = (a: string, b: string) => new Decimal(a).plus(b).toFixed();
  for (const row of rows) {
    total.deliveries += row.deliveries;
    total.okDeliveries += row.okDeliveries;
    total.problemDeliveries += row.problemDeliveries;
    total.unacceptableDeliveries += row.unacceptableDeliveries;
    total.lines += row.lines;
    total.breaches = {
      chilled: total.breaches.chilled + row.breaches.chilled,
      frozen: total.breaches.frozen + row.breaches.frozen,
      room: total.breaches.room + row.breaches.room,
    };
    total.invoicedLines += row.invoicedLines;
    total.invoicedAmount = add(total.invoicedAmount, row.invoicedAmount);
    total.invoicedAtOrderPrice = add(total.invoicedAtOrderPrice, row.invoicedAtOrderPrice);
    total.orders += row.orders;
    total.onTime += row.onTime;
    total.inFull += row.inFull;
    total.otif += row.otif;
    total.reclamations += row.reclamations;
    total.claimed = add(total.claimed, row.claimed);
    total.recovered = add(total.recovered, row.recovered);
    total.answered += row.answered;
    total.answerDays += row.answerDays;
  }
  return total;
}

/** The rates the page shows for a row, each null when its base is empty. */
export interface Rates {
  okPercent: number | null;
  onTimePercent: number | null;
  inFullPercent: number | null;
  otifPercent: number | null;
  temperatureBreaches: number;
  /** Reclamation records per 100 deliveries. */
  reclamationRate: number | null;
  /** Recovered credit as a share of the claimed amount. */
  recoveredPercent: number | null;
  priceVariancePercent: number | null;
  averageDaysToAnswer: number | null;
}

export function ratesOf(row: FigureRow): Rates {
  return {
    okPercent: percentOf(row.okDeliveries, row.deliveries),
    onTimePercent: percentOf(row.onTime, row.orders),
    inFullPercent: percentOf(row.inFull, row.orders),
    otifPercent: percentOf(row.otif, row.orders),
    temperatureBreaches: row.breaches.chilled + row.breaches.frozen + row.breaches.room,
    reclamationRate: percentOf(row.reclamations, row.deliveries),
    recoveredPercent: new Decimal(row.claimed).gt(0)
      ? new Decimal(row.recovered).div(row.claimed).times(100).toDecimalPlaces(1).toNumber()
      : null,
    priceVariancePercent:
      row.invoicedLines > 0 ? priceVariancePercent(row.invoicedAmount, row.invoicedAtOrderPrice) : null,
    averageDaysToAnswer: row.answered > 0 ? Math.round((row.answerDays / row.answered) * 10) / 10 : null,
  };
}

/** Lowest OTIF first, then lowest OK share, then most reclamations; a supplier without a figure goes last. */
export function sortWorstFirst<T extends { name: string; rates: Rates; figures: FigureRow }>(entries: T[]): T[] {
  const rank = (value: number | null) => (value === null ? Number.POSITIVE_INFINITY : value);
  return [...entries].sort(
    (a, b) =>
      rank(a.rates.otifPercent) - rank(b.rates.otifPercent) ||
      rank(a.rates.okPercent) - rank(b.rates.okPercent) ||
      b.figures.reclamations - a.figures.reclamations ||
      a.name.localeCompare(b.name),
  );
}
