import { z } from 'zod';
import type { Language } from './language';

/**
 * Times of day as spec §9 has them: hours 0–23, or 1–12 with AM/PM; minutes and seconds 0–59. A time is kept as the
 * number of seconds after midnight, so it compares and steps as a plain integer; callers that store minutes divide by 60.
 */

export type HourCycle = 'h12' | 'h23';
const DAY_PERIODS = ['am', 'pm'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];

const SECONDS_PER_DAY = 86_400;

/** Seconds after midnight for a time written as hours, minutes and seconds (24-hour). */
export const timeOfDay = (hours: number, minutes = 0, seconds = 0) => hours * 3600 + minutes * 60 + seconds;

export interface TimeRules {
  /** The earliest time allowed, in seconds after midnight. */
  min: number;
  /** The latest time allowed, in seconds after midnight. */
  max: number;
  /** Allowed times are `min`, `min + step`, `min + 2·step`, … (seconds). */
  step: number;
  /** Whether the input has a seconds field; without it every time is a whole minute. */
  withSeconds: boolean;
}

/** Rules with defaults: the whole day, one-minute steps (one-second steps with seconds). */
export function timeRules(rules: Partial<TimeRules> = {}): TimeRules {
  const withSeconds = rules.withSeconds ?? false;
  const step = rules.step ?? (withSeconds ? 1 : 60);
  const min = rules.min ?? 0;
  // The last time of the day that is on the step grid.
  const lastOnGrid = min + Math.floor((SECONDS_PER_DAY - 1 - min) / step) * step;
  const max = rules.max ?? lastOnGrid;
  if (!Number.isInteger(step) || step < 1 || (!withSeconds && step % 60 !== 0))
    throw new Error(`Invalid time step ${step}`);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max >= SECONDS_PER_DAY || min > max) {
    throw new Error(`Invalid time range ${min}–${max}`);
  }
  if (!withSeconds && (min % 60 !== 0 || max % 60 !== 0))
    throw new Error('Without seconds the range must be whole minutes');
  return { min, max, step, withSeconds };
}

/**
 * The hour cycle of the time inputs, from the user's language (docs/decisions/015): Slovenian uses the 24-hour clock;
 * English uses 1–12 with AM/PM, the only offered language whose speakers commonly write times that way.
 */
export function hourCycleFor(language: Language): HourCycle {
  return language === 'en' ? 'h12' : 'h23';
}

/** 0 → 12 AM, 11 → 11 AM, 12 → 12 PM, 23 → 11 PM. */
export function to12Hour(hour: number): { hour: number; period: DayPeriod } {
  return { hour: hour % 12 === 0 ? 12 : hour % 12, period: hour < 12 ? 'am' : 'pm' };
}

/** 12 AM → 0, 1 AM → 1, 12 PM → 12, 11 PM → 23. */
export function from12Hour(hour: number, period: DayPeriod): number {
  return (hour % 12) + (period === 'pm' ? 12 : 0);
}

/**
 * What the inputs of a time field hold: text as typed, the day period only on a 12-hour clock. `clock` is the clock
 * the form showed (a hidden input), so a 12-hour time whose AM/PM was not chosen is an error, not a 24-hour time.
 */
