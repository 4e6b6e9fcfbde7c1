import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { advanceShipNotices, asnLines, deliveryNotes, orders, products, suppliers } from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { cancelAsn } from './asn.repo.server';

/**
 * One advance ship notice as its page shows it: the header with the supplier and the order, its lines with the
 * products they matched, and the delivery notes received against it. Null for another shop's ASN or without asn:view.
 */
export async function getAsnDetail(db: DbOrTx, shop: ShopScope, asnId: number) {
  if (!mayInShop(shop, 'asn:view')) return null;
  const [header] = await db
    .select({ asn: advanceShipNotices, supplierName: suppliers.name, orderNumber: orders.number })
    .from(advanceShipNotices)
    .innerJoin(suppliers, eq(suppliers.id, advanceShipNotices.supplierId))
    .leftJoin(
      orders,
      and(eq(orders.companyId, advanceShipNotices.companyId), eq(orders.id, advanceShipNotices.orderId)),
    )
    .where(
      and(
        eq(advanceShipNotices.companyId, shop.companyId),
        eq(advanceShipNotices.shopId, shop.shopId),
        eq(advanceShipNotices.id, asnId),
      ),
    )
    .limit(1);
  if (!header) return null;
  const [lines, notes] = await Promise.all([
    db
      .select({
        id: asnLines.id,
        position: asnLines.position,
        productId: asnLines.productId,
        productName: products.name,
        unit: products.supplierUnit,
        gtin: asnLines.gtin,
        supplierItemCode: asnLines.supplierItemCode,
        description: asnLines.description,
        quantity: asnLines.quantity,
        sentQuantity: asnLines.sentQuantity,
        unitCode: asnLines.unitCode,
        bestBefore: asnLines.bestBefore,
        lot: asnLines.lot,
        sscc: asnLines.sscc,
        problem: asnLines.problem,
      })
      .from(asnLines)
      .leftJoin(
        products,
        and(
          eq(products.companyId, asnLines.companyId),
          eq(products.shopId, asnLines.shopId),
          eq(products.id, asnLines.productId),
        ),
      )
      .where(and(eq(asnLines.companyId, shop.companyId), eq(asnLines.shopId, shop.shopId), eq(asnLines.asnId, asnId)))
      .orderBy(asc(asnLines.position)),
    db
      .select({
        id: deliveryNotes.id,
        deliveryDate: deliveryNotes.deliveryDate,
        deliveryNumber: deliveryNotes.deliveryNumber,
        state: deliveryNotes.state,
        outcome: deliveryNotes.outcome,
        amendedByNoteId: deliveryNotes.amendedByNoteId,
      })
      .from(deliveryNotes)
      .where(
        and(
          eq(deliveryNotes.companyId, shop.companyId),
          eq(deliveryNotes.shopId, shop.shopId),
          eq(deliveryNotes.asnId, asnId),
        ),
      )
      .orderBy(asc(deliveryNotes.deliveryDate), asc(deliveryNotes.id)),
  ]);
  const { asn } = header;
  return {
    asn: {
      id: asn.id,
      asnNumber: asn.asnNumber,
      status: asn.status,
      format: asn.format,
      channel: asn.channel,
      supplierId: asn.supplierId,
      supplierName: header.supplierName,
      orderId: asn.orderId,
      orderNumber: header.orderNumber,
      sentOrderNumber: asn.orderNumber,
      deliveryNoteNumber: asn.deliveryNoteNumber,
      documentDate: asn.documentDate,
      despatchDate: asn.despatchDate,
      deliveryDate: asn.deliveryDate,
      warehouseNumber: asn.warehouseNumber,
      supplierGln: asn.supplierGln,
      revision: asn.revision,
      lineCount: asn.lineCount,
      problemCount: asn.problemCount,
      adviceSentAt: asn.adviceSentAt?.toISOString() ?? null,
    },
    lines,
    notes,
  };
}

export type AsnDetail = NonNullable<Awaited<ReturnType<typeof getAsnDetail>>>;

export type CancelAsnResult = { ok: true } | { ok: false; reason: 'forbidden' | 'not_found' | 'received' };

/** "Cancel ASN": an ASN not yet wholly received can no longer be received against (asn:import). */
export async function cancelAdvanceShipNotice(db: DbOrTx, shop: ShopScope, asnId: number): Promise<CancelAsnResult> {
  if (!mayInShop(shop, 'asn:import') || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<CancelAsnResult> => {
    if (await cancelAsn(tx, shop, asnId)) return { ok: true };
    const [row] = await tx
      .select({ status: advanceShipNotices.status })
      .from(advanceShipNotices)
      .where(
        and(
          eq(advanceShipNotices.companyId, shop.companyId),
          eq(advanceShipNotices.shopId, shop.shopId),
          eq(advanceShipNotices.id, asnId),
        ),
      );
    if (!row) return { ok: false, reason: 'not_found' };
    // Cancelled already: nothing to do. Received: too late.
    return row.status === 'cancelled' ? { ok: true } : { ok: false, reason: 'received' };
  });
}
