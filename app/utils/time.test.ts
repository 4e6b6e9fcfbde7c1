import { describe, expect, it } from 'vitest';
import {
  describeStep,
  formatTimeOfDay,
  from12Hour,
  hourCycleFor,
  isValidTime,
  parseTimeFields,
  timeInputAttributes,
  timeOfDay,
  timeOfDaySchema,
  timeRules,
  to12Hour,
  toTimeFields,
} from './time';

const wholeDay = timeRules();
const quarterHours = timeRules({ step: 15 * 60 });
const opening = timeRules({ min: timeOfDay(6), max: timeOfDay(22), step: 30 * 60 });

describe('12-hour and 24-hour clocks', () => {
  it.each([
    [0, 12, 'am'],
    [1, 1, 'am'],
    [11, 11, 'am'],
    [12, 12, 'pm'],
    [13, 1, 'pm'],
    [23, 11, 'pm'],
  ] as const)('%i:00 is %i %s and back', (hour24, hour12, period) => {
    expect(to12Hour(hour24)).toEqual({ hour: hour12, period });
    expect(from12Hour(hour12, period)).toBe(hour24);
  });

  it('every hour of the day survives the round trip', () => {
    for (let hour = 0; hour < 24; hour++) {
      const { hour: h, period } = to12Hour(hour);
      expect(from12Hour(h, period)).toBe(hour);
    }
  });

  it('picks the clock from the language: English 12-hour, Slovenian 24-hour', () => {
    expect(hourCycleFor('en')).toBe('h12');
    expect(hourCycleFor('si')).toBe('h23');
  });
});

describe('rules', () => {
  it('default to the whole day in minutes', () => {
    expect(wholeDay).toEqual({ min: 0, max: timeOfDay(23, 59), step: 60, withSeconds: false });
    expect(timeRules({ withSeconds: true })).toEqual({
      min: 0,
      max: timeOfDay(23, 59, 59),
      step: 1,
      withSeconds: true,
    });
  });
  it('end the day on the step grid', () => {
    expect(quarterHours.max).toBe(timeOfDay(23, 45));
    expect(timeRules({ min: timeOfDay(0, 10), step: 30 * 60 }).max).toBe(timeOfDay(23, 40));
  });
  it('refuse rules that make no sense', () => {
    expect(() => timeRules({ step: 0 })).toThrow();
    expect(() => timeRules({ step: 90 })).toThrow(); // not whole minutes without a seconds field
    expect(() => timeRules({ min: timeOfDay(10), max: timeOfDay(9) })).toThrow();
    expect(() => timeRules({ max: 86_400 })).toThrow();
  });
});

