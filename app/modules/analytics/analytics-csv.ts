import Decimal from 'decimal.js';
import type { TFunction } from 'i18next';
import { RECLAMATION_REASONS } from '#app/db/schema/reclamations';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { csvLines, type CsvCell } from '#app/modules/spreadsheet/csv-cell';
import type { Resources } from '#app/locales';
import type { Language } from '#app/utils/language';
import type { FigureRow, Rates } from './analytics-figures';
import type { AnalyticsPage, SupplierTrendPage } from './analytics.service.server';

/**
 * The analytics tables as CSV files (docs/decisions/036-delivery-analytics.md): headed in the user's language, ";"
 * with a BOM like every CSV of the product, every cell formula-safe through csvLines, numbers as plain decimals as the
 * user writes them (a decimal comma in Slovenian, no grouping, no % sign), an empty cell where a rate has no base.
 */

const ANALYTICS_TABLES = ['outcomes', 'reasons', 'breaches', 'scorecard', 'shops'] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** The path's last segment, exactly "<table>.csv"; anything else is no table. */
export function parseAnalyticsFile(file: string | undefined): AnalyticsTable | null {
  const table = file?.endsWith('.csv') ? file.slice(0, -'.csv'.length) : null;
  return ANALYTICS_TABLES.find((name) => name === table) ?? null;
}

export interface CsvFile {
  fileName: string;
  body: string;
}

/** Every figure a supplier, shop or month row carries, in the order of the columns. */
const FIGURES = [
  'deliveries',
  'okDeliveries',
  'problemDeliveries',
  'unacceptableDeliveries',
  'okPercent',
  'orders',
  'onTimePercent',
  'inFullPercent',
  'otifPercent',
  'temperatureBreaches',
  'reclamations',
  'reclamationRate',
  'claimed',
  'recovered',
  'recoveredPercent',
  'priceVariancePercent',
  'averageDaysToAnswer',
] as const;

const number = (language: Language, value: number | string | null): CsvCell => {
  if (value === null) return null;
  const text = String(value);
  return language === 'si' ? text.replace('.', ',') : text;
};

const money = (language: Language, value: string) => number(language, new Decimal(value).toFixed(2));

function figureCells(figures: FigureRow, rates: Rates, language: Language): CsvCell[] {
  const cells: Record<(typeof FIGURES)[number], CsvCell> = {
    deliveries: figures.deliveries,
    okDeliveries: figures.okDeliveries,
    problemDeliveries: figures.problemDeliveries,
    unacceptableDeliveries: figures.unacceptableDeliveries,
    okPercent: number(language, rates.okPercent),
    orders: figures.orders,
    onTimePercent: number(language, rates.onTimePercent),
    inFullPercent: number(language, rates.inFullPercent),
    otifPercent: number(language, rates.otifPercent),
    temperatureBreaches: rates.temperatureBreaches,
    reclamations: figures.reclamations,
    reclamationRate: number(language, rates.reclamationRate),
    claimed: money(language, figures.claimed),
    recovered: money(language, figures.recovered),
    recoveredPercent: number(language, rates.recoveredPercent),
    priceVariancePercent: number(language, rates.priceVariancePercent),
    averageDaysToAnswer: number(language, rates.averageDaysToAnswer),
  };
  return FIGURES.map((figure) => cells[figure]);
}

type Column = keyof Resources['analyticsDetail']['columns'];
const headers = (t: TFunction, columns: readonly Column[]) =>
  columns.map((column) => t(`analyticsDetail.columns.${column}`));
const figureHeaders = (t: TFunction) => headers(t, FIGURES);

const csvText = (rows: CsvCell[][]) => '\uFEFF' + csvLines(rows);

/** One table of the analytics page; null for the shops' table outside the company view. */
export function analyticsTableCsv(
  page: AnalyticsPage,
  table: AnalyticsTable,
  t: TFunction,
  language: Language,
): CsvFile | null {
  const week = (day: string) => formatCalendarDate(language, day);
  let rows: CsvCell[][];
  switch (table) {
    case 'outcomes':
      rows = [
        headers(t, ['week', 'okDeliveries', 'problemDeliveries', 'unacceptableDeliveries']),
        ...page.weeks.map((entry) => [
          week(entry.week),
          entry.outcomes.ok,
          entry.outcomes.problems,
          entry.outcomes.unacceptable,
        ]),
      ];
      break;
    case 'reasons':
      rows = [
        [
          t('analyticsDetail.columns.week'),
          ...RECLAMATION_REASONS.map((reason) => t(`reclamations.reasons.${reason}`)),
        ],
        ...page.weeks.map((entry) => [
          week(entry.week),
          ...RECLAMATION_REASONS.map((reason) => entry.reasons[reason] ?? 0),
        ]),
      ];
      break;
    case 'breaches':
      rows = [
        headers(t, ['week', 'chilled', 'frozen', 'room']),
        ...page.weeks.map((entry) => [
          week(entry.week),
          entry.breaches.chilled,
          entry.breaches.frozen,
          entry.breaches.room,
        ]),
      ];
      break;
    case 'scorecard':
      rows = [
        [t('analyticsDetail.columns.supplier'), ...figureHeaders(t)],
        ...page.scorecard.map((entry) => [entry.name, ...figureCells(entry.figures, entry.rates, language)]),
      ];
      break;
    case 'shops':
      if (!page.shops) return null;
      rows = [
        [t('analyticsDetail.columns.shop'), ...figureHeaders(t)],
        ...page.shops.map((entry) => [entry.name, ...figureCells(entry.figures, entry.rates, language)]),
        [t('analyticsDetail.rows.allShops'), ...figureCells(page.totals.current, page.totals.rates, language)],
      ];
      break;
  }
  return { fileName: `analytics-${table}-${page.period.from}-${page.period.to}.csv`, body: csvText(rows) };
}

/** A supplier's twelve months, one row per month ("YYYY-MM") and the total last. */
export function supplierTrendCsv(page: SupplierTrendPage, t: TFunction, language: Language): CsvFile {
  const rows: CsvCell[][] = [
    [t('analyticsDetail.columns.month'), ...figureHeaders(t)],
    ...page.months.map((entry) => [entry.month.slice(0, 7), ...figureCells(entry.figures, entry.rates, language)]),
    [t('analyticsDetail.rows.total'), ...figureCells(page.totals.figures, page.totals.rates, language)],
  ];
  const first = page.months[0]?.month.slice(0, 7) ?? '';
  const last = page.months.at(-1)?.month.slice(0, 7) ?? '';
  return { fileName: `analytics-supplier-${page.supplierId}-${first}-${last}.csv`, body: csvText(rows) };
}
