import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPERATURE_LIMITS,
  limitFor,
  lineTemperature,
  linesMissingReading,
  linesNeedingCorrectiveAction,
  parseReading,
  shopTemperatureLimits,
  temperatureVerdict,
  type DeliveryReadings,
  type TemperatureLine,
} from './temperature';

const defaults = shopTemperatureLimits();
const noReadings: DeliveryReadings = { room: null, refrigerator: null, freezer: null };

describe('limits', () => {
  it('defaults: chilled ≤ 4 °C, frozen ≤ −18 °C tolerated to −15 °C, room ≤ 25 °C', () => {
    expect(defaults).toEqual({
      chilled: { max: '4' },
      frozen: { max: '-18', transportMax: '-15' },
      room: { max: '25' },
    });
    expect(defaults).toEqual(DEFAULT_TEMPERATURE_LIMITS);
  });

  it("takes the shop's settings where it has them", () => {
    const shop = shopTemperatureLimits({ chilled: { max: '5' }, frozen: { transportMax: '-16', max: null } });
    expect(shop).toEqual({
      chilled: { max: '5' },
      frozen: { max: '-18', transportMax: '-16' },
      room: { max: '25' },
    });
  });

  it("lets a product override the shop's limit and tolerance", () => {
    expect(limitFor('chilled', defaults)).toEqual({ max: '4' });
    expect(limitFor('chilled', defaults, { max: '2' })).toEqual({ max: '2' });
    expect(limitFor('room', defaults, { max: null })).toEqual({ max: '25' });
    expect(limitFor('frozen', defaults)).toEqual({ max: '-18', transportMax: '-15' });
    // Ice cream kept at −22 °C keeps the shop's tolerance; one with its own tolerance uses that.
    expect(limitFor('frozen', defaults, { max: '-22' })).toEqual({ max: '-22', transportMax: '-15' });
    expect(limitFor('frozen', defaults, { max: '-22', transportMax: '-19' })).toEqual({
      max: '-22',
      transportMax: '-19',
    });
  });

  it('never puts the tolerance below the limit, and gives it to frozen goods only', () => {
    expect(limitFor('frozen', defaults, { max: '-12' })).toEqual({ max: '-12', transportMax: '-12' });
    expect(limitFor('chilled', defaults, { transportMax: '8' })).toEqual({ max: '4' });
  });
});

describe('temperatureVerdict', () => {
  it('chilled: ok up to and at 4 °C, a breach above', () => {
    const limit = limitFor('chilled', defaults);
    expect(temperatureVerdict('-1', limit)).toBe('ok');
    expect(temperatureVerdict('4', limit)).toBe('ok');
    expect(temperatureVerdict('4.0', limit)).toBe('ok');
    expect(temperatureVerdict('4.1', limit)).toBe('breach');
  });

  it('frozen: ok at −18 °C, tolerated from −17.9 to −15 °C, a breach above', () => {
    const limit = limitFor('frozen', defaults);
    expect(temperatureVerdict('-25', limit)).toBe('ok');
    expect(temperatureVerdict('-18', limit)).toBe('ok');
    expect(temperatureVerdict('-17.9', limit)).toBe('tolerated');
    expect(temperatureVerdict('-15', limit)).toBe('tolerated');
    expect(temperatureVerdict('-14.9', limit)).toBe('breach');
    expect(temperatureVerdict('2', limit)).toBe('breach');
  });

  it('room: ok up to 25 °C', () => {
    const limit = limitFor('room', defaults);
    expect(temperatureVerdict('25', limit)).toBe('ok');
    expect(temperatureVerdict('25.1', limit)).toBe('breach');
  });

  it('is exact where floats are not', () => {
    // 0.1 + 0.2 in floats is above 0.3.
    expect(temperatureVerdict('0.3', { max: '0.3' })).toBe('ok');
  });
});

