import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { companies, shops } from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import { shopIsLive } from '#app/modules/auth/session.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { addDays, todayIn } from '#app/utils/dates';
import {
  emptyFigureRow,
  ratesOf,
  sortWorstFirst,
  sumFigureRows,
  type FigureRow,
  type Rates,
} from './analytics-figures';
import {
  previousPeriod,
  resolvePeriod,
  trendMonths,
  trendPeriod,
  weekStart,
  type Period,
  type PeriodKind,
} from './analytics-period';
import {
  listAnalyticsSuppliers,
  readFigures,
  readReclamationReasons,
  type AnalyticsScope,
} from './analytics.repo.server';
import type { AnalyticsQuery, AnalyticsView } from './analytics.schema';

/**
 * The analytics page (docs/decisions/036-delivery-analytics.md) for a shop's user with analytics:view, a company
 * manager's whole company, or the operator's view of one company: counters against the previous period, the weekly
 * charts, the supplier scorecard, the company's shops, and one supplier's twelve months.
 */

export interface ScorecardEntry {
  supplierId: number;
  name: string;
  figures: FigureRow;
  rates: Rates;
}

export interface ShopEntry {
  shopId: number;
  name: string;
  figures: FigureRow;
  rates: Rates;
}

export interface WeekEntry {
  /** The ISO week's Monday. */
  week: string;
  outcomes: { ok: number; problems: number; unacceptable: number };
  breaches: { chilled: number; frozen: number; room: number };
  reasons: Partial<Record<string, number>>;
}

export interface AnalyticsPage {
  view: AnalyticsView;
  /** A company manager (or the operator) may switch to the whole company. */
  companyWide: boolean;
  periodKind: PeriodKind;
  period: Period;
  previousPeriod: Period;
  /** The custom range asked for could not be read (not days, in the wrong order or over two years): this month is shown. */
  invalidRange: { from: string | null; to: string | null } | null;
  supplierId: number | null;
  suppliers: { supplierId: number; name: string }[];
  totals: { current: FigureRow; previous: FigureRow; rates: Rates; previousRates: Rates };
  weeks: WeekEntry[];
  /** Worst first: the lowest OTIF, then the lowest share of OK deliveries; suppliers without a judged order last. */
  scorecard: ScorecardEntry[];
  /** Per shop, in the company view. */
  shops: ShopEntry[] | null;
}

export interface SupplierTrendPage {
  supplierId: number;
  name: string;
  months: { month: string; figures: FigureRow; rates: Rates }[];
  totals: { figures: FigureRow; rates: Rates };
}

type Refusal = { ok: false; reason: 'forbidden' } | null;

/** The shop's own page, or for a company manager asking for it, the company's. */
export async function loadShopAnalytics(
  db: DbOrTx,
  shop: ShopScope,
  query: AnalyticsQuery,
  now: Date = new Date(),
): Promise<{ ok: true; page: AnalyticsPage } | Refusal> {
  if (!mayInShop(shop, 'analytics:view')) return { ok: false, reason: 'forbidden' };
  const companyWide = shop.actor.role === ROLES.companyManager;
  const view: AnalyticsView = companyWide && query.view === 'company' ? 'company' : 'shop';
  const scope = view === 'company' ? await companyScope(db, shop.companyId) : ownShop(shop);
  return { ok: true, page: await buildPage(db, scope, view, companyWide, query, todayIn(shop.timeZone, now)) };
}

/** The operator's view of a company: every live shop, combined and per shop. Null when there is no such company. */
export async function loadCompanyAnalytics(
  db: DbOrTx,
  companyId: number,
  query: AnalyticsQuery,
  now: Date = new Date(),
): Promise<{ ok: true; page: AnalyticsPage; companyName: string } | null> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) return null;
  const scope = await companyScope(db, companyId);
  const today = todayIn(scope.shops[0]?.timeZone ?? 'Europe/Ljubljana', now);
  return {
    ok: true,
    companyName: company.name,
    page: await buildPage(db, scope, 'company', true, { ...query, view: 'company' }, today),
  };
}

/** One supplier's last twelve months in the shop (or the company, for its manager). Null when it is not a supplier there. */
export async function loadSupplierTrend(
  db: DbOrTx,
  shop: ShopScope,
  supplierId: number,
  view: AnalyticsView,
  now: Date = new Date(),
): Promise<{ ok: true; page: SupplierTrendPage } | Refusal> {
  if (!mayInShop(shop, 'analytics:view')) return { ok: false, reason: 'forbidden' };
  const scope =
    shop.actor.role === ROLES.companyManager && view === 'company'
      ? await companyScope(db, shop.companyId)
      : ownShop(shop);
  const supplier = (await listAnalyticsSuppliers(db, scope)).find((entry) => entry.supplierId === supplierId);
  if (!supplier) return null;
  const today = todayIn(shop.timeZone, now);
  const [byMonth, [total]] = await Promise.all([
    readFigures(db, scope, trendPeriod(today), 'month', supplierId),
    readFigures(db, scope, trendPeriod(today), 'none', supplierId),
  ]);
  const rows = new Map(byMonth.map((row) => [row.key, row]));
  const totals = total ?? emptyFigureRow();
  return {
    ok: true,
    page: {
      supplierId,
      name: supplier.name,
      months: trendMonths(today).map((month) => {
        const figures = rows.get(month) ?? emptyFigureRow(month);
        return { month, figures, rates: ratesOf(figures) };
      }),
      totals: { figures: totals, rates: ratesOf(totals) },
    },
  };
}

