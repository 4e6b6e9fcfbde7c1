/**
 * How a supplier behaves in generated delivery history (the demo's and the benchmark's, delivery-history.server.ts):
 * the shares of late deliveries and of deliveries with problems, what kind those problems are, and how the supplier
 * answers reclamations and invoices. Pure numbers, which the generator's SQL draws against with a seeded hash.
 */

export const DELIVERY_PROFILES = ['reliable', 'late', 'warm', 'mixed'] as const;
export type DeliveryProfile = (typeof DELIVERY_PROFILES)[number];

export interface ProfileRule {
  /** Share of deliveries that come after the agreed date, by 1 to `lateDaysMax` days. */
  lateShare: number;
  lateDaysMax: number;
  /** Share of deliveries with a problem line (or, for temperature, the chilled lines of a warm supplier). */
  problemShare: number;
  /** The kind of a delivery's problem, as weights summing to 1. */
  kinds: { short: number; over: number; rejected: number; temperature: number };
  /** Share of deliveries refused as a whole at the door. */
  unacceptableShare: number;
  /** Share of short deliveries whose rest comes later as a backorder (the others' rest is cancelled). */
  backorderShare: number;
  /** Share of invoiced lines charged above the ordered price. */
  overchargeShare: number;
  /** Days from sending a reclamation to the supplier's answer, both ends included. */
  answerDays: readonly [number, number];
  /** Share of answered reclamations the supplier rejects. */
  rejectShare: number;
}

export const PROFILE_RULES: Record<DeliveryProfile, ProfileRule> = {
  reliable: {
    lateShare: 0.02,
    lateDaysMax: 1,
    problemShare: 0.04,
    kinds: { short: 0.5, over: 0.2, rejected: 0.2, temperature: 0.1 },
    unacceptableShare: 0,
    backorderShare: 0.8,
    overchargeShare: 0.01,
    answerDays: [1, 2],
    rejectShare: 0.05,
  },
  late: {
    lateShare: 0.3,
    lateDaysMax: 2,
    problemShare: 0.14,
    kinds: { short: 0.6, over: 0.1, rejected: 0.2, temperature: 0.1 },
    unacceptableShare: 0.01,
    backorderShare: 0.6,
    overchargeShare: 0.12,
    answerDays: [3, 8],
    rejectShare: 0.2,
  },
  warm: {
    lateShare: 0.06,
    lateDaysMax: 1,
    problemShare: 0.2,
    kinds: { short: 0.15, over: 0.05, rejected: 0.1, temperature: 0.7 },
    unacceptableShare: 0.005,
    backorderShare: 0.5,
    overchargeShare: 0.04,
    answerDays: [2, 5],
    rejectShare: 0.15,
  },
  mixed: {
    lateShare: 0.08,
    lateDaysMax: 2,
    problemShare: 0.09,
    kinds: { short: 0.45, over: 0.15, rejected: 0.25, temperature: 0.15 },
    unacceptableShare: 0.004,
    backorderShare: 0.6,
    overchargeShare: 0.05,
    answerDays: [1, 6],
    rejectShare: 0.1,
  },
};

/** Suppliers deliver Monday to Saturday: the chance of a delivery on one of those days. */
export function deliveryChance(deliveriesPerWeek: number): number {
  return Math.min(1, Math.max(0, deliveriesPerWeek / 6));
}

/** Upper bounds of short, over and rejected in [0, 1) for one draw; the rest of the range is temperature. */
export function kindBounds(kinds: ProfileRule['kinds']): [number, number, number] {
  const total = kinds.short + kinds.over + kinds.rejected + kinds.temperature;
  const short = kinds.short / total;
  const over = short + kinds.over / total;
  return [short, over, over + kinds.rejected / total];
}

/**
 * A reclamation's state by how many days before the end of the history it was drafted: old ones are settled, the
 * last week's still wait for the supplier or are not sent yet.
 */
export const RECLAMATION_AGES = { solvedAfterDays: 21, answeredAfterDays: 7 } as const;