describe('parseReading', () => {
  it('reads what phones type', () => {
    expect(parseReading('3,5')).toBe('3.5');
    expect(parseReading('-18')).toBe('-18');
    expect(parseReading('−18,5')).toBe('-18.5');
    expect(parseReading(' +4 ')).toBe('4');
    expect(parseReading('-0')).toBe('0');
    expect(parseReading('04.0')).toBe('4');
    expect(parseReading('-50')).toBe('-50');
    expect(parseReading('60')).toBe('60');
  });

  it('refuses what is no reading', () => {
    for (const raw of ['', '-', 'cold', '3.55', '-50.1', '61', '1e1', '3.', '.5', '1,2,3', '--4']) {
      expect(parseReading(raw), raw).toBeNull();
    }
  });
});

describe('lines', () => {
  const line = (overrides: Partial<TemperatureLine<number>> = {}): TemperatureLine<number> => ({
    id: 1,
    regime: 'chilled',
    limit: limitFor('chilled', defaults),
    reading: null,
    hasArrived: true,
    isRejected: false,
    correctiveNote: null,
    ...overrides,
  });
  const frozen = (overrides: Partial<TemperatureLine<number>> = {}) =>
    line({ regime: 'frozen', limit: limitFor('frozen', defaults), ...overrides });

  it("judges a line by its own reading, else by its compartment's", () => {
    const van: DeliveryReadings = { room: '22', refrigerator: '6', freezer: '-20' };
    expect(lineTemperature(line({ reading: '3' }), van)).toEqual({ verdict: 'ok', reading: '3', source: 'line' });
    expect(lineTemperature(line(), van)).toEqual({ verdict: 'breach', reading: '6', source: 'delivery' });
    expect(lineTemperature(frozen(), van)).toEqual({ verdict: 'ok', reading: '-20', source: 'delivery' });
    expect(lineTemperature(line({ regime: 'room', limit: { max: '25' } }), van)).toEqual({
      verdict: 'ok',
      reading: '22',
      source: 'delivery',
    });
  });

  it('needs no reading for rejected lines, lines where nothing came and room-temperature goods', () => {
    expect(lineTemperature(line({ isRejected: true }), noReadings)).toEqual({ verdict: 'not_needed' });
    expect(lineTemperature(line({ hasArrived: false }), noReadings)).toEqual({ verdict: 'not_needed' });
    expect(lineTemperature(line({ regime: 'room', limit: { max: '25' } }), noReadings)).toEqual({
      verdict: 'not_needed',
    });
    expect(lineTemperature(line(), noReadings)).toEqual({ verdict: 'unmeasured' });
  });

  it('lists the breaches still waiting for a corrective action', () => {
    const lines = [
      line({ id: 1, reading: '7' }),
      line({ id: 2, reading: '7', correctiveNote: 'Core 3.8 °C, cooled at once' }),
      line({ id: 3, reading: '7', isRejected: true }),
      line({ id: 4, reading: '7', correctiveNote: '   ' }),
      frozen({ id: 5, reading: '-16' }),
      frozen({ id: 6, reading: '-12' }),
      line({ id: 7, reading: '4' }),
    ];
    expect(linesNeedingCorrectiveAction(lines, noReadings)).toEqual([1, 4, 6]);
  });

  it("counts a compartment's breach against each line without a better reading of its own", () => {
    const warmVan: DeliveryReadings = { room: null, refrigerator: '8', freezer: null };
    const lines = [line({ id: 1 }), line({ id: 2, reading: '3' }), frozen({ id: 3, reading: '-19' })];
    expect(linesNeedingCorrectiveAction(lines, warmVan)).toEqual([1]);
  });

  it('lists accepted chilled and frozen lines that nobody measured', () => {
    const lines = [
      line({ id: 1 }),
      frozen({ id: 2 }),
      line({ id: 3, reading: '2' }),
      line({ id: 4, isRejected: true }),
      line({ id: 5, hasArrived: false }),
      line({ id: 6, regime: 'room', limit: { max: '25' } }),
    ];
    expect(linesMissingReading(lines, noReadings)).toEqual([1, 2]);
    expect(linesMissingReading(lines, { room: null, refrigerator: '3', freezer: null })).toEqual([2]);
  });
});