function ownShop(shop: ShopScope): AnalyticsScope {
  return { companyId: shop.companyId, shops: [{ shopId: shop.shopId, timeZone: shop.timeZone }] };
}

async function companyScope(db: DbOrTx, companyId: number): Promise<AnalyticsScope & { names: Map<number, string> }> {
  const rows = await db
    .select({ shopId: shops.id, name: shops.name, timeZone: shops.timeZone })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), shopIsLive()))
    .orderBy(asc(shops.name), asc(shops.id));
  return {
    companyId,
    shops: rows.map((row) => ({ shopId: row.shopId, timeZone: row.timeZone })),
    names: new Map(rows.map((row) => [row.shopId, row.name])),
  };
}

async function buildPage(
  db: DbOrTx,
  scope: AnalyticsScope & { names?: Map<number, string> },
  view: AnalyticsView,
  companyWide: boolean,
  query: AnalyticsQuery,
  today: string,
): Promise<AnalyticsPage> {
  const asked = resolvePeriod(query.period, today, { from: query.from ?? '', to: query.to ?? '' });
  const periodKind: PeriodKind = asked ? query.period : 'this_month';
  const period = asked ?? resolvePeriod('this_month', today)!;
  const previous = previousPeriod(period);
  const suppliers = await listAnalyticsSuppliers(db, scope);
  const supplierId = suppliers.some((entry) => entry.supplierId === query.supplierId) ? query.supplierId! : null;
  // The period's total is its suppliers' rows added up: one read fewer over the longest range.
  const [[before], weekRows, reasons, bySupplier, byShop] = await Promise.all([
    readFigures(db, scope, previous, 'none', supplierId),
    readFigures(db, scope, period, 'week', supplierId),
    readReclamationReasons(db, scope, period, supplierId),
    readFigures(db, scope, period, 'supplier', supplierId),
    view === 'company' ? readFigures(db, scope, period, 'shop', supplierId) : Promise.resolve(null),
  ]);
  const totals = sumFigureRows(bySupplier);
  const previousTotals = before ?? emptyFigureRow();
  const names = new Map(suppliers.map((entry) => [entry.supplierId, entry.name]));
  return {
    view,
    companyWide,
    periodKind,
    period,
    previousPeriod: previous,
    invalidRange: query.period === 'custom' && !asked ? { from: query.from ?? null, to: query.to ?? null } : null,
    supplierId,
    suppliers,
    totals: {
      current: totals,
      previous: previousTotals,
      rates: ratesOf(totals),
      previousRates: ratesOf(previousTotals),
    },
    weeks: weeksOf(period, weekRows, reasons),
    scorecard: sortWorstFirst(
      bySupplier.map((figures) => ({
        supplierId: Number(figures.key),
        name: names.get(Number(figures.key)) ?? '',
        figures,
        rates: ratesOf(figures),
      })),
    ),
    shops: byShop
      ? scope.shops.map(({ shopId }) => {
          const figures = byShop.find((row) => row.key === String(shopId)) ?? emptyFigureRow(String(shopId));
          return { shopId, name: scope.names?.get(shopId) ?? '', figures, rates: ratesOf(figures) };
        })
      : null,
  };
}

/** Every week the period touches, in order, with zeros where nothing happened. */
function weeksOf(
  period: Period,
  rows: FigureRow[],
  reasons: { week: string; reason: string; reclamations: number }[],
): WeekEntry[] {
  const byWeek = new Map(rows.map((row) => [row.key, row]));
  const weeks: WeekEntry[] = [];
  for (let week = weekStart(period.from); week <= period.to; week = addDays(week, 7)) {
    const row = byWeek.get(week) ?? emptyFigureRow(week);
    weeks.push({
      week,
      outcomes: { ok: row.okDeliveries, problems: row.problemDeliveries, unacceptable: row.unacceptableDeliveries },
      breaches: row.breaches,
      reasons: Object.fromEntries(
        reasons.filter((entry) => entry.week === week).map((entry) => [entry.reason, entry.reclamations]),
      ),
    });
  }
  return weeks;
}
