import { eq, max } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { reclamationLines, reclamations } from '#app/db/schema';
import type { ReclamationReason, ReclamationStatus } from '#app/db/schema/reclamations';

interface ReclamationShop {
  companyId: number;
  shopId: number;
}

export interface ReclamationValues {
  supplierId: number;
  deliveryNoteId: number;
  orderId?: number | null;
  number?: number;
  status?: ReclamationStatus;
  language?: 'en' | 'sl';
  lines?: {
    deliveryNoteLineId?: number | null;
    productId?: number | null;
    productName?: string;
    itemCode?: string | null;
    reason?: ReclamationReason;
    quantity?: string;
    unitPrice?: string | null;
    amount?: string | null;
  }[];
}

/** A reclamation with its lines, by plain inserts (not drafted from a sign-off); numbered max + 1 in its shop. */
export async function createReclamation(db: DbOrTx, shop: ReclamationShop, values: ReclamationValues) {
  const [last] = await db
    .select({ number: max(reclamations.number) })
    .from(reclamations)
    .where(eq(reclamations.shopId, shop.shopId));
  const number = values.number ?? (last?.number ?? 0) + 1;
  const [row] = await db
    .insert(reclamations)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      supplierId: values.supplierId,
      deliveryNoteId: values.deliveryNoteId,
      orderId: values.orderId ?? null,
      number,
      status: values.status ?? 'open',
      language: values.language ?? 'en',
    })
    .returning();
  const lines = values.lines ?? [];
  if (lines.length)
    await db.insert(reclamationLines).values(
      lines.map((line, index) => ({
        companyId: shop.companyId,
        shopId: shop.shopId,
        reclamationId: row!.id,
        position: index + 1,
        deliveryNoteLineId: line.deliveryNoteLineId ?? null,
        productId: line.productId ?? null,
        itemCode: line.itemCode ?? null,
        productName: line.productName ?? 'Product',
        reason: line.reason ?? 'short',
        quantity: line.quantity ?? '1',
        unitPrice: line.unitPrice ?? null,
        amount: line.amount ?? null,
      })),
    );
  return row!;
}
