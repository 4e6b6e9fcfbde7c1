/** Minutes east of UTC that `timeZone` shows at `instant`. */
function offsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a shop's clock shows a wall time ("20:00") on a day ("2026-11-20"): a count's cut-off, the start of an
 * analytics period's first day. A wall time that the clock skips (spring forward) lands after the gap; one it shows twice, on the first.
 */
export function wallTimeInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hours, minutes);
  const day = 86_400_000;
  // The zone's offsets around that day; a candidate is right when the clock shows the wall time at it.
  const offsets = [offsetMinutes(timeZone, wall - day), offsetMinutes(timeZone, wall + day)];
  const fits = offsets
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => instant + offsetMinutes(timeZone, instant) * 60_000 === wall);
  if (fits.length) return new Date(Math.min(...fits));
  return new Date(wall - offsets[0]! * 60_000);
}

/** An instant as the shop's clock shows it ("20:00"), e.g. a count's cut-off for a duplicate's form. */
export function wallTimeOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}
