import type { TFunction } from 'i18next';
import type { DbOrTx } from '#app/db/client.server';
import { listHistorySupplierOptions } from '#app/modules/ordering/order-history.repo.server';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { getServerT } from '#app/utils/i18n.server';
import type { Language } from '#app/utils/language';
import { recordTable, verdictText } from './record-columns';
import { RECORD_PERMISSIONS, type ExportFormat, type RecordKind } from './record-filters';
import { readRecordsForExport, type RecordQuery } from './records.repo.server';
import { renderTableExport } from './table-export.server';

/** The most lines one export holds; a filter matching more is refused with a message to narrow it. */
export const EXPORT_ROW_CAP = 5000;

const titleOf = (t: TFunction, kind: RecordKind) =>
  ({
    risk: t('deliveryRecords.risk.title'),
    excluded: t('deliveryRecords.excluded.title'),
    certified: t('deliveryRecords.certified.title'),
  })[kind];

/** The filters as printed on the PDF, in the user's language: only those that narrow the list. */
function filterSummary(
  kind: RecordKind,
  query: RecordQuery,
  supplier: string | undefined,
  ctx: { t: TFunction; language: Language },
): string {
  const { t } = ctx;
  const parts = [
    supplier && `${t('deliveryRecords.filters.supplier')}: ${supplier}`,
    query.q && `${t('deliveryRecords.filters.search')}: "${query.q}"`,
  ];
  if (kind === 'risk') {
    if (query.verdict !== 'all')
      parts.push(`${t('deliveryRecords.filters.verdict')}: ${verdictText(ctx, query.verdict)}`);
    if (query.corrective) parts.push(t('deliveryRecords.filters.corrective'));
  }
  if (kind === 'excluded' && query.source !== 'all')
    parts.push(
      `${t('deliveryRecords.filters.source')}: ${query.source === 'product' ? t('deliveryRecords.filters.sourceProduct') : t('deliveryRecords.filters.sourceReceiver')}`,
    );
  if (kind === 'certified') {
    if (query.scheme !== 'all') parts.push(`${t('deliveryRecords.filters.scheme')}: ${query.scheme.toUpperCase()}`);
    if (query.problems) parts.push(t('deliveryRecords.filters.problems'));
  }
  const shown = parts.filter(Boolean);
  return shown.length ? shown.join('; ') : t('deliveryRecords.export.noFilters');
}

export type RecordExportResult =
  | { ok: true; fileName: string; contentType: string; body: Buffer }
  | { ok: false; reason: 'forbidden' }
  | { ok: false; reason: 'too_many'; message: string };

/**
 * A record list's filtered lines as a file in the user's language: CSV, XLSX or PDF (title, shop, period, filters,
 * page numbers), named after the list and the period. At most EXPORT_ROW_CAP lines: more is `too_many` with the
 * message to show.
 */
export async function exportRecords(
  db: DbOrTx,
  shop: ShopScope,
  kind: RecordKind,
  query: RecordQuery,
  format: ExportFormat,
  language: Language,
  options: { compress?: boolean } = {},
): Promise<RecordExportResult> {
  if (!mayInShop(shop, RECORD_PERMISSIONS[kind])) return { ok: false, reason: 'forbidden' };
  const t = getServerT(language);
  const [{ rows, overCap }, suppliers] = await Promise.all([
    readRecordsForExport(db, shop, kind, query, EXPORT_ROW_CAP),
    query.supplierId ? listHistorySupplierOptions(db, shop) : [],
  ]);
  if (overCap)
    return { ok: false, reason: 'too_many', message: t('deliveryRecords.export.tooMany', { cap: EXPORT_ROW_CAP }) };
  const supplier = suppliers.find((s) => s.supplierId === query.supplierId)?.name;
  const day = (value: string | undefined) => (value ? formatCalendarDate(language, value) : '…');
  const period = query.from || query.to ? `${day(query.from)} – ${day(query.to)}` : t('deliveryRecords.export.anyDate');
  const table = recordTable(kind, rows, { t, language });
  const title = titleOf(t, kind);
  const { body, contentType } = await renderTableExport(
    {
      title,
      facts: [
        [t('deliveryRecords.export.shop'), shop.shopName],
        [t('deliveryRecords.export.period'), period],
        [t('deliveryRecords.export.filters'), filterSummary(kind, query, supplier, { t, language })],
        [t('deliveryRecords.export.printed'), formatCalendarDate(language, todayIn(shop.timeZone))],
      ],
      ...table,
      pageLabel: (page, pages) => t('deliveryRecords.export.page', { page, pages }),
    },
    format,
    options,
  );
  const openEnd = t('deliveryRecords.export.openEnd');
  const name = {
    risk: t('deliveryRecords.export.fileName.risk'),
    excluded: t('deliveryRecords.export.fileName.excluded'),
    certified: t('deliveryRecords.export.fileName.certified'),
  }[kind];
  return {
    ok: true,
    fileName: `${name}_${query.from ?? openEnd}_${query.to ?? openEnd}.${format}`,
    contentType,
    body,
  };
}
