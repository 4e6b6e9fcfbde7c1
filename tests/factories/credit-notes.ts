import type { DbOrTx } from '#app/db/client.server';
import { creditNoteLines, creditNotes } from '#app/db/schema';
import type { CreditNoteKind } from '#app/db/schema/reclamations';

interface CreditNoteShop {
  companyId: number;
  shopId: number;
}

export interface CreditNoteValues {
  supplierId: number;
  kind?: CreditNoteKind;
  number?: string;
  issueDate?: string;
  orderReference?: string | null;
  deliveryReference?: string | null;
  lines: {
    itemId: string;
    invoiceQuantity?: string | null;
    differenceQuantity?: string | null;
    unit?: string | null;
    unitPrice?: string | null;
    amount: string;
    deliveryNoteId?: number | null;
    deliveryNoteLineId?: number | null;
    productId?: number | null;
  }[];
}

/** An invoice, credit or debit note with its lines as given (matched or not), by plain inserts. */
export async function createCreditNote(db: DbOrTx, shop: CreditNoteShop, values: CreditNoteValues) {
  const [row] = await db
    .insert(creditNotes)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      supplierId: values.supplierId,
      kind: values.kind ?? 'credit',
      number: values.number ?? `CN-${Math.random().toString(36).slice(2, 10)}`,
      issueDate: values.issueDate ?? '2026-11-20',
      orderReference: values.orderReference ?? null,
      deliveryReference: values.deliveryReference ?? null,
      source: 'manual',
    })
    .returning();
  if (values.lines.length)
    await db.insert(creditNoteLines).values(
      values.lines.map((line, index) => ({
        companyId: shop.companyId,
        shopId: shop.shopId,
        creditNoteId: row!.id,
        position: index + 1,
        itemId: line.itemId,
        invoiceQuantity: line.invoiceQuantity ?? null,
        differenceQuantity: line.differenceQuantity ?? null,
        unit: line.unit ?? null,
        unitPrice: line.unitPrice ?? null,
        amount: line.amount,
        deliveryNoteId: line.deliveryNoteId ?? null,
        deliveryNoteLineId: line.deliveryNoteLineId ?? null,
        productId: line.productId ?? null,
      })),
    );
  return row!;
}