describe('reading the inputs', () => {
  it('empty is no time', () => {
    expect(parseTimeFields(undefined, wholeDay)).toEqual({ ok: true, value: null });
    expect(parseTimeFields({ hour: '', minute: ' ', period: 'pm' }, wholeDay)).toEqual({ ok: true, value: null });
  });

  it('reads a 24-hour time', () => {
    expect(parseTimeFields({ hour: '14', minute: '30' }, wholeDay)).toEqual({ ok: true, value: timeOfDay(14, 30) });
    expect(parseTimeFields({ hour: '0', minute: '0' }, wholeDay)).toEqual({ ok: true, value: 0 });
    expect(parseTimeFields({ hour: '07', minute: '05' }, wholeDay)).toEqual({ ok: true, value: timeOfDay(7, 5) });
    expect(parseTimeFields({ hour: '23', minute: '59' }, wholeDay)).toEqual({ ok: true, value: timeOfDay(23, 59) });
  });

  it('reads a 12-hour time with AM or PM', () => {
    expect(parseTimeFields({ hour: '2', minute: '30', period: 'pm' }, wholeDay)).toEqual({
      ok: true,
      value: timeOfDay(14, 30),
    });
    expect(parseTimeFields({ hour: '12', minute: '00', period: 'am' }, wholeDay)).toEqual({ ok: true, value: 0 });
    expect(parseTimeFields({ hour: '12', minute: '15', period: 'pm' }, wholeDay)).toEqual({
      ok: true,
      value: timeOfDay(12, 15),
    });
    expect(parseTimeFields({ hour: '9', minute: '15', period: 'am', clock: 'h12' }, wholeDay)).toEqual({
      ok: true,
      value: timeOfDay(9, 15),
    });
    expect(parseTimeFields({ hour: '', minute: '', period: '', clock: 'h12' }, wholeDay)).toEqual({
      ok: true,
      value: null,
    });
  });

  it.each([
    [{ hour: '24', minute: '00' }, 'hour24'],
    [{ hour: '-1', minute: '00' }, 'hour24'],
    [{ hour: '7.5', minute: '00' }, 'hour24'],
    [{ hour: 'ab', minute: '00' }, 'hour24'],
    [{ hour: '0', minute: '00', period: 'am' }, 'hour12'],
    [{ hour: '13', minute: '00', period: 'pm' }, 'hour12'],
    [{ hour: '1', minute: '00', period: 'noon' }, 'period'],
    [{ hour: '2', minute: '30', clock: 'h12' }, 'period'],
    [{ hour: '2', minute: '30', period: '', clock: 'h12' }, 'period'],
    [{ hour: '10', minute: '60' }, 'minute'],
    [{ hour: '10', minute: '123' }, 'minute'],
    [{ hour: '10' }, 'incomplete'],
    [{ minute: '30' }, 'incomplete'],
  ] as const)('%o is refused: %s', (fields, error) => {
    expect(parseTimeFields(fields, wholeDay)).toEqual({ ok: false, error });
  });

  it('enforces the step', () => {
    expect(parseTimeFields({ hour: '14', minute: '45' }, quarterHours)).toEqual({ ok: true, value: timeOfDay(14, 45) });
    expect(parseTimeFields({ hour: '14', minute: '10' }, quarterHours)).toEqual({ ok: false, error: 'step' });
    expect(parseTimeFields({ hour: '2', minute: '10', period: 'pm' }, quarterHours)).toEqual({
      ok: false,
      error: 'step',
    });
  });

  it('enforces the earliest and latest time, counting the step from the earliest', () => {
    expect(parseTimeFields({ hour: '5', minute: '30' }, opening)).toEqual({ ok: false, error: 'min' });
    expect(parseTimeFields({ hour: '22', minute: '30' }, opening)).toEqual({ ok: false, error: 'max' });
    expect(parseTimeFields({ hour: '10', minute: '30', period: 'pm' }, opening)).toEqual({ ok: false, error: 'max' });
    expect(parseTimeFields({ hour: '6', minute: '00' }, opening)).toEqual({ ok: true, value: timeOfDay(6) });
    expect(parseTimeFields({ hour: '10', minute: '00', period: 'pm' }, opening)).toEqual({
      ok: true,
      value: timeOfDay(22),
    });
    expect(parseTimeFields({ hour: '6', minute: '15' }, opening)).toEqual({ ok: false, error: 'step' });
    const offGrid = timeRules({ min: timeOfDay(6, 10), step: 15 * 60 });
    expect(parseTimeFields({ hour: '6', minute: '25' }, offGrid)).toEqual({ ok: true, value: timeOfDay(6, 25) });
    expect(parseTimeFields({ hour: '6', minute: '30' }, offGrid)).toEqual({ ok: false, error: 'step' });
  });

  it('reads seconds when the input has them, and ignores them otherwise', () => {
    const withSeconds = timeRules({ withSeconds: true, step: 15 });
    expect(parseTimeFields({ hour: '1', minute: '02', second: '45' }, withSeconds)).toEqual({
      ok: true,
      value: timeOfDay(1, 2, 45),
    });
    expect(parseTimeFields({ hour: '1', minute: '02', second: '40' }, withSeconds)).toEqual({
      ok: false,
      error: 'step',
    });
    expect(parseTimeFields({ hour: '1', minute: '02', second: '60' }, withSeconds)).toEqual({
      ok: false,
      error: 'second',
    });
    expect(parseTimeFields({ hour: '1', minute: '02' }, withSeconds)).toEqual({ ok: false, error: 'incomplete' });
    expect(parseTimeFields({ hour: '1', minute: '02', second: '17' }, wholeDay)).toEqual({
      ok: true,
      value: timeOfDay(1, 2),
    });
  });

  it('checks stored values by the same rules', () => {
    expect(isValidTime(timeOfDay(14, 15), quarterHours)).toBe(true);
    expect(isValidTime(timeOfDay(14, 20), quarterHours)).toBe(false);
    expect(isValidTime(timeOfDay(23, 50), quarterHours)).toBe(false);
    expect(isValidTime(-60, quarterHours)).toBe(false);
  });
});

