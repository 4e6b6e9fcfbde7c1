import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { jsonRows } from '#app/db/json-rows.server';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  deliveryNoteLines,
  deliveryNotePhotos,
  deliveryNotes,
  orders,
  shops,
  shopSuppliers,
  suppliers,
  users,
} from '#app/db/schema';
import { auditInsert, type AuditEntry } from '#app/modules/audit/audit.repo.server';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';
import type { ReceiptDraft } from './receipt.schema';
import type { DraftStamp } from './draft-stamp';
import { isCalendarDate } from './sign-off-check';
import { termsColumns, termsOf, type ReceivingTerms } from './receiving-catalog.repo.server';

/**
 * The delivery notes repository: the only place that writes delivery_notes, delivery_note_lines and
 * delivery_note_photos. Every function takes the shop and filters by its company and shop; another shop's note is
 * null or changes nothing.
 */

export type DeliveryNoteRow = typeof deliveryNotes.$inferSelect;
export type DeliveryNoteLineRow = typeof deliveryNoteLines.$inferSelect;
type NoteLineValues = Omit<typeof deliveryNoteLines.$inferInsert, 'id' | 'companyId' | 'shopId' | 'deliveryNoteId'>;

const ofShop = (shop: OrderShop) =>
  and(eq(deliveryNotes.companyId, shop.companyId), eq(deliveryNotes.shopId, shop.shopId));

export interface NewDraftNote {
  supplierId: number;
  orderId: number | null;
  backorderId: number | null;
  /** Receiving against an advance ship notice. */
  asnId?: number | null;
  deliveryDate: string;
  draft: ReceiptDraft;
  basedOnReceipts: number;
  createdByUserId: number | null;
  amendsNoteId?: number | null;
  amendmentReason?: string | null;
}

export async function insertDraftNote(tx: DbOrTx, shop: OrderShop, note: NewDraftNote): Promise<number> {
  const [row] = await tx
    .insert(deliveryNotes)
    .values({ ...note, companyId: shop.companyId, shopId: shop.shopId, state: 'draft' })
    .returning({ id: deliveryNotes.id });
  return row!.id;
}

/** The user's own draft for this order or backorder (or unplanned from this supplier), to resume it. */
export async function findOwnDraft(
  db: DbOrTx,
  shop: OrderShop,
  userId: number,
  source: { orderId: number | null; backorderId: number | null; supplierId: number; asnId?: number },
): Promise<number | null> {
  const [row] = await db
    .select({ id: deliveryNotes.id })
    .from(deliveryNotes)
    .where(
      and(
        ofShop(shop),
        eq(deliveryNotes.state, 'draft'),
        eq(deliveryNotes.createdByUserId, userId),
        eq(deliveryNotes.supplierId, source.supplierId),
        isNull(deliveryNotes.amendsNoteId),
        source.orderId === null ? isNull(deliveryNotes.orderId) : eq(deliveryNotes.orderId, source.orderId),
        source.backorderId === null
          ? isNull(deliveryNotes.backorderId)
          : eq(deliveryNotes.backorderId, source.backorderId),
        source.asnId === undefined ? undefined : eq(deliveryNotes.asnId, source.asnId),
      ),
    )
    .orderBy(asc(deliveryNotes.id))
    .limit(1);
  return row?.id ?? null;
}

export async function getNote(db: DbOrTx, shop: OrderShop, noteId: number): Promise<DeliveryNoteRow | null> {
  const [row] = await db
    .select()
    .from(deliveryNotes)
    .where(and(ofShop(shop), eq(deliveryNotes.id, noteId)))
    .limit(1);
  return row ?? null;
}

