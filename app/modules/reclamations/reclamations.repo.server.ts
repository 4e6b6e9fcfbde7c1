import { and, asc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#app/db/client.server';
import type { ShopKeys } from '#app/db/prepared.server';
import {
  companies,
  deliveryNoteLines,
  deliveryNotes,
  mailOutbox,
  orders,
  reclamationLines,
  reclamations,
  shops,
  shopSuppliers,
  suppliers,
  users,
} from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { ReclamationDraft } from './reclamation-draft';

type ReclamationShop = Pick<ShopScope, 'companyId' | 'shopId'>;

export const ofShop = (shop: ShopKeys) =>
  and(eq(reclamations.companyId, shop.companyId), eq(reclamations.shopId, shop.shopId));

/** Reclamations of one shop are numbered under this lock, so two sign-offs at once cannot take the same number. */
const NUMBER_LOCK = 727_300;

/** Holds the shop's reclamation-number lock until the transaction ends (PGlite and PostgreSQL alike). */
export async function lockReclamationNumbers(tx: DbOrTx, shop: ReclamationShop): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK}, ${shop.shopId})`);
}

export interface NewReclamation {
  supplierId: number;
  deliveryNoteId: number;
  orderId: number | null;
  createdByUserId: number | null;
  createdAt: Date;
}

/**
 * An open reclamation with its drafted lines, in ONE statement whatever the number of lines: numbered max + 1 in the
 * shop (call lockReclamationNumbers first), in the supplier's language, its lines tied to the note's lines by uid.
 * Returns its id.
 */
export async function insertReclamation(
  tx: DbOrTx,
  shop: ReclamationShop,
  values: NewReclamation,
  draft: ReclamationDraft,
): Promise<number> {
  const lines = JSON.stringify(
    draft.lines.map((line, index) => ({
      position: index + 1,
      uid: line.uid,
      product_id: line.productId,
      item_code: line.itemCode,
      product_name: line.productName,
      unit: line.unit,
      reason: line.reason,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: line.amount,
      note: line.note,
    })),
  );
  const { flags } = draft;
  const at = values.createdAt.toISOString();
  const result = await tx.execute<{ id: number }>(sql`
    with created as (
      insert into ${reclamations} (company_id, shop_id, supplier_id, number, delivery_note_id, order_id, status,
        damaged_seal, missing_seal, dirty, unacceptable, language, created_by_user_id, created_at, updated_at)
      select ${shop.companyId}, ${shop.shopId}, ${values.supplierId}, coalesce(max(r.number), 0) + 1,
        ${values.deliveryNoteId}, ${values.orderId}, 'open', ${flags.damagedSeal}, ${flags.missingSeal},
        ${flags.dirty}, ${flags.unacceptable},
        coalesce((select ${suppliers.language} from ${suppliers} where ${suppliers.id} = ${values.supplierId}), 'sl'),
        ${values.createdByUserId}, ${at}::timestamptz, ${at}::timestamptz
      from ${reclamations} r where r.shop_id = ${shop.shopId}
      returning id
    ), claimed as (
      insert into ${reclamationLines} (company_id, shop_id, reclamation_id, position, delivery_note_line_id,
        product_id, item_code, product_name, unit, reason, quantity, unit_price, amount, note)
      select ${shop.companyId}, ${shop.shopId}, created.id, x.position, l.id, x.product_id, x.item_code,
        x.product_name, x.unit, x.reason, x.quantity, x.unit_price, x.amount, x.note
      from created
      cross join json_to_recordset(${lines}::json) as x(position smallint, uid uuid, product_id integer,
        item_code text, product_name text, unit text, reason text, quantity numeric, unit_price numeric,
        amount numeric, note text)
      left join ${deliveryNoteLines} l on l.company_id = ${shop.companyId} and l.delivery_note_id = ${values.deliveryNoteId}
        and l.uid = x.uid
    )
    select id from created`);
  return Number(result.rows[0]!.id);
}

const sentBy = alias(users, 'sent_by');
const solvedBy = alias(users, 'solved_by');
const fullName = (user: { name: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql<string | null>`trim(${user.name} || ' ' || coalesce(${user.lastname}, ''))`;

/** A reclamation of the shop with its supplier, note, order, mail state and who did what; null when not the shop's. */
export async function getReclamation(db: DbOrTx, shop: ReclamationShop, reclamationId: number) {
  const [row] = await db
    .select({
      id: reclamations.id,
      number: reclamations.number,
      status: reclamations.status,
      answer: reclamations.answer,
      damagedSeal: reclamations.damagedSeal,
      missingSeal: reclamations.missingSeal,
      dirty: reclamations.dirty,
      unacceptable: reclamations.unacceptable,
      note: reclamations.note,
      language: reclamations.language,
      mailId: reclamations.mailId,
      sentAt: reclamations.sentAt,
      sentBy: fullName(sentBy),
      linkExpiresAt: reclamations.linkExpiresAt,
      answeredAt: reclamations.answeredAt,
      answeredBy: reclamations.answeredBy,
      answerComment: reclamations.answerComment,
      solvedAt: reclamations.solvedAt,
      solvedBy: fullName(solvedBy),
      solvedByCreditNoteId: reclamations.solvedByCreditNoteId,
      createdAt: reclamations.createdAt,
      updatedAt: reclamations.updatedAt,
      deliveryNoteId: reclamations.deliveryNoteId,
      deliveryNumber: deliveryNotes.deliveryNumber,
      deliveryDate: deliveryNotes.deliveryDate,
      orderId: reclamations.orderId,
      orderNumber: orders.number,
      supplier: {
        id: suppliers.id,
        name: suppliers.name,
        address: suppliers.address,
        postCode: suppliers.postCode,
        city: suppliers.city,
        vatNumber: suppliers.vatNumber,
        email: suppliers.email,
        language: suppliers.language,
      },
      reclamationEmails: shopSuppliers.reclamationEmails,
      orderEmails: shopSuppliers.orderEmails,
      shop: { name: shops.name, address: shops.address, timeZone: shops.timeZone },
      company: companies.name,
      mail: {
        id: mailOutbox.id,
        status: mailOutbox.status,
        lastError: mailOutbox.lastError,
        sentAt: mailOutbox.sentAt,
      },
    })
    .from(reclamations)
    .innerJoin(deliveryNotes, eq(deliveryNotes.id, reclamations.deliveryNoteId))
    .innerJoin(suppliers, eq(suppliers.id, reclamations.supplierId))
    .innerJoin(
      shopSuppliers,
      and(eq(shopSuppliers.shopId, reclamations.shopId), eq(shopSuppliers.supplierId, reclamations.supplierId)),
    )
    .innerJoin(shops, eq(shops.id, reclamations.shopId))
    .innerJoin(companies, eq(companies.id, reclamations.companyId))
    .leftJoin(orders, eq(orders.id, reclamations.orderId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, reclamations.mailId))
    .leftJoin(sentBy, eq(sentBy.id, reclamations.sentByUserId))
    .leftJoin(solvedBy, eq(solvedBy.id, reclamations.solvedByUserId))
    .where(and(ofShop(shop), eq(reclamations.id, reclamationId)));
  if (!row) return null;
  return { ...row, mail: row.mail?.id ? row.mail : null };
}

export type ReclamationRow = NonNullable<Awaited<ReturnType<typeof getReclamation>>>;

/** The reclamation's lines in order, with the note line's uid (its photos) and who solved each. */
export async function listReclamationLines(db: DbOrTx, shop: ReclamationShop, reclamationId: number) {
  return db
    .select({
      id: reclamationLines.id,
      position: reclamationLines.position,
      deliveryNoteLineId: reclamationLines.deliveryNoteLineId,
      lineUid: deliveryNoteLines.uid,
      productId: reclamationLines.productId,
      itemCode: reclamationLines.itemCode,
      productName: reclamationLines.productName,
      unit: reclamationLines.unit,
      reason: reclamationLines.reason,
      quantity: reclamationLines.quantity,
      unitPrice: reclamationLines.unitPrice,
      amount: reclamationLines.amount,
      note: reclamationLines.note,
      addedLater: reclamationLines.addedLater,
      supplierAnswer: reclamationLines.supplierAnswer,
      supplierComment: reclamationLines.supplierComment,
      promisedCredit: reclamationLines.promisedCredit,
      solvedAt: reclamationLines.solvedAt,
      solvedBy: fullName(solvedBy),
      solvedByCreditNoteId: reclamationLines.solvedByCreditNoteId,
    })
    .from(reclamationLines)
    .leftJoin(deliveryNoteLines, eq(deliveryNoteLines.id, reclamationLines.deliveryNoteLineId))
    .leftJoin(solvedBy, eq(solvedBy.id, reclamationLines.solvedByUserId))
    .where(
      and(
        eq(reclamationLines.companyId, shop.companyId),
        eq(reclamationLines.shopId, shop.shopId),
        eq(reclamationLines.reclamationId, reclamationId),
      ),
    )
    .orderBy(asc(reclamationLines.position));
}

export type ReclamationLineRow = Awaited<ReturnType<typeof listReclamationLines>>[number];

/** The signed-off note's lines a reclamation may claim (added later). */
export async function listNoteLinesToClaim(db: DbOrTx, shop: ReclamationShop, noteId: number) {
  return db
    .select({
      id: deliveryNoteLines.id,
      position: deliveryNoteLines.position,
      productName: deliveryNoteLines.productName,
      unit: deliveryNoteLines.unit,
      deliveredQuantity: deliveryNoteLines.deliveredQuantity,
    })
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

/** Locks the shop's reclamation for a change; null when not the shop's. */
export async function lockReclamation(tx: DbOrTx, shop: ReclamationShop, reclamationId: number) {
  const [row] = await tx
    .select()
    .from(reclamations)
    .where(and(ofShop(shop), eq(reclamations.id, reclamationId)))
    .for('update');
  return row ?? null;
}

/** The reclamations of a signed-off note (its page links to them). */
export async function reclamationsOfNote(db: DbOrTx, shop: ReclamationShop, noteId: number) {
  return db
    .select({ id: reclamations.id, number: reclamations.number, status: reclamations.status })
    .from(reclamations)
    .where(and(ofShop(shop), eq(reclamations.deliveryNoteId, noteId)))
    .orderBy(asc(reclamations.number));
}