describe('the inputs of a stored time', () => {
  it('fill the 24-hour inputs', () => {
    expect(toTimeFields(timeOfDay(14, 5), 'h23')).toEqual({ hour: '14', minute: '05' });
    expect(toTimeFields(0, 'h23')).toEqual({ hour: '0', minute: '00' });
    expect(toTimeFields(null, 'h23')).toEqual({ hour: '', minute: '' });
  });
  it('fill the 12-hour inputs', () => {
    expect(toTimeFields(timeOfDay(14, 5), 'h12')).toEqual({ hour: '2', minute: '05', period: 'pm' });
    expect(toTimeFields(0, 'h12')).toEqual({ hour: '12', minute: '00', period: 'am' });
    expect(toTimeFields(null, 'h12')).toEqual({ hour: '', minute: '', period: '' });
    expect(toTimeFields(timeOfDay(9, 5, 7), 'h12', true)).toEqual({
      hour: '9',
      minute: '05',
      second: '07',
      period: 'am',
    });
  });
  it('read back as the same time on either clock', () => {
    for (let value = 0; value < 86_400; value += 15 * 60) {
      for (const cycle of ['h12', 'h23'] as const) {
        expect(parseTimeFields({ ...toTimeFields(value, cycle), clock: cycle }, quarterHours)).toEqual({
          ok: true,
          value,
        });
      }
    }
  });
});

describe('the schema shared by the form and the server', () => {
  const schema = timeOfDaySchema(quarterHours);
  it('gives seconds after midnight or null', () => {
    expect(schema.parse({ hour: '9', minute: '15', period: 'am' })).toBe(timeOfDay(9, 15));
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse({})).toBeNull();
  });
  it('answers a translation key', () => {
    expect(schema.safeParse({ hour: '9', minute: '20' }).error?.issues[0]?.message).toBe('time.errors.step');
    expect(schema.safeParse({ hour: '25', minute: '00' }).error?.issues[0]?.message).toBe('time.errors.hour24');
    expect(timeOfDaySchema(quarterHours, { required: true }).safeParse({}).error?.issues[0]?.message).toBe(
      'time.errors.required',
    );
  });
});

describe('input attributes', () => {
  it('carry the clock, the range and a step that repeats every hour', () => {
    expect(timeInputAttributes(quarterHours, 'h23')).toEqual({
      hour: { min: 0, max: 23 },
      minute: { min: 0, max: 59, step: 15 },
      second: { min: 0, max: 59, step: 1 },
    });
    expect(timeInputAttributes(quarterHours, 'h12').hour).toEqual({ min: 1, max: 12 });
    expect(timeInputAttributes(opening, 'h23')).toMatchObject({ hour: { min: 6, max: 22 }, minute: { step: 30 } });
    expect(timeInputAttributes(timeRules({ min: timeOfDay(6, 10), step: 15 * 60 }), 'h23').minute).toEqual({
      min: 10,
      max: 59,
      step: 15,
    });
    // 45 minutes does not divide the hour: the minute input takes any minute and the schema checks the step.
    expect(timeInputAttributes(timeRules({ step: 45 * 60 }), 'h23').minute.step).toBe(1);
  });
});

describe('showing a time', () => {
  it('on either clock', () => {
    expect(formatTimeOfDay(timeOfDay(14, 5), 'h23')).toBe('14:05');
    expect(formatTimeOfDay(timeOfDay(7, 0), 'h23')).toBe('07:00');
    expect(formatTimeOfDay(timeOfDay(14, 5), 'h12')).toBe('2:05 PM');
    expect(formatTimeOfDay(0, 'h12')).toBe('12:00 AM');
    expect(
      formatTimeOfDay(timeOfDay(12, 30, 9), 'h12', { withSeconds: true, dayPeriods: { am: 'am', pm: 'pm' } }),
    ).toBe('12:30:09 pm');
  });
  it('describes the step', () => {
    expect(describeStep(900)).toEqual({ amount: 15, unit: 'minutes' });
    expect(describeStep(30)).toEqual({ amount: 30, unit: 'seconds' });
  });
});