/** The note, its row locked until the transaction ends: saves and sign-offs of one note take turns. */
/** The note locked for a sign-off, with its supplier's terms in the shop (null when the supplier is not the shop's). */
export async function lockNoteWithTerms(
  tx: DbOrTx,
  shop: OrderShop,
  noteId: number,
): Promise<{ note: DeliveryNoteRow; terms: ReceivingTerms | null } | null> {
  const [row] = await tx
    .select({ note: deliveryNotes, terms: termsColumns })
    .from(deliveryNotes)
    .leftJoin(
      shopSuppliers,
      and(
        eq(shopSuppliers.companyId, deliveryNotes.companyId),
        eq(shopSuppliers.shopId, deliveryNotes.shopId),
        eq(shopSuppliers.supplierId, deliveryNotes.supplierId),
      ),
    )
    .leftJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .leftJoin(shops, and(eq(shops.companyId, shopSuppliers.companyId), eq(shops.id, shopSuppliers.shopId)))
    .where(and(ofShop(shop), eq(deliveryNotes.id, noteId)))
    .for('update', { of: deliveryNotes });
  if (!row) return null;
  const { supplierName, shortLineChoice, deliveryDays, ...limits } = row.terms;
  // Left-joined: the terms are all null when the supplier is no longer the shop's.
  if (supplierName === null || shortLineChoice === null || deliveryDays === null)
    return { note: row.note, terms: null };
  return { note: row.note, terms: termsOf({ supplierName, shortLineChoice, deliveryDays, ...limits }) };
}

export async function lockNote(tx: DbOrTx, shop: OrderShop, noteId: number): Promise<DeliveryNoteRow | null> {
  const [row] = await tx
    .select()
    .from(deliveryNotes)
    .where(and(ofShop(shop), eq(deliveryNotes.id, noteId)))
    .for('update');
  return row ?? null;
}

/** Stores a draft and raises its version; answers the new version. */
export async function storeDraft(
  tx: DbOrTx,
  shop: OrderShop,
  noteId: number,
  /** With the stamp of the device that saved it (draft-stamp.ts), kept in the same JSON. */
  draft: ReceiptDraft & { savedBy?: DraftStamp | null },
  rebase?: { basedOnReceipts: number },
): Promise<number> {
  const [row] = await tx
    .update(deliveryNotes)
    .set({
      draft,
      // The list shows a draft under the date typed, once it is one.
      ...(isCalendarDate(draft.header.deliveryDate) ? { deliveryDate: draft.header.deliveryDate } : {}),
      draftVersion: sql`${deliveryNotes.draftVersion} + 1`,
      updatedAt: sql`now()`,
      ...rebase,
    })
    .where(and(ofShop(shop), eq(deliveryNotes.id, noteId), eq(deliveryNotes.state, 'draft')))
    .returning({ version: deliveryNotes.draftVersion });
  return row!.version;
}

/** How many notes of the order are signed off (the conflict rule of decision 030). */
export async function countSignedOffNotes(db: DbOrTx, shop: OrderShop, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryNotes)
    .where(and(ofShop(shop), eq(deliveryNotes.orderId, orderId), eq(deliveryNotes.state, 'signed_off')));
  return row?.n ?? 0;
}

export type SignedOffValues = Pick<
  DeliveryNoteRow,
  | 'deliveryNumber'
  | 'deliveryDate'
  | 'outcome'
  | 'damagedSeal'
  | 'missingSeal'
  | 'dirty'
  | 'unacceptable'
  | 'roomTemperature'
  | 'fridgeTemperature'
  | 'freezerTemperature'
  | 'note'
  | 'driverName'
  | 'lineCount'
  | 'problemCount'
  | 'signatureKey'
  | 'acceptedByUserId'
  | 'signOffKey'
>;

/**
 * Turns a draft into a signed-off note with its lines, in one statement however many lines (one JSON parameter): its
 * columns set, the draft dropped, read-only from now on.
 */
/** Writes a sign-off: the note, its lines and its audit row, in one statement. */
export async function markSignedOff(
  tx: DbOrTx,
  shop: OrderShop,
  noteId: number,
  values: SignedOffValues & { signedOffAt: Date },
  lines: readonly NoteLineValues[],
  audit: AuditEntry,
): Promise<void> {
  const update = tx
    .update(deliveryNotes)
    .set({ ...values, state: 'signed_off', draft: null, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(deliveryNotes.id, noteId)));
  const audited = sql`audited as (${auditInsert(tx, audit).getSQL()})`;
  if (!lines.length) {
    await tx.execute(sql`with ${audited} ${update.getSQL()}`);
    return;
  }
  const { columns, rows } = jsonRows(
    deliveryNoteLines,
    lines.map((line) => ({ ...line, companyId: shop.companyId, shopId: shop.shopId, deliveryNoteId: noteId })),
  );
  await tx.execute(
    sql`with lines as (insert into ${deliveryNoteLines} (${columns}) select ${columns} from ${rows}), ${audited} ${update.getSQL()}`,
  );
}