export interface TimeFields {
  hour?: string;
  minute?: string;
  second?: string;
  period?: string;
  clock?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A stored time as the inputs show it; null (no time) leaves them empty. */
export function toTimeFields(seconds: number | null, cycle: HourCycle, withSeconds = false): TimeFields {
  if (seconds === null) {
    const empty: TimeFields = { hour: '', minute: '', ...(withSeconds ? { second: '' } : {}) };
    // No AM/PM chosen in advance: a wrong guess would silently move the time by twelve hours.
    return cycle === 'h12' ? { ...empty, period: '' } : empty;
  }
  const hour24 = Math.floor(seconds / 3600);
  const fields: TimeFields = { minute: pad(Math.floor((seconds % 3600) / 60)) };
  if (withSeconds) fields.second = pad(seconds % 60);
  if (cycle === 'h12') {
    const { hour, period } = to12Hour(hour24);
    return { ...fields, hour: String(hour), period };
  }
  return { ...fields, hour: String(hour24) };
}

type TimeError =
  'incomplete' | 'hour24' | 'hour12' | 'period' | 'minute' | 'second' | 'min' | 'max' | 'step' | 'required';
export type TimeParseResult = { ok: true; value: number | null } | { ok: false; error: TimeError };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Whole numbers only, as typed: "7", "07"; not "7.5", "-1", "1e1" or "". */
const wholeNumber = (value: string, max: number): number | null =>
  /^\d{1,2}$/.test(value) && Number(value) <= max ? Number(value) : null;

/**
 * Reads the inputs of a time field. Empty inputs are "no time" (null); a period (AM/PM) makes the hour 1–12, its
 * absence 0–23 (unless the form says it showed a 12-hour clock), so the server need not know the user's clock. The range and the step are checked last.
 */
export function parseTimeFields(fields: TimeFields | undefined, rules: TimeRules): TimeParseResult {
  const hourText = text(fields?.hour);
  const minuteText = text(fields?.minute);
  const secondText = rules.withSeconds ? text(fields?.second) : '';
  const periodText = text(fields?.period);
  const isTwelveHour = text(fields?.clock) === 'h12' || periodText !== '';
  if (!hourText && !minuteText && !secondText) return { ok: true, value: null };
  if (!hourText || !minuteText || (rules.withSeconds && !secondText)) return { ok: false, error: 'incomplete' };

  let hour: number;
  if (isTwelveHour) {
    if (!(DAY_PERIODS as readonly string[]).includes(periodText)) return { ok: false, error: 'period' };
    const hour12 = wholeNumber(hourText, 12);
    if (hour12 === null || hour12 < 1) return { ok: false, error: 'hour12' };
    hour = from12Hour(hour12, periodText as DayPeriod);
  } else {
    const hour24 = wholeNumber(hourText, 23);
    if (hour24 === null) return { ok: false, error: 'hour24' };
    hour = hour24;
  }
  const minute = wholeNumber(minuteText, 59);
  if (minute === null) return { ok: false, error: 'minute' };
  const second = rules.withSeconds ? wholeNumber(secondText, 59) : 0;
  if (second === null) return { ok: false, error: 'second' };

  const value = timeOfDay(hour, minute, second);
  if (value < rules.min) return { ok: false, error: 'min' };
  if (value > rules.max) return { ok: false, error: 'max' };
  if ((value - rules.min) % rules.step !== 0) return { ok: false, error: 'step' };
  return { ok: true, value };
}

/** Whether a stored value obeys the rules (for values that did not come through a form). */
export function isValidTime(seconds: number, rules: TimeRules): boolean {
  return (
    Number.isInteger(seconds) &&
    seconds >= rules.min &&
    seconds <= rules.max &&
    (seconds - rules.min) % rules.step === 0
  );
}

/**
 * The zod schema of a time field (an object of its inputs), shared by the form and the server: it gives the time in
 * seconds after midnight, or null when left empty (an error instead when `required`). Messages are translation keys
 * `time.errors.*`; the time input fills in the rules (earliest, latest, step) when it shows them.
 */
export function timeOfDaySchema(rules: TimeRules, options: { required?: boolean } = {}) {
  const part = z.string().optional();
  return z
    .object({ hour: part, minute: part, second: part, period: part, clock: part })
    .optional()
    .transform((fields, ctx) => {
      const result = parseTimeFields(fields, rules);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: `time.errors.${result.error}` });
        return z.NEVER;
      }
      if (result.value === null && options.required) {
        ctx.addIssue({ code: 'custom', message: 'time.errors.required' });
        return z.NEVER;
      }
      return result.value;
    });
}

/** The HTML constraints of the inputs: the browser's spinners and the phone's keypad follow the rules where they can. */
export function timeInputAttributes(rules: TimeRules, cycle: HourCycle) {
  const hour =
    cycle === 'h12' ? { min: 1, max: 12 } : { min: Math.floor(rules.min / 3600), max: Math.floor(rules.max / 3600) };
  // A step of whole minutes that divides the hour repeats every hour, so the minute input can carry it.
  const stepMinutes = rules.step % 60 === 0 && 3600 % rules.step === 0 ? rules.step / 60 : 1;
  const minute = { min: Math.floor((rules.min % 3600) / 60) % stepMinutes, max: 59, step: stepMinutes };
  const stepSeconds = rules.step < 60 && 60 % rules.step === 0 ? rules.step : 1;
  const second = { min: (rules.min % 60) % stepSeconds, max: 59, step: stepSeconds };
  return { hour, minute, second };
}

/** "14:05" on a 24-hour clock, "2:05 PM" on a 12-hour one (with the given words for AM and PM). */
export function formatTimeOfDay(
  seconds: number,
  cycle: HourCycle,
  options: { withSeconds?: boolean; dayPeriods?: Record<DayPeriod, string> } = {},
): string {
  const hour24 = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}${options.withSeconds ? `:${pad(seconds % 60)}` : ''}`;
  if (cycle === 'h23') return `${pad(hour24)}:${rest}`;
  const { hour, period } = to12Hour(hour24);
  const words = options.dayPeriods ?? { am: 'AM', pm: 'PM' };
  return `${hour}:${rest} ${words[period]}`;
}

/** A step as the hint and the error say it, in minutes when it is whole minutes, otherwise in seconds. */
export function describeStep(step: number): { amount: number; unit: 'minutes' | 'seconds' } {
  return step % 60 === 0 ? { amount: step / 60, unit: 'minutes' } : { amount: step, unit: 'seconds' };
}
