/**
 * The end-to-end journeys seed orders "expected today" in the shops' time zone when the server starts, and look for
 * them until the run ends; a run that crosses midnight there finds them overdue instead (a busy day's list, the
 * receiving records). When midnight in Europe/Ljubljana is closer than the run needs (E2E_DAY_MARGIN_MINUTES, 25 by
 * default), this waits until it has passed, saying so, rather than let the run fail on the calendar.
 */
import { minutesToMidnight } from './whole-day';

const TIME_ZONE = 'Europe/Ljubljana';
const margin = Number(process.env.E2E_DAY_MARGIN_MINUTES ?? 25);

const left = minutesToMidnight(new Date(), TIME_ZONE);
if (left < margin) {
  const waitMs = Math.ceil((left + 1) * 60_000);
  console.log(
    `Midnight in ${TIME_ZONE} is ${left.toFixed(1)} minutes away, closer than an end-to-end run needs ` +
      `(${margin}); waiting ${Math.ceil(waitMs / 60_000)} minutes for the new day.`,
  );
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}
