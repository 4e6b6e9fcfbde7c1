import { describe, expect, it } from 'vitest';
import { formatDeliveryDays, weekdayNames } from './weekdays';

describe('weekday names', () => {
  it('run Monday to Sunday in both languages', () => {
    expect(Object.values(weekdayNames('en'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(Object.values(weekdayNames('si'))).toEqual([
      'Ponedeljek',
      'Torek',
      'Sreda',
      'Četrtek',
      'Petek',
      'Sobota',
      'Nedelja',
    ]);
  });
  it('list delivery days in order', () => {
    expect(formatDeliveryDays([5, 1, 3], 'en')).toBe('Mon, Wed, Fri');
    expect(formatDeliveryDays([5, 1, 3], 'si')).toBe('pon., sre., pet.');
    expect(formatDeliveryDays([1, 2, 3, 4, 5, 6, 7], 'en')).toBe('Mon–Sun');
    expect(formatDeliveryDays([1, 2, 3, 4, 5, 6, 7], 'si')).toBe('pon.–ned.');
    expect(formatDeliveryDays([], 'en')).toBe('');
  });
});
