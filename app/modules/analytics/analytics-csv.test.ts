import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { getServerT } from '#app/utils/i18n.server';
import type { Language } from '#app/utils/language';
import { analyticsTableCsv, parseAnalyticsFile, supplierTrendCsv } from './analytics-csv';
import { emptyFigureRow, ratesOf, type FigureRow } from './analytics-figures';
import type { AnalyticsPage, SupplierTrendPage } from './analytics.service.server';

const figures = (values: Partial<FigureRow> = {}): FigureRow => ({
  ...emptyFigureRow(),
  deliveries: 3,
  okDeliveries: 2,
  problemDeliveries: 1,
  orders: 3,
  onTime: 2,
  inFull: 3,
  otif: 2,
  reclamations: 1,
  claimed: '12.5',
  recovered: '0',
  invoicedLines: 1,
  invoicedAmount: '10.5',
  invoicedAtOrderPrice: '10',
  breaches: { chilled: 1, frozen: 0, room: 0 },
  ...values,
});
const entry = (values: Partial<FigureRow> = {}) => {
  const row = figures(values);
  return { figures: row, rates: ratesOf(row) };
};

const page = (shops: AnalyticsPage['shops'] = null): AnalyticsPage => ({
  view: shops ? 'company' : 'shop',
  companyWide: Boolean(shops),
  periodKind: 'this_month',
  period: { from: '2026-11-01', to: '2026-11-25' },
  previousPeriod: { from: '2026-10-07', to: '2026-10-31' },
  invalidRange: null,
  supplierId: null,
  suppliers: [],
  totals: {
    current: figures(),
    previous: emptyFigureRow(),
    rates: ratesOf(figures()),
    previousRates: ratesOf(emptyFigureRow()),
  },
  weeks: [
    {
      week: '2026-10-26',
      outcomes: { ok: 1, problems: 0, unacceptable: 0 },
      breaches: { chilled: 0, frozen: 0, room: 0 },
      reasons: {},
    },
    {
      week: '2026-11-02',
      outcomes: { ok: 1, problems: 1, unacceptable: 0 },
      breaches: { chilled: 1, frozen: 0, room: 0 },
      reasons: { short: 1, temperature: 2 },
    },
  ],
  scorecard: [
    { supplierId: 7, name: '=HYPERLINK("http://evil")', ...entry() },
    {
      supplierId: 8,
      name: 'Mlekarna d.o.o.',
      ...entry({ deliveries: 0, okDeliveries: 0, problemDeliveries: 0, orders: 0 }),
    },
  ],
  shops,
});

const read = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { delimiter: ';' }).data;
};
const csv = (
  table: Parameters<typeof analyticsTableCsv>[1],
  language: Language = 'en',
  shops: AnalyticsPage['shops'] = null,
) => analyticsTableCsv(page(shops), table, getServerT(language), language);

describe('analytics CSV', () => {
  it('takes exactly "<table>.csv" from the path', () => {
    expect(parseAnalyticsFile('scorecard.csv')).toBe('scorecard');
    expect(parseAnalyticsFile('shops.csv')).toBe('shops');
    expect(parseAnalyticsFile('scorecard')).toBeNull();
    expect(parseAnalyticsFile('scorecard.xlsx')).toBeNull();
    expect(parseAnalyticsFile('orders.csv')).toBeNull();
    expect(parseAnalyticsFile(undefined)).toBeNull();
  });

  it('writes a row per week of outcomes, reasons and breaches, headed in the language', () => {
    const outcomes = csv('outcomes')!;
    expect(outcomes.fileName).toBe('analytics-outcomes-2026-11-01-2026-11-25.csv');
    expect(read(outcomes.body)).toEqual([
      ['Week (Monday)', 'OK', 'With problems', 'Unacceptable'],
      ['26/10/2026', '1', '0', '0'],
      ['02/11/2026', '1', '1', '0'],
    ]);
    const reasons = read(csv('reasons', 'si')!.body);
    expect(reasons[0]).toEqual([
      'Teden (ponedeljek)',
      ...['short', 'over', 'temperature', 'damaged', 'wrong_product', 'expired', 'quality', 'other'].map((reason) =>
        getServerT('si')(`reclamations.reasons.${reason}` as 'reclamations.reasons.short'),
      ),
    ]);
    expect(reasons[2]).toEqual(['2. 11. 2026', '1', '0', '2', '0', '0', '0', '0', '0']);
    expect(read(csv('breaches')!.body)[2]).toEqual(['02/11/2026', '1', '0', '0']);
  });

  it('writes every scorecard figure as a plain decimal, empty without a base, and neutralises a formula', () => {
    const [header, first, second] = read(csv('scorecard')!.body);
    expect(header).toEqual([
      'Supplier',
      'Deliveries',
      'OK',
      'With problems',
      'Unacceptable',
      'OK %',
      'Judged orders',
      'On time %',
      'In full %',
      'OTIF %',
      'Temperature breaches',
      'Reclamations',
      'Reclamations per 100 deliveries',
      'Credit claimed',
      'Credit recovered',
      'Recovered %',
      'Price variance %',
      'Average days to answer',
    ]);
    expect(first).toEqual([
      `'=HYPERLINK("http://evil")`,
      '3',
      '2',
      '1',
      '0',
      '66.7',
      '3',
      '66.7',
      '100',
      '66.7',
      '1',
      '1',
      '33.3',
      '12.50',
      '0.00',
      '0',
      '5',
      '',
    ]);
    expect(second!.slice(5, 10)).toEqual(['', '0', '', '', '']);
    // Slovenian: a decimal comma, still a plain number.
    const [, slovenian] = read(csv('scorecard', 'si')!.body);
    expect(slovenian!.slice(5, 6)).toEqual(['66,7']);
    expect(slovenian![13]).toBe('12,50');
  });

  it('writes the shops with the company combined, and no shops table outside the company view', () => {
    expect(csv('shops')).toBeNull();
    const rows = read(csv('shops', 'si', [{ shopId: 1, name: 'Bled', ...entry() }])!.body);
    expect(rows.map((row) => row[0])).toEqual(['Poslovalnica', 'Bled', 'Vse poslovalnice']);
  });

  it("writes a supplier's twelve months and their total", () => {
    const trend: SupplierTrendPage = {
      supplierId: 7,
      name: 'Ribe',
      months: Array.from({ length: 12 }, (_, i) => ({
        month: `2026-${String(i + 1).padStart(2, '0')}-01`,
        ...entry(i === 10 ? {} : { deliveries: 0, okDeliveries: 0, problemDeliveries: 0, orders: 0 }),
      })),
      totals: entry(),
    };
    const file = supplierTrendCsv(trend, getServerT('en'), 'en');
    expect(file.fileName).toBe('analytics-supplier-7-2026-01-2026-12.csv');
    const rows = read(file.body);
    expect(rows).toHaveLength(14);
    expect(rows[0]![0]).toBe('Month');
    expect(rows[11]!.slice(0, 2)).toEqual(['2026-11', '3']);
    expect(rows[13]!.slice(0, 2)).toEqual(['Total', '3']);
  });
});
