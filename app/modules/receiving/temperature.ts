import Decimal from 'decimal.js';
import type { TemperatureRegime } from '#app/db/schema/catalog';

/**
 * Temperature verdicts at receiving (docs/decisions/027-receiving-rules.md). Each regime has an upper limit in °C per
 * shop, a product may override it; frozen goods also have a transport tolerance: a reading above the limit but at or
 * below the tolerance is "tolerated" (accepted, recorded, no corrective action), one above it is a breach. A breach
 * blocks sign-off until the line is rejected or accepted with a note saying what was done. Readings are decimal strings.
 */

export interface RegimeLimit {
  /** At or below this a reading is ok. */
  max: string;
  /** Frozen only: at or below this (and above `max`) a reading is tolerated, as allowed during transport. */
  transportMax?: string;
}

export type TemperatureLimits = Record<TemperatureRegime, RegimeLimit>;

/** A shop's or a product's own limits; null or absent keeps the one above it. */
export interface LimitOverride {
  max?: string | null;
  transportMax?: string | null;
}

export const DEFAULT_TEMPERATURE_LIMITS: TemperatureLimits = {
  chilled: { max: '4' },
  frozen: { max: '-18', transportMax: '-15' },
  room: { max: '25' },
};

/** The limits a shop works with: its settings where it has them, the defaults elsewhere. */
export function shopTemperatureLimits(
  settings: Partial<Record<TemperatureRegime, LimitOverride>> = {},
): TemperatureLimits {
  const max = (regime: TemperatureRegime) => settings[regime]?.max ?? DEFAULT_TEMPERATURE_LIMITS[regime].max;
  return {
    chilled: { max: max('chilled') },
    frozen: {
      max: max('frozen'),
      transportMax: settings.frozen?.transportMax ?? DEFAULT_TEMPERATURE_LIMITS.frozen.transportMax,
    },
    room: { max: max('room') },
  };
}

/**
 * The limit for one product: the product's own over the shop's. The tolerance exists for frozen goods only, and never
 * lies below the limit (a product allowed up to −12 °C is not "tolerated" at −13 °C).
 */
export function limitFor(
  regime: TemperatureRegime,
  shop: TemperatureLimits,
  product: LimitOverride | null = null,
): RegimeLimit {
  const max = product?.max ?? shop[regime].max;
  if (regime !== 'frozen') return { max };
  const transportMax = product?.transportMax ?? shop.frozen.transportMax ?? max;
  return { max, transportMax: Decimal.max(transportMax, max).toFixed() };
}

export type TemperatureVerdict = 'ok' | 'tolerated' | 'breach';

export function temperatureVerdict(readingC: string, limit: RegimeLimit): TemperatureVerdict {
  const reading = new Decimal(readingC);
  if (reading.lte(limit.max)) return 'ok';
  if (limit.transportMax !== undefined && reading.lte(limit.transportMax)) return 'tolerated';
  return 'breach';
}

const PLAUSIBLE = { min: -50, max: 60 };

/**
 * A reading as typed on a phone: "-18,5", "−18.5" (the minus sign some keyboards type), "+3", "4". At most one
 * decimal, between −50 and 60 °C; the canonical decimal string, or null when it is no reading.
 */
export function parseReading(raw: string): string | null {
  const compact = raw.replace(/\s/g, '').replace('\u2212', '-').replace(',', '.');
  if (!/^[-+]?\d{1,2}(\.\d)?$/.test(compact)) return null;
  const value = new Decimal(compact);
  if (value.lt(PLAUSIBLE.min) || value.gt(PLAUSIBLE.max)) return null;
  return value.isZero() ? '0' : value.toFixed();
}

/** The delivery's three readings (spec §3 Delivery note): the van's compartments, or the delivery as it stood. */
export interface DeliveryReadings {
  room: string | null;
  refrigerator: string | null;
  freezer: string | null;
}

const COMPARTMENT = { chilled: 'refrigerator', frozen: 'freezer', room: 'room' } as const;

export interface TemperatureLine<Id> {
  id: Id;
  regime: TemperatureRegime;
  /** The product's limit, from `limitFor`. */
  limit: RegimeLimit;
  /** The line's own reading; without one, the delivery's reading for the regime counts. */
  reading: string | null;
  /** Something came for the line (delivered above 0). */
  hasArrived: boolean;
  isRejected: boolean;
  /** What was done about a breach when the line is accepted anyway. */
  correctiveNote: string | null;
}

export type LineTemperature =
  | { verdict: TemperatureVerdict; reading: string; source: 'line' | 'delivery' }
  | { verdict: 'unmeasured' | 'not_needed' };

/** The verdict for one line; rejected lines and lines where nothing came need no reading. */
export function lineTemperature<Id>(line: TemperatureLine<Id>, delivery: DeliveryReadings): LineTemperature {
  if (line.isRejected || !line.hasArrived) return { verdict: 'not_needed' };
  const fromDelivery = delivery[COMPARTMENT[line.regime]];
  const [reading, source] =
    line.reading !== null ? [line.reading, 'line' as const] : [fromDelivery, 'delivery' as const];
  if (reading === null) return { verdict: line.regime === 'room' ? 'not_needed' : 'unmeasured' };
  return { verdict: temperatureVerdict(reading, line.limit), reading, source };
}

/** Lines with a breach that are neither rejected nor accepted with a note: sign-off waits for them. */
export function linesNeedingCorrectiveAction<Id>(lines: readonly TemperatureLine<Id>[], delivery: DeliveryReadings) {
  return lines
    .filter((line) => lineTemperature(line, delivery).verdict === 'breach' && !line.correctiveNote?.trim())
    .map((line) => line.id);
}

/** Accepted chilled and frozen lines with no reading of their own nor of their compartment: sign-off waits too. */
export function linesMissingReading<Id>(lines: readonly TemperatureLine<Id>[], delivery: DeliveryReadings) {
  return lines.filter((line) => lineTemperature(line, delivery).verdict === 'unmeasured').map((line) => line.id);
}
