import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { DbOrTx } from '#app/db/client.server';
import { getAsn, listAsnLines } from '#app/modules/asn/asn.repo.server';
import { getBackorder, listBackorderLines } from '#app/modules/backorders/backorders.repo.server';
import { getOrder, listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { receiptLinesFromAsn } from './asn-lines';
import { countSignedOffNotes, findOwnDraft, insertDraftNote } from './delivery-notes.repo.server';
import { newDraft } from './receipt-draft';
import { expectedOf } from './receipt-lines.server';
import { productsById, receivingTerms } from './receiving-catalog.repo.server';

export type ReceiptSource = { orderId: number } | { backorderId: number } | { supplierId: number } | { asnId: number };

export type StartReceiptResult =
  { ok: true; noteId: number; resumed: boolean } | { ok: false; reason: 'forbidden' | 'not_found' | 'order_closed' };

const RECEIVING = ['new', 'in_progress'];

/**
 * Starts receiving a delivery: of an order (a line per order line still expected), of a backorder (a line per
 * backorder line) or unplanned from a supplier (no lines). The user's own draft of the same order, backorder or
 * unplanned supplier is resumed instead (docs/decisions/030-receiving-drafts-and-sign-off.md). Against an advance ship
 * notice (decision 033): of its order if it has one, with its products not on the order as unplanned lines, and its
 * best before dates and lots filled in.
 */
export async function startReceipt(db: DbOrTx, shop: ShopScope, source: ReceiptSource): Promise<StartReceiptResult> {
  if (!mayInShop(shop, 'deliveries:receive') || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  if ('asnId' in source) return startAsnReceipt(db, shop, source.asnId);
  return db.transaction(async (tx): Promise<StartReceiptResult> => {
    let orderId: number | null = null;
    let backorderId: number | null = null;
    let supplierId: number;
    if ('supplierId' in source) {
      supplierId = source.supplierId;
      if (!(await receivingTerms(tx, shop, supplierId))) return { ok: false, reason: 'not_found' };
    } else {
      const backorder = 'backorderId' in source ? await getBackorder(tx, shop, source.backorderId) : null;
      if ('backorderId' in source && !backorder) return { ok: false, reason: 'not_found' };
      backorderId = backorder?.id ?? null;
      orderId = backorder?.orderId ?? ('orderId' in source ? source.orderId : null);
      const order = orderId === null ? null : await getOrder(tx, shop, orderId);
      if (!order) return { ok: false, reason: 'not_found' };
      if (!RECEIVING.includes(order.status) || (backorder && backorder.status !== 'open'))
        return { ok: false, reason: 'order_closed' };
      supplierId = order.supplierId;
    }

    const userId = shop.actor.userId;
    const own = await findOwnDraft(tx, shop, userId, { orderId, backorderId, supplierId });
    if (own !== null) return { ok: true, noteId: own, resumed: true };

    const lines = orderId === null ? [] : await expectedLines(tx, shop, orderId, backorderId);
    const noteId = await insertDraftNote(tx, shop, {
      supplierId,
      orderId,
      backorderId,
      deliveryDate: todayIn(shop.timeZone),
      draft: newDraft(todayIn(shop.timeZone), lines, randomUUID),
      basedOnReceipts: orderId === null ? 0 : await countSignedOffNotes(tx, shop, orderId),
      createdByUserId: userId,
    });
    return { ok: true, noteId, resumed: false };
  });
}

/** The order's lines with a rest, or a backorder's lines. */
async function expectedLines(
  tx: Parameters<typeof getOrder>[0],
  shop: ShopScope,
  orderId: number,
  backorderId: number | null,
) {
  const orderLines = await listOrderLines(tx, shop, orderId);
  const wanted =
    backorderId === null ? null : new Set((await listBackorderLines(tx, shop, backorderId)).map((l) => l.orderLineId));
  return orderLines
    .filter((line) => (wanted ? wanted.has(line.id) : new Decimal(expectedOf(line)).gt(0)))
    .map((line) => ({ orderLineId: line.id, productId: line.productId }));
}

/** Receiving against an ASN still expected or partly received (one transaction, the ASN locked against a cancel). */
async function startAsnReceipt(db: DbOrTx, shop: ShopScope, asnId: number): Promise<StartReceiptResult> {
  return db.transaction(async (tx): Promise<StartReceiptResult> => {
    const asn = await getAsn(tx, shop, asnId);
    if (!asn) return { ok: false, reason: 'not_found' };
    if (asn.status === 'cancelled' || asn.status === 'received') return { ok: false, reason: 'order_closed' };
    const order = asn.orderId === null ? null : await getOrder(tx, shop, asn.orderId);
    if (order && !RECEIVING.includes(order.status)) return { ok: false, reason: 'order_closed' };
    if (!order && !(await receivingTerms(tx, shop, asn.supplierId))) return { ok: false, reason: 'not_found' };
    const orderId = order?.id ?? null;
    const userId = shop.actor.userId;
    const own = await findOwnDraft(tx, shop, userId, { orderId, backorderId: null, supplierId: asn.supplierId, asnId });
    if (own !== null) return { ok: true, noteId: own, resumed: true };

    const [asnLines, orderLines] = await Promise.all([
      listAsnLines(tx, shop, asnId),
      orderId === null ? [] : expectedLines(tx, shop, orderId, null),
    ]);
    // An unplanned line may only hold a live product of the note's supplier (draftLinesAreKnown): any other product
    // the ASN names stays a notice on the screen.
    const planned = receiptLinesFromAsn(asnLines, orderLines);
    const unplannedIds = planned.flatMap((line) =>
      line.orderLineId === null && line.productId !== null ? [line.productId] : [],
    );
    const receivable = new Set(
      (await productsById(tx, shop, unplannedIds))
        .filter((product) => !product.isDeleted && product.supplierId === asn.supplierId)
        .map((product) => product.id),
    );
    const lines = planned.filter((line) => line.orderLineId !== null || receivable.has(line.productId ?? 0));
    const today = todayIn(shop.timeZone);
    const draft = newDraft(today, lines, randomUUID);
    draft.lines = draft.lines.map((line, index) => ({
      ...line,
      bestBefore: lines[index]?.bestBefore ?? null,
      lot: lines[index]?.lot ?? null,
    }));
    if (asn.deliveryNoteNumber) draft.header.deliveryNumber = asn.deliveryNoteNumber;
    const noteId = await insertDraftNote(tx, shop, {
      supplierId: asn.supplierId,
      orderId,
      backorderId: null,
      asnId,
      deliveryDate: today,
      draft,
      basedOnReceipts: orderId === null ? 0 : await countSignedOffNotes(tx, shop, orderId),
      createdByUserId: userId,
    });
    return { ok: true, noteId, resumed: false };
  });
}
