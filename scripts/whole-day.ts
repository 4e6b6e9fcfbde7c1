/** Minutes from `now` to the next midnight in `timeZone` (fractions included). */
export function minutesToMidnight(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const elapsed = part('hour') * 60 + part('minute') + (part('second') + now.getUTCMilliseconds() / 1000) / 60;
  return 24 * 60 - elapsed;
}
