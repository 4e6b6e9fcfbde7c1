import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { jsonRows } from '#app/db/json-rows.server';
import { advanceShipNotices, asnLines, deliveryNoteLines, deliveryNotes, type AsnStatus } from '#app/db/schema';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';

/**
 * The advance ship notices repository: the only place that writes advance_ship_notices and asn_lines. Every function
 * takes the shop and filters by its company and shop; another shop's ASN is null or changes nothing.
 */

export type AsnRow = typeof advanceShipNotices.$inferSelect;
export type AsnLineRow = typeof asnLines.$inferSelect;

type AsnHeader = Omit<
  typeof advanceShipNotices.$inferInsert,
  | 'id'
  | 'companyId'
  | 'shopId'
  | 'status'
  | 'lineCount'
  | 'problemCount'
  | 'revision'
  | 'adviceSentAt'
  | 'createdAt'
  | 'updatedAt'
>;
export type NewAsnLine = Omit<typeof asnLines.$inferInsert, 'id' | 'companyId' | 'shopId' | 'asnId'>;
export interface NewAsn extends AsnHeader {
  lines: NewAsnLine[];
}

/**
 * Whether a delivery note points at the ASN. Spelled out with the outer table's name: in a select list Drizzle writes
 * columns without their table, and inside the subquery an unqualified "id" would be the delivery note's.
 */
const receivingStartedSql = sql<boolean>`exists (select 1 from ${deliveryNotes} as dn where dn.company_id = "advance_ship_notices"."company_id" and dn.asn_id = "advance_ship_notices"."id")`;

const ofShop = (shop: OrderShop) =>
  and(eq(advanceShipNotices.companyId, shop.companyId), eq(advanceShipNotices.shopId, shop.shopId));

export async function getAsn(db: DbOrTx, shop: OrderShop, asnId: number): Promise<AsnRow | null> {
  const [row] = await db
    .select()
    .from(advanceShipNotices)
    .where(and(ofShop(shop), eq(advanceShipNotices.id, asnId)))
    .limit(1);
  return row ?? null;
}

/** The ASN's lines in message order (none for another shop's ASN). */
export async function listAsnLines(db: DbOrTx, shop: OrderShop, asnId: number): Promise<AsnLineRow[]> {
  return db
    .select()
    .from(asnLines)
    .where(and(eq(asnLines.companyId, shop.companyId), eq(asnLines.shopId, shop.shopId), eq(asnLines.asnId, asnId)))
    .orderBy(asc(asnLines.position));
}

export interface ExistingAsn {
  id: number;
  status: AsnStatus;
  /** A delivery note (draft or signed off) was started against it: it can no longer be replaced. */
  receivingStarted: boolean;
}

