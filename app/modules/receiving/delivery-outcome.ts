import type { LineState } from './quantities';

/**
 * A delivery note's outcome for the list filter and the analytics counters (docs/decisions/027-receiving-rules.md):
 * unacceptable when the whole delivery was refused; with problems when a delivery-level check failed or a line is not
 * as expected (short, over, rejected, a temperature breach, or never entered); all OK otherwise. A frozen reading
 * within the transport tolerance is no problem.
 */

export interface DeliveryChecks {
  isSealDamaged: boolean;
  isSealMissing: boolean;
  isDirty: boolean;
  isUnacceptable: boolean;
}

export type DeliveryOutcome = 'ok' | 'problems' | 'unacceptable';

/** Lines that count as problems on the note. */
export function problemLineCount(states: readonly LineState[]): number {
  return states.filter((state) => state !== 'ok').length;
}

export function deliveryOutcome(checks: DeliveryChecks, states: readonly LineState[]): DeliveryOutcome {
  if (checks.isUnacceptable) return 'unacceptable';
  if (checks.isSealDamaged || checks.isSealMissing || checks.isDirty || problemLineCount(states) > 0) return 'problems';
  return 'ok';
}
