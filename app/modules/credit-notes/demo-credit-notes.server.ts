import Decimal from 'decimal.js';
import { and, desc, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  deliveryNoteLines,
  deliveryNotes,
  orderLines,
  products,
  reclamationLines,
  reclamations,
  shops,
} from '#app/db/schema';
import { demoReceiver } from '#app/modules/ordering/demo-orders.server';
import type { ParsedCreditNote } from './credit-note-document';
import { saveCreditNote } from './credit-notes.service.server';

/**
 * The demo's invoices and credit notes (docs/decisions/034-reclamations-and-records.md, "Credit and debit notes"): per
 * demo shop, for its newest signed-off delivery note, the supplier's invoice of what came and a credit note that
 * credits less than the note's shortage (so the comparison shows a difference); and, when the shop has an answered
 * reclamation, a credit note covering it in full (the one answered last), which settles it. Saved through the same
 * service as the pages, so matching and settling are the real ones.
 */

const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

const noteLine = {
  id: deliveryNoteLines.id,
  itemId: sql<string | null>`coalesce(${deliveryNoteLines.itemCode}, ${products.supplierProductId}, ${products.ean})`,
  productName: deliveryNoteLines.productName,
  unit: deliveryNoteLines.unit,
  ordered: deliveryNoteLines.orderedQuantity,
  delivered: deliveryNoteLines.deliveredQuantity,
  price: orderLines.price,
};

function lineQuery(tx: DbOrTx, companyId: number) {
  return tx
    .select(noteLine)
    .from(deliveryNoteLines)
    .leftJoin(
      products,
      and(eq(products.companyId, deliveryNoteLines.companyId), eq(products.id, deliveryNoteLines.productId)),
    )
    .leftJoin(
      orderLines,
      and(eq(orderLines.companyId, deliveryNoteLines.companyId), eq(orderLines.id, deliveryNoteLines.orderLineId)),
    )
    .where(eq(deliveryNoteLines.companyId, companyId))
    .$dynamic();
}

