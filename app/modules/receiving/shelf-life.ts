/**
 * Best-before and use-by dates at receiving (docs/decisions/027-receiving-rules.md): a date in the past, or one
 * leaving fewer days than the product's minimum shelf life, warns. It warns and never refuses: the user decides, and
 * may reject the line with the reason "expired or short shelf life". Dates are "YYYY-MM-DD" on the shop's calendar.
 */

export type ShelfLifeWarning =
  | { warning: 'expired'; date: string; daysLeft: number }
  | { warning: 'short_shelf_life'; date: string; daysLeft: number; minimumDays: number };

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The warning for a line, judged by the earlier of its best before and expiry (use by) dates; null when there is
 * nothing to warn about. A date equal to today has not passed: the goods may still be used today.
 */
export function shelfLifeWarning(
  dates: { bestBefore?: string | null; expiry?: string | null },
  today: string,
  minimumDays: number | null,
): ShelfLifeWarning | null {
  const known = [dates.bestBefore, dates.expiry].filter((date): date is string => !!date).sort();
  const date = known[0];
  if (date === undefined) return null;
  const daysLeft = dayNumber(date) - dayNumber(today);
  if (daysLeft < 0) return { warning: 'expired', date, daysLeft };
  if (minimumDays !== null && daysLeft < minimumDays)
    return { warning: 'short_shelf_life', date, daysLeft, minimumDays };
  return null;
}