/** The shop's ASN of this supplier and number, locked for the rest of the transaction (a replacement or cancel). */
export async function lockAsnByNumber(
  tx: DbOrTx,
  shop: OrderShop,
  supplierId: number,
  asnNumber: string,
): Promise<ExistingAsn | null> {
  const [row] = await tx
    .select({
      id: advanceShipNotices.id,
      status: advanceShipNotices.status,
      receivingStarted: receivingStartedSql,
    })
    .from(advanceShipNotices)
    .where(
      and(ofShop(shop), eq(advanceShipNotices.supplierId, supplierId), eq(advanceShipNotices.asnNumber, asnNumber)),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The ASN locked for the rest of the transaction (receiving, status changes). */
export async function lockAsn(tx: DbOrTx, shop: OrderShop, asnId: number): Promise<AsnRow | null> {
  const [row] = await tx
    .select()
    .from(advanceShipNotices)
    .where(and(ofShop(shop), eq(advanceShipNotices.id, asnId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

const counts = (lines: NewAsnLine[]) => ({
  lineCount: lines.length,
  problemCount: lines.filter((line) => line.problem !== null && line.problem !== undefined).length,
});

async function insertLines(tx: DbOrTx, shop: OrderShop, asnId: number, lines: NewAsnLine[]): Promise<void> {
  if (lines.length === 0) return;
  // jsonRows takes its columns from the first row: a key another line leaves out is written as null, not lost.
  const absent = Object.fromEntries([...new Set(lines.flatMap((line) => Object.keys(line)))].map((key) => [key, null]));
  const { columns, rows } = jsonRows(
    asnLines,
    lines.map((line) => ({ ...absent, ...line, companyId: shop.companyId, shopId: shop.shopId, asnId })),
  );
  await tx.execute(sql`insert into ${asnLines} (${columns}) select ${columns} from ${rows}`);
}

/**
 * A new ASN with its lines (two statements whatever the number of lines). Call inside a transaction. Null when an
 * import of the same supplier and number running at the same time stored it first (the insert waits for that one to
 * commit): the caller then replaces what it stored.
 */
export async function insertAsn(tx: DbOrTx, shop: OrderShop, asn: NewAsn): Promise<number | null> {
  const { lines, ...header } = asn;
  const [row] = await tx
    .insert(advanceShipNotices)
    .values({ ...header, ...counts(lines), companyId: shop.companyId, shopId: shop.shopId })
    .onConflictDoNothing({
      target: [advanceShipNotices.shopId, advanceShipNotices.supplierId, advanceShipNotices.asnNumber],
    })
    .returning({ id: advanceShipNotices.id });
  if (!row) return null;
  await insertLines(tx, shop, row.id, lines);
  return row.id;
}

/**
 * Replaces an ASN not yet received against (the caller checked, holding `lockAsnByNumber`): new header and lines,
 * revision raised, status back to expected.
 */
export async function replaceAsn(tx: DbOrTx, shop: OrderShop, asnId: number, asn: NewAsn): Promise<void> {
  const { lines, ...header } = asn;
  await tx
    .update(advanceShipNotices)
    .set({
      ...header,
      ...counts(lines),
      status: 'expected',
      revision: sql`${advanceShipNotices.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(ofShop(shop), eq(advanceShipNotices.id, asnId)));
  await tx
    .delete(asnLines)
    .where(and(eq(asnLines.companyId, shop.companyId), eq(asnLines.shopId, shop.shopId), eq(asnLines.asnId, asnId)));
  await insertLines(tx, shop, asnId, lines);
}

export async function setAsnStatus(tx: DbOrTx, shop: OrderShop, asnId: number, status: AsnStatus): Promise<void> {
  await tx
    .update(advanceShipNotices)
    .set({ status, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(advanceShipNotices.id, asnId)));
}

/** Records that the receiving advice (the differences) was queued for the supplier. */
export async function markAdviceSent(tx: DbOrTx, shop: OrderShop, asnId: number): Promise<void> {
  await tx
    .update(advanceShipNotices)
    .set({ adviceSentAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(advanceShipNotices.id, asnId)));
}

/**
 * The shop's ASNs of these suppliers and numbers, without locking (the import's preview): by `supplierId|asnNumber`,
 * with whether receiving against each has started. One statement.
 */
export async function findAsnsByNumber(
  db: DbOrTx,
  shop: OrderShop,
  keys: { supplierId: number; asnNumber: string }[],
): Promise<Map<string, ExistingAsn>> {
  const found = new Map<string, ExistingAsn>();
  if (!keys.length) return found;
  const rows = await db
    .select({
      id: advanceShipNotices.id,
      supplierId: advanceShipNotices.supplierId,
      asnNumber: advanceShipNotices.asnNumber,
      status: advanceShipNotices.status,
      receivingStarted: receivingStartedSql,
    })
    .from(advanceShipNotices)
    .where(
      and(
        ofShop(shop),
        inArray(advanceShipNotices.supplierId, [...new Set(keys.map((key) => key.supplierId))]),
        inArray(advanceShipNotices.asnNumber, [...new Set(keys.map((key) => key.asnNumber))]),
      ),
    );
  for (const { supplierId, asnNumber, ...existing } of rows) found.set(`${supplierId}|${asnNumber}`, existing);
  return found;
}

/**
 * Every line received against the ASN: the lines of its signed-off notes that no amendment replaced (leaving out the
 * note an amendment being signed off replaces), in the product's unit.
 */
export async function listReceivedAgainstAsn(
  tx: DbOrTx,
  shop: OrderShop,
  asnId: number,
  replacedNoteId: number | null,
) {
  return tx
    .select({
      orderLineId: deliveryNoteLines.orderLineId,
      productId: deliveryNoteLines.productId,
      productName: deliveryNoteLines.productName,
      unit: deliveryNoteLines.unit,
      delivered: deliveryNoteLines.deliveredQuantity,
      accepted: deliveryNoteLines.acceptedQuantity,
      bestBefore: deliveryNoteLines.bestBefore,
    })
    .from(deliveryNoteLines)
    .innerJoin(
      deliveryNotes,
      and(
        eq(deliveryNotes.companyId, deliveryNoteLines.companyId),
        eq(deliveryNotes.id, deliveryNoteLines.deliveryNoteId),
      ),
    )
    .where(
      and(
        eq(deliveryNotes.companyId, shop.companyId),
        eq(deliveryNotes.shopId, shop.shopId),
        eq(deliveryNotes.asnId, asnId),
        eq(deliveryNotes.state, 'signed_off'),
        isNull(deliveryNotes.amendedByNoteId),
        replacedNoteId === null ? undefined : ne(deliveryNotes.id, replacedNoteId),
      ),
    )
    .orderBy(asc(deliveryNotes.id), asc(deliveryNoteLines.position));
}

/** Cancels an ASN still expected or partly received; false when it is another shop's, received or cancelled already. */
export async function cancelAsn(tx: DbOrTx, shop: OrderShop, asnId: number): Promise<boolean> {
  const rows = await tx
    .update(advanceShipNotices)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        ofShop(shop),
        eq(advanceShipNotices.id, asnId),
        inArray(advanceShipNotices.status, ['expected', 'partly_received']),
      ),
    )
    .returning({ id: advanceShipNotices.id });
  return rows.length > 0;
}
