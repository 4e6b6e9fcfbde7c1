import { addDays, todayIn } from '#app/utils/dates';
import { wallTimeInstant } from '#app/utils/wall-time';

/** Minutes from `now` to the next midnight in `timeZone` (fractions included). */
export function minutesToMidnight(now: Date, timeZone: string): number {
  const midnight = wallTimeInstant(addDays(todayIn(timeZone, now), 1), '00:00', timeZone);
  return (midnight.getTime() - now.getTime()) / 60_000;
}
