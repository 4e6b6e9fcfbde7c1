import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatDate, formatDateTime, formatMoney, formatNumber, numberFormat } from './format';

describe('formatting per locale', () => {
  it('formats numbers the Slovenian way', () => {
    expect(formatNumber('si', 1234.56, 2)).toBe('1.234,56');
    expect(formatNumber('en', 1234.56, 2)).toBe('1,234.56');
  });
  it('formats calendar dates', () => {
    const date = new Date('2026-11-22T10:00:00Z');
    expect(formatDate('si', date)).toBe('22. 11. 2026');
    expect(formatDate('en', date)).toBe('22/11/2026');
  });
  it('uses the shop time zone for the calendar day', () => {
    expect(formatDate('si', new Date('2026-11-21T23:30:00Z'))).toBe('22. 11. 2026');
  });
  it('formats money in euros', () => {
    expect(formatMoney('si', '1234.5').replace(/\u00a0/g, ' ')).toBe('1.234,50 €');
    expect(formatMoney('en', 1234.5)).toBe('€1,234.50');
  });

  it('formats numbers without fixed decimals up to three places, and whole numbers', () => {
    expect(formatNumber('si', 1234.5)).toBe('1.234,5');
    expect(formatNumber('en', 0.12345)).toBe('0.123');
    expect(formatNumber('si', 12, 0)).toBe('12');
    expect(formatNumber('en', 1234567, 0)).toBe('1,234,567');
  });
  it('formats a date and time on the shop clock', () => {
    const instant = new Date('2026-11-22T10:05:00Z');
    expect(formatDateTime('si', instant).replace(/\u00a0/g, ' ')).toBe('22. 11. 2026, 11:05');
    expect(formatDateTime('en', instant)).toBe('22/11/2026, 11:05');
    expect(formatDateTime('en', instant, 'UTC')).toBe('22/11/2026, 10:05');
  });
});

describe('formatters made once', () => {
  it('answers the same as a new Intl formatter, call after call, in each language and time zone', () => {
    const instant = new Date('2026-03-29T00:30:00Z');
    for (const language of ['en', 'si'] as const) {
      const locale = language === 'si' ? 'sl-SI' : 'en-GB';
      for (let call = 0; call < 3; call++) {
        expect(formatMoney(language, '-0.5')).toBe(
          new Intl.NumberFormat(locale, {
            useGrouping: 'always',
            style: 'currency',
            currency: 'EUR',
          } as Intl.NumberFormatOptions).format(-0.5),
        );
        expect(formatDate(language, instant, 'UTC')).toBe(
          new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'numeric',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(instant),
        );
        expect(formatDate(language, instant, 'America/New_York')).toBe(
          new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'numeric',
            year: 'numeric',
            timeZone: 'America/New_York',
          }).format(instant),
        );
      }
    }
  });
  it('keeps one formatter per locale and options, and a separate one when either differs', () => {
    expect(numberFormat('sl-SI', { maximumFractionDigits: 2 })).toBe(
      numberFormat('sl-SI', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('sl-SI', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('en-GB', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('sl-SI', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('sl-SI', { maximumFractionDigits: 1 }),
    );
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-GB', { timeZone: 'UTC' }));
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('en-GB', { timeZone: 'Europe/Ljubljana' }),
    );
  });
});

describe('formatDate remembers what it wrote', () => {
  it('per language, time zone and value: the same instant is another day elsewhere', () => {
    const late = '2026-11-21T23:30:00Z';
    expect(formatDate('en', late, 'UTC')).toBe('21/11/2026');
    expect(formatDate('en', late, 'Europe/Ljubljana')).toBe('22/11/2026');
    expect(formatDate('si', late, 'UTC')).toBe('21. 11. 2026');
    expect(formatDate('en', new Date(late), 'UTC')).toBe('21/11/2026');
    expect(formatDate('en', late, 'UTC')).toBe('21/11/2026');
  });

  it('stays right past the number of days it keeps', () => {
    const start = Date.UTC(2020, 0, 1);
    for (let day = 0; day < 2500; day++) {
      const instant = new Date(start + day * 86_400_000);
      const expected = `${String(instant.getUTCDate()).padStart(2, '0')}/${String(instant.getUTCMonth() + 1).padStart(2, '0')}/${instant.getUTCFullYear()}`;
      expect(formatDate('en', instant, 'UTC')).toBe(expected);
    }
  });
});

describe('formatDateTime remembers what it wrote', () => {
  it('per language, time zone and value, apart from the calendar dates of the same instant', () => {
    const late = '2026-11-21T23:30:00Z';
    for (let call = 0; call < 2; call++) {
      for (const [language, locale] of [
        ['en', 'en-GB'],
        ['si', 'sl-SI'],
      ] as const) {
        for (const timeZone of ['UTC', 'Europe/Ljubljana']) {
          const expected = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
            new Date(late),
          );
          expect(formatDateTime(language, late, timeZone)).toBe(expected);
          expect(formatDateTime(language, new Date(late), timeZone)).toBe(expected);
        }
      }
      expect(formatDate('en', late, 'UTC')).toBe('21/11/2026');
    }
    expect(formatDateTime('en', late, 'UTC')).not.toBe(formatDateTime('en', late, 'Europe/Ljubljana'));
  });

  it('formats each moment once however often a page writes it', async () => {
    const original = Intl.DateTimeFormat;
    let formatted = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        const made = new target(...args);
        const format = made.format.bind(made);
        Object.defineProperty(made, 'format', {
          value: (date?: Date | number) => {
            formatted++;
            return format(date);
          },
        });
        return made;
      },
    });
    try {
      vi.resetModules();
      const fresh = await import('./format');
      for (let row = 0; row < 25; row++) fresh.formatDateTime('en', '2026-11-21T23:30:00Z', 'Europe/Ljubljana');
      expect(formatted).toBe(1);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});

describe('formatNumber and formatMoney keep a formatter per option', () => {
  it('answers per number of decimals and per currency, call after call', () => {
    for (let call = 0; call < 2; call++) {
      expect(formatNumber('en', 1.23456)).toBe('1.235');
      expect(formatNumber('en', 1.23456, 2)).toBe('1.23');
      expect(formatNumber('en', 1.2, 0)).toBe('1');
      expect(formatNumber('si', 1234.5, 1)).toBe('1.234,5');
      expect(formatMoney('en', 5)).toBe('€5.00');
      expect(formatMoney('en', 5, 'USD')).toBe('US$5.00');
    }
  });
});

describe('formattersToMake', () => {
  it("makes the very formatters a list's prices and counts then use", async () => {
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made++;
        return new target(...args);
      },
    });
    try {
      for (const language of ['si', 'en'] as const) {
        // A module of its own, none of its formatters made yet.
        vi.resetModules();
        const fresh = await import('./format');
        made = 0;
        fresh.formattersToMake(language).forEach((make) => make());
        expect(made).toBe(2);
        fresh.formatMoney(language, '12.5');
        fresh.formatNumber(language, 1234);
        expect(made).toBe(2);
      }
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
