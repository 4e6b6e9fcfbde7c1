import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { deliveryNotes, suppliers } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';

/**
 * The shop's deliveries signed off after a count's cut-off (decision 035, "A count's life"), oldest first, so the
 * stock figure can be reconciled: they are in the shop but were not there when it was counted.
 */
export async function deliveriesAfterCutOff(db: DbOrTx, shop: Pick<ShopScope, 'companyId' | 'shopId'>, cutOffAt: Date) {
  return db
    .select({
      id: deliveryNotes.id,
      deliveryNumber: deliveryNotes.deliveryNumber,
      supplierName: suppliers.name,
      signedOffAt: deliveryNotes.signedOffAt,
      lines: deliveryNotes.lineCount,
    })
    .from(deliveryNotes)
    .innerJoin(suppliers, eq(suppliers.id, deliveryNotes.supplierId))
    .where(
      and(
        eq(deliveryNotes.companyId, shop.companyId),
        eq(deliveryNotes.shopId, shop.shopId),
        eq(deliveryNotes.state, 'signed_off'),
        isNotNull(deliveryNotes.signedOffAt),
        gt(deliveryNotes.signedOffAt, cutOffAt),
      ),
    )
    .orderBy(asc(deliveryNotes.signedOffAt), asc(deliveryNotes.id))
    .limit(200);
}