/** Seeds each given shop's demo documents; the number of documents saved. */
export async function seedDemoCreditNotes(tx: DbOrTx, options: { shops: { id: number }[] }): Promise<number> {
  if (!options.shops.length) return 0;
  const shopRows = await tx
    .select({
      companyId: shops.companyId,
      regionId: shops.regionId,
      id: shops.id,
      name: shops.name,
      timeZone: shops.timeZone,
    })
    .from(shops)
    .where(
      inArray(
        shops.id,
        options.shops.map((shop) => shop.id),
      ),
    );
  let saved = 0;
  for (const shopRow of shopRows) {
    const receiver = await demoReceiver(tx, shopRow);
    if (!receiver) continue;
    const scope = { ...receiver, actor: { ...receiver.actor, permissions: ['deliveries:credit_notes' as const] } };
    const save = async (supplierId: number, document: ParsedCreditNote) => {
      if (!document.lines.length) return;
      const result = await saveCreditNote(tx, scope, { supplierId, source: 'manual', document });
      if (result.ok) saved++;
    };

    const [note] = await tx
      .select({
        id: deliveryNotes.id,
        supplierId: deliveryNotes.supplierId,
        number: deliveryNotes.deliveryNumber,
        date: deliveryNotes.deliveryDate,
      })
      .from(deliveryNotes)
      .where(
        and(
          eq(deliveryNotes.companyId, shopRow.companyId),
          eq(deliveryNotes.shopId, shopRow.id),
          eq(deliveryNotes.state, 'signed_off'),
          isNull(deliveryNotes.amendedByNoteId),
        ),
      )
      .orderBy(desc(deliveryNotes.deliveryDate), desc(deliveryNotes.id))
      .limit(1);
    if (note) {
      const lines = (
        await lineQuery(tx, shopRow.companyId).where(
          and(eq(deliveryNoteLines.companyId, shopRow.companyId), eq(deliveryNoteLines.deliveryNoteId, note.id)),
        )
      ).filter((line) => line.itemId !== null);
      const header = {
        issueDate: note.date,
        orderReference: null,
        deliveryReference: note.number,
        invoiceReference: null,
        currency: 'EUR',
        totalAmount: null,
        supplier: null,
      };
      const invoiceNumber = `R-${shopRow.id}-${note.id}`;
      await save(note.supplierId, {
        ...header,
        kind: 'invoice',
        number: invoiceNumber,
        lines: lines.map((line) => {
          const price = new Decimal(line.price ?? '1');
          return {
            itemId: line.itemId!,
            gtin: null,
            description: line.productName,
            invoiceQuantity: line.delivered,
            unit: line.unit,
            differenceQuantity: null,
            unitPrice: price.toFixed(),
            amount: money(price.times(line.delivered)),
          };
        }),
      });
      // Half of the shortage credited (at least one unit's worth of something when nothing came short).
      const short = lines.find(
        (line) => line.ordered !== null && new Decimal(line.ordered).greaterThan(line.delivered),
      );
      const credited = short ?? lines[0];
      if (credited) {
        const price = new Decimal(credited.price ?? '1');
        const shortage = short ? new Decimal(short.ordered!).minus(short.delivered) : new Decimal(1);
        const quantity = shortage.div(2).toDecimalPlaces(3, Decimal.ROUND_DOWN);
        await save(note.supplierId, {
          ...header,
          kind: 'credit',
          number: `D-${shopRow.id}-${note.id}`,
          invoiceReference: invoiceNumber,
          lines: [
            {
              itemId: credited.itemId!,
              gtin: null,
              description: credited.productName,
              invoiceQuantity: short ? short.ordered : null,
              unit: credited.unit,
              differenceQuantity: quantity.isZero() ? null : quantity.toFixed(),
              unitPrice: price.toFixed(),
              amount: money(Decimal.max(price.times(quantity), new Decimal('0.01'))),
            },
          ],
        });
      }
    }

    const [answered] = await tx
      .select({
        id: reclamations.id,
        supplierId: reclamations.supplierId,
        number: reclamations.number,
        answeredAt: reclamations.answeredAt,
        deliveryNumber: deliveryNotes.deliveryNumber,
      })
      .from(reclamations)
      .innerJoin(
        deliveryNotes,
        and(eq(deliveryNotes.companyId, reclamations.companyId), eq(deliveryNotes.id, reclamations.deliveryNoteId)),
      )
      .where(
        and(
          eq(reclamations.companyId, shopRow.companyId),
          eq(reclamations.shopId, shopRow.id),
          eq(reclamations.status, 'answered'),
          isNotNull(reclamations.answeredAt),
        ),
      )
      .orderBy(desc(reclamations.answeredAt), desc(reclamations.id))
      .limit(1);
    if (answered) {
      const claimed = await tx
        .select({
          ...noteLine,
          expected: sql<string | null>`coalesce(${reclamationLines.promisedCredit}, ${reclamationLines.amount})`,
          quantity: reclamationLines.quantity,
        })
        .from(reclamationLines)
        .innerJoin(
          deliveryNoteLines,
          and(
            eq(deliveryNoteLines.companyId, reclamationLines.companyId),
            eq(deliveryNoteLines.id, reclamationLines.deliveryNoteLineId),
          ),
        )
        .leftJoin(
          products,
          and(eq(products.companyId, deliveryNoteLines.companyId), eq(products.id, deliveryNoteLines.productId)),
        )
        .leftJoin(
          orderLines,
          and(eq(orderLines.companyId, deliveryNoteLines.companyId), eq(orderLines.id, deliveryNoteLines.orderLineId)),
        )
        .where(and(eq(reclamationLines.companyId, shopRow.companyId), eq(reclamationLines.reclamationId, answered.id)));
      const lines = claimed.filter((line) => line.itemId !== null && line.expected !== null);
      await save(answered.supplierId, {
        kind: 'credit',
        number: `D-${shopRow.id}-R${answered.number}`,
        issueDate: answered.answeredAt!.toISOString().slice(0, 10),
        orderReference: null,
        deliveryReference: answered.deliveryNumber,
        invoiceReference: null,
        currency: 'EUR',
        totalAmount: null,
        supplier: null,
        lines: lines.map((line) => ({
          itemId: line.itemId!,
          gtin: null,
          description: line.productName,
          invoiceQuantity: null,
          unit: line.unit,
          differenceQuantity: line.quantity,
          unitPrice: line.price,
          amount: new Decimal(line.expected!).toFixed(),
        })),
      });
    }
  }
  return saved;
}
