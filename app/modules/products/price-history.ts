import { sameAmount } from './pricing';
import { addDays } from '#app/utils/dates';

/**
 * A product's prices over time (spec §3 "price valid from and to", §5 "Changing a price asks whether to create a new
 * price starting today"). Periods are calendar dates in the shop's time zone, both ends included, never overlapping;
 * `validTo` null is open-ended. Pure rules here; the repo applies the plan in one transaction.
 */

export interface PricePeriod {
  id: number;
  price: string;
  discount: string;
  vat: string;
  validFrom: string;
  validTo: string | null;
}

export interface PriceTerms {
  price: string;
  discount: string;
  vat: string;
}

export type PriceAnswer = 'new' | 'correct';

const covers = (period: Pick<PricePeriod, 'validFrom' | 'validTo'>, date: string) =>
  period.validFrom <= date && (period.validTo === null || period.validTo >= date);

/** The price valid on a date, or null (before the first price, or in a gap). */
export function priceOnDate<T extends Pick<PricePeriod, 'validFrom' | 'validTo'>>(
  periods: readonly T[],
  date: string,
): T | null {
  return periods.find((period) => covers(period, date)) ?? null;
}

/**
 * The price the edit form shows and changes: the one valid today; with none, the next one to start (a future-dated
 * price); with none either, the last one that ended.
 */
export function editablePrice<T extends Pick<PricePeriod, 'validFrom' | 'validTo'>>(
  periods: readonly T[],
  today: string,
): T | null {
  const current = priceOnDate(periods, today);
  if (current) return current;
  const sorted = [...periods].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return sorted.find((period) => period.validFrom > today) ?? sorted.at(-1) ?? null;
}

/** Whether changing this price should ask "create a new price starting today?": only for a price already in effect before today. */
export function asksForNewPrice(period: Pick<PricePeriod, 'validFrom'> | null, today: string): boolean {
  return !!period && period.validFrom < today;
}

export const termsChanged = (before: PriceTerms, after: PriceTerms) =>
  !sameAmount(before.price, after.price) ||
  !sameAmount(before.discount, after.discount) ||
  !sameAmount(before.vat, after.vat);

/** Whether the periods overlap (touching ends are allowed: one ends on the 9th, the next starts on the 10th). */
export function periodsOverlap(periods: readonly Pick<PricePeriod, 'validFrom' | 'validTo'>[]): boolean {
  const sorted = [...periods].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return sorted.some((period, i) => {
    const next = sorted[i + 1];
    return !!next && (period.validTo === null || period.validTo >= next.validFrom);
  });
}

export interface PriceChangeRequest extends PriceTerms {
  validFrom: string | null;
  validTo: string | null;
}

export type PricePlan =
  | { kind: 'none' }
  /** The price valid from … (with a possible end) is created: the product had no price yet. */
  | { kind: 'insert'; insert: Omit<PricePeriod, 'id'> }
  /** The price is corrected in place. */
  | { kind: 'update'; id: number; values: Omit<PricePeriod, 'id'> }
  /** The current price ends yesterday (when it is still open or runs past today) and a new one starts today. */
  | { kind: 'newFromToday'; close: { id: number; validTo: string } | null; insert: Omit<PricePeriod, 'id'> }
  | { kind: 'error'; field: 'validFrom' | 'validTo' | 'priceChange'; message: string };

/**
 * What saving the price fields of the edit form does:
 * - nothing changed: nothing;
 * - a price already in effect before today whose price, discount or VAT changed: the answer decides. "new" ends it
 *   yesterday and opens the new price today (until the entered end); "correct" changes it in place. Without an answer
 *   the form has to ask first;
 * - a price that started today, or a future-dated one, is corrected in place without asking (nobody was charged it
 *   yet, a second period from today would be a duplicate);
 * - only the dates changed: corrected in place.
 * Periods may never overlap another of the product's prices.
 */
export function planPriceChange(
  periods: readonly PricePeriod[],
  today: string,
  next: PriceChangeRequest,
  answer: PriceAnswer | null,
): PricePlan {
  const current = editablePrice(periods, today);
  if (!current) {
    const insert = {
      price: next.price,
      discount: next.discount,
      vat: next.vat,
      validFrom: next.validFrom ?? today,
      validTo: next.validTo,
    };
    return checkPeriods([], insert) ?? { kind: 'insert', insert };
  }
  const validFrom = next.validFrom ?? current.validFrom;
  const changed = termsChanged(current, next);
  if (changed && asksForNewPrice(current, today)) {
    if (answer === null) return { kind: 'error', field: 'priceChange', message: 'products.validation.priceAnswer' };
    if (answer === 'new') {
      // The entered end applies to the new price; an end already past would make it start after it ended.
      const validTo =
        next.validTo !== null && next.validTo >= today ? next.validTo : next.validTo === null ? null : undefined;
      if (validTo === undefined)
        return { kind: 'error', field: 'validTo', message: 'products.validation.validToBeforeToday' };
      const insert = { price: next.price, discount: next.discount, vat: next.vat, validFrom: today, validTo };
      const yesterday = addDays(today, -1);
      const close =
        current.validTo === null || current.validTo >= today ? { id: current.id, validTo: yesterday } : null;
      const others = periods.filter((period) => period.id !== current.id);
      const closed = close ? { ...current, validTo: yesterday } : current;
      return checkPeriods([...others, closed], insert) ?? { kind: 'newFromToday', close, insert };
    }
  }
  const values = { price: next.price, discount: next.discount, vat: next.vat, validFrom, validTo: next.validTo };
  const datesChanged = values.validFrom !== current.validFrom || values.validTo !== current.validTo;
  if (!changed && !datesChanged) return { kind: 'none' };
  return (
    checkPeriods(
      periods.filter((period) => period.id !== current.id),
      values,
    ) ?? { kind: 'update', id: current.id, values }
  );
}

function checkPeriods(others: readonly PricePeriod[], period: Omit<PricePeriod, 'id'>): PricePlan | null {
  if (period.validTo !== null && period.validTo < period.validFrom) {
    return { kind: 'error', field: 'validTo', message: 'products.validation.validToBeforeFrom' };
  }
  if (periodsOverlap([...others, period]))
    return { kind: 'error', field: 'validFrom', message: 'products.validation.priceOverlap' };
  return null;
}
