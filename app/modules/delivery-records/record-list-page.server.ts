import type { DbOrTx } from '#app/db/client.server';
import { listHistorySupplierOptions } from '#app/modules/ordering/order-history.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { EXPORT_ROW_CAP } from './record-export.service.server';
import { RECORD_PERMISSIONS, type RecordKind } from './record-filters';
import { listRecords, type RecordQuery } from './records.repo.server';

/**
 * What a record page shows: one page of its lines, how many match, the supplier filter's options and the export's
 * cap (the page says so instead of offering a download that would be refused). `forbidden` without the list's
 * permission.
 */
export async function getRecordListPage(
  db: DbOrTx,
  shop: ShopScope,
  kind: RecordKind,
  query: RecordQuery & { page: number; perPage: number },
) {
  if (!mayInShop(shop, RECORD_PERMISSIONS[kind])) return { ok: false as const, reason: 'forbidden' as const };
  const [{ rows, total }, suppliers] = await Promise.all([
    listRecords(db, shop, kind, query),
    listHistorySupplierOptions(db, shop),
  ]);
  return { ok: true as const, rows, total, suppliers, exportCap: EXPORT_ROW_CAP };
}
