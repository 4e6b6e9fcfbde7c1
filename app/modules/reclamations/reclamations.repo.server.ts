import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { deliveryNoteLines, reclamationLines, reclamations, suppliers } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { ReclamationDraft } from './reclamation-draft';

type ReclamationShop = Pick<ShopScope, 'companyId' | 'shopId'>;

export const ofShop = (shop: ReclamationShop) =>
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
