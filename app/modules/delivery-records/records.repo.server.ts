import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { deliveryNoteLines, deliveryNotes, suppliers, users } from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { likePattern } from '#app/utils/list-filters';
import { RECORD_PERMISSIONS, type RecordFilters, type RecordKind } from './record-filters';

export type RecordQuery = Omit<RecordFilters, 'invalidDates' | 'page'>;

const line = deliveryNoteLines;
const note = deliveryNotes;

/**
 * Which lines each list holds: exactly the predicates of the partial indexes delivery_note_lines_risk_idx,
 * _excluded_idx and _certified_idx on (shop_id, delivery_note_id), so the planner reads only those lines of the shop.
 * The excluded predicate is what the counting issue's stock export leaves out (decision 034).
 */
const KIND_PREDICATE: Record<RecordKind, SQL> = {
  risk: sql`(${line.isRisky} or ${line.temperatureVerdict} = 'breach' or ${line.correctiveNote} is not null)`,
  excluded: sql`${line.excludedFromStock}`,
  certified: sql`${line.certificateScheme} is not null`,
};

/** The note's compartment reading that applies to the line's product: room, refrigerator or freezer. */
const compartmentTemperature = sql<string | null>`case ${line.temperatureRegime}
  when 'chilled' then ${note.fridgeTemperature}
  when 'frozen' then ${note.freezerTemperature}
  else ${note.roomTemperature} end`;

const missingNumber = sql`nullif(trim(coalesce(${line.certificateNumber}, '')), '') is null`;
const expiredAtReceipt = sql`coalesce(${line.certificateExpires} < ${note.deliveryDate}, false)`;

function kindFilter(kind: RecordKind, query: RecordQuery): SQL | undefined {
  switch (kind) {
    case 'risk':
      return and(
        query.verdict === 'all' ? undefined : eq(line.temperatureVerdict, query.verdict),
        query.corrective ? sql`nullif(trim(${line.correctiveNote}), '') is not null` : undefined,
      );
    case 'excluded':
      return query.source === 'all'
        ? undefined
        : query.source === 'product'
          ? isNull(line.excludeReason)
          : sql`${line.excludeReason} is not null`;
    case 'certified':
      return and(
        query.scheme === 'all' ? undefined : eq(line.certificateScheme, query.scheme),
        query.problems ? sql`(${missingNumber} or ${expiredAtReceipt})` : undefined,
      );
  }
}

/**
 * The lines of signed-off receipts of the shop that belong to a list, with the list's filters. A note an amendment
 * replaced is no receipt any more (its amendment is), so it is left out.
 */
function recordWhere(shop: ShopScope, kind: RecordKind, query: RecordQuery): SQL | undefined {
  return and(
    eq(line.companyId, shop.companyId),
    eq(line.shopId, shop.shopId),
    KIND_PREDICATE[kind],
    eq(note.shopId, shop.shopId),
    eq(note.state, 'signed_off'),
    isNull(note.amendedByNoteId),
    query.from ? gte(note.deliveryDate, query.from) : undefined,
    query.to ? lte(note.deliveryDate, query.to) : undefined,
    query.supplierId ? eq(note.supplierId, query.supplierId) : undefined,
    query.q
      ? sql`lower(${line.productName} || ' ' || coalesce(${line.itemCode}, '')) like ${likePattern(query.q.toLowerCase())}`
      : undefined,
    kindFilter(kind, query),
  );
}

const ofNote = and(eq(note.companyId, line.companyId), eq(note.id, line.deliveryNoteId));

function selectRecords(db: DbOrTx, shop: ShopScope, kind: RecordKind, query: RecordQuery) {
  return db
    .select({
      id: line.id,
      noteId: note.id,
      deliveryDate: note.deliveryDate,
      deliveryNumber: note.deliveryNumber,
      supplierName: suppliers.name,
      productName: line.productName,
      itemCode: line.itemCode,
      unit: line.unit,
      deliveredQuantity: line.deliveredQuantity,
      acceptedQuantity: line.acceptedQuantity,
      lot: line.lot,
      bestBefore: line.bestBefore,
      temperatureRegime: line.temperatureRegime,
      temperature: line.temperature,
      compartmentTemperature,
      verdict: line.temperatureVerdict,
      correctiveNote: line.correctiveNote,
      isRisky: line.isRisky,
      excludeReason: line.excludeReason,
      certificateScheme: line.certificateScheme,
      certificateNumber: line.certificateNumber,
      certificateExpires: line.certificateExpires,
      expiredAtReceipt: sql<boolean>`${expiredAtReceipt}`,
      missingNumber: sql<boolean>`${missingNumber}`,
      acceptedBy: sql<string | null>`nullif(trim(${users.name} || ' ' || coalesce(${users.lastname}, '')), '')`,
    })
    .from(line)
    .innerJoin(note, ofNote)
    .innerJoin(suppliers, eq(suppliers.id, note.supplierId))
    .leftJoin(users, eq(users.id, note.acceptedByUserId))
    .where(recordWhere(shop, kind, query))
    .orderBy(desc(note.deliveryDate), desc(note.id), asc(line.position));
}

export type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** One page of a list, latest receipt first, and how many lines match. Empty without the list's permission. */
export async function listRecords(
  db: DbOrTx,
  shop: ShopScope,
  kind: RecordKind,
  query: RecordQuery & { page: number; perPage: number },
): Promise<{ rows: RecordRow[]; total: number }> {
  if (!mayInShop(shop, RECORD_PERMISSIONS[kind])) return { rows: [], total: 0 };
  const [rows, [total]] = await Promise.all([
    selectRecords(db, shop, kind, query)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: count() })
      .from(line)
      .innerJoin(note, ofNote)
      .where(recordWhere(shop, kind, query)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Every matching line for an export, at most `cap`: one more is read to tell that the filters match too many, so a
 * download never reads the whole table. Empty without the list's permission.
 */
export async function readRecordsForExport(
  db: DbOrTx,
  shop: ShopScope,
  kind: RecordKind,
  query: RecordQuery,
  cap: number,
): Promise<{ rows: RecordRow[]; overCap: boolean }> {
  if (!mayInShop(shop, RECORD_PERMISSIONS[kind])) return { rows: [], overCap: false };
  const rows = await selectRecords(db, shop, kind, query).limit(cap + 1);
  return { rows: rows.slice(0, cap), overCap: rows.length > cap };
}