export async function markAmended(tx: DbOrTx, shop: OrderShop, noteId: number, byNoteId: number): Promise<void> {
  await tx
    .update(deliveryNotes)
    .set({ amendedByNoteId: byNoteId, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(deliveryNotes.id, noteId)));
}

/** An open amendment of the note (a draft), if someone has begun one. */
export async function findAmendmentDraft(db: DbOrTx, shop: OrderShop, noteId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: deliveryNotes.id })
    .from(deliveryNotes)
    .where(and(ofShop(shop), eq(deliveryNotes.amendsNoteId, noteId), eq(deliveryNotes.state, 'draft')))
    .limit(1);
  return row?.id ?? null;
}

export async function listNoteLines(db: DbOrTx, shop: OrderShop, noteId: number): Promise<DeliveryNoteLineRow[]> {
  return db
    .select()
    .from(deliveryNoteLines)
    .where(
      and(
        eq(deliveryNoteLines.companyId, shop.companyId),
        eq(deliveryNoteLines.shopId, shop.shopId),
        eq(deliveryNoteLines.deliveryNoteId, noteId),
      ),
    )
    .orderBy(asc(deliveryNoteLines.position));
}

// Photos.

export type PhotoRow = typeof deliveryNotePhotos.$inferSelect;
const photoOfShop = (shop: OrderShop, noteId: number) =>
  and(
    eq(deliveryNotePhotos.companyId, shop.companyId),
    eq(deliveryNotePhotos.shopId, shop.shopId),
    eq(deliveryNotePhotos.deliveryNoteId, noteId),
  );

export async function listPhotos(db: DbOrTx, shop: OrderShop, noteId: number): Promise<PhotoRow[]> {
  return db.select().from(deliveryNotePhotos).where(photoOfShop(shop, noteId)).orderBy(asc(deliveryNotePhotos.id));
}

export async function countPhotos(db: DbOrTx, shop: OrderShop, noteId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deliveryNotePhotos).where(photoOfShop(shop, noteId));
  return row?.n ?? 0;
}

export async function getPhoto(db: DbOrTx, shop: OrderShop, noteId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(deliveryNotePhotos)
    .where(and(photoOfShop(shop, noteId), eq(deliveryNotePhotos.id, photoId)))
    .limit(1);
  return row ?? null;
}

export async function insertPhoto(
  tx: DbOrTx,
  shop: OrderShop,
  noteId: number,
  photo: Pick<PhotoRow, 'lineUid' | 'fileKey' | 'contentType' | 'width' | 'height' | 'createdByUserId'>,
): Promise<PhotoRow> {
  const [row] = await tx
    .insert(deliveryNotePhotos)
    .values({ ...photo, companyId: shop.companyId, shopId: shop.shopId, deliveryNoteId: noteId })
    .returning();
  return row!;
}

export async function deletePhotoRows(tx: DbOrTx, shop: OrderShop, noteId: number, photoIds: number[]) {
  if (!photoIds.length) return;
  await tx.delete(deliveryNotePhotos).where(and(photoOfShop(shop, noteId), inArray(deliveryNotePhotos.id, photoIds)));
}

const createdBy = alias(users, 'created_by');
const acceptedBy = alias(users, 'accepted_by');
const fullName = (user: { id: AnyPgColumn; name: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql<string | null>`case when ${user.id} is null then null else ${user.name} || ' ' || ${user.lastname} end`;

/** The note with its supplier's name, its order's number and status, and who started and signed it off. */
export async function getNoteWithNames(db: DbOrTx, shop: OrderShop, noteId: number) {
  const [row] = await db
    .select({
      note: deliveryNotes,
      supplierName: suppliers.name,
      orderNumber: orders.number,
      orderStatus: orders.status,
      createdByName: fullName(createdBy),
      acceptedByName: fullName(acceptedBy),
    })
    .from(deliveryNotes)
    .innerJoin(suppliers, eq(suppliers.id, deliveryNotes.supplierId))
    .leftJoin(orders, and(eq(orders.companyId, deliveryNotes.companyId), eq(orders.id, deliveryNotes.orderId)))
    .leftJoin(createdBy, eq(createdBy.id, deliveryNotes.createdByUserId))
    .leftJoin(acceptedBy, eq(acceptedBy.id, deliveryNotes.acceptedByUserId))
    .where(and(ofShop(shop), eq(deliveryNotes.id, noteId)))
    .limit(1);
  return row ?? null;
}
