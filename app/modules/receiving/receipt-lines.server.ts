import Decimal from 'decimal.js';
import type { DbOrTx } from '#app/db/client.server';
import type { OrderLineRow, OrderShop } from '#app/modules/ordering/orders.repo.server';
import { countSignedOffNotes, listNoteLines, type DeliveryNoteRow } from './delivery-notes.repo.server';
import { expectedQuantity } from './quantities';
import type { ReceiptDraft } from './receipt.schema';
import type { ReceiptViewLine } from './receipt-view';
import { orderLinesWithProducts, productsById, type ReceivingProduct } from './receiving-catalog.repo.server';
import { limitFor, type TemperatureLimits } from './temperature';

/**
 * The server's side of each draft line: the product as receiving needs it and, for a line of the order, what was
 * ordered and what this note expects (ordered less what other notes received and what was cancelled).
 */

export interface ReceiptLinesContext {
  lines: ReceiptViewLine[];
  /** The order's lines, by id (empty without an order). */
  orderLines: Map<number, OrderLineRow>;
  /** An amendment: what the note it corrects accepted per order line, which it replaces. */
  replaced: Map<number, string>;
  /** Every line names a line of the note's order or (unplanned) a live product of the note's supplier, once. */
  known: boolean;
  /** How many notes of the order are signed off (null without an order). */
  signedOffNotes: number | null;
}

/** A product's line of the receiving screen; without the product (deleted from the catalog), its order line's words. */
export function viewLineOf(
  product: ReceivingProduct | null,
  limits: TemperatureLimits,
  fallback: { productName: string; itemCode: string | null; unit: string | null; ean: string | null },
): Omit<ReceiptViewLine, 'uid' | 'orderLineId' | 'ordered' | 'expected'> {
  const regime = product?.temperatureRegime ?? 'room';
  return {
    productId: product?.id ?? null,
    productName: fallback.productName,
    itemCode: fallback.itemCode ?? product?.supplierProductId ?? null,
    ean: product?.ean ?? fallback.ean,
    gtins: product?.gtins ?? [],
    unit: fallback.unit ?? product?.unit ?? null,
    isWeighted: product?.isWeighted ?? false,
    scanCountsPackage: product?.scanCountsPackage ?? false,
    unitsPerPackage: product?.unitsPerPackage ?? null,
    temperatureRegime: regime,
    limit: limitFor(regime, limits, {
      max: product?.temperatureMax ?? null,
      transportMax: product?.temperatureTransportMax ?? null,
    }),
    minShelfLifeDays: product?.minShelfLifeDays ?? null,
    tracksLot: product?.tracksLot ?? false,
    certificates: product?.certificates ?? null,
    isRisky: product?.isRisky ?? false,
    excludedByProduct: product?.excludeFromStockExport ?? false,
  };
}

/** What a line of the order still expects, leaving out what the replaced note accepted. */
export function expectedOf(line: OrderLineRow, replaced = '0'): string {
  const received = new Decimal(line.receivedQuantity).minus(replaced).plus(line.cancelledQuantity);
  return expectedQuantity(line.quantity, received.toFixed());
}

/** Accepted quantities per order line of a signed-off note. */
async function acceptedByOrderLine(db: DbOrTx, shop: OrderShop, noteId: number): Promise<Map<number, string>> {
  const accepted = new Map<number, string>();
  for (const line of await listNoteLines(db, shop, noteId)) {
    if (line.orderLineId === null) continue;
    accepted.set(
      line.orderLineId,
      new Decimal(accepted.get(line.orderLineId) ?? 0).plus(line.acceptedQuantity).toFixed(),
    );
  }
  return accepted;
}

/** The view lines of a draft, with the order's lines as they are now. */
export async function loadDraftLines(
  db: DbOrTx,
  shop: OrderShop,
  note: Pick<DeliveryNoteRow, 'orderId' | 'amendsNoteId' | 'supplierId'>,
  draft: ReceiptDraft,
  limits: TemperatureLimits,
  options: { gtins: boolean } = { gtins: true },
): Promise<ReceiptLinesContext> {
  const rows = note.orderId === null ? [] : await orderLinesWithProducts(db, shop, note.orderId, options);
  const replaced =
    note.amendsNoteId === null ? new Map<number, string>() : await acceptedByOrderLine(db, shop, note.amendsNoteId);
  const orderLines = new Map(rows.map(({ line }) => [line.id, line]));
  const products = new Map(rows.map(({ product }) => [product.id, product]));
  const unplanned = draft.lines.flatMap((line) =>
    line.orderLineId === null && line.productId !== null && !products.has(line.productId) ? [line.productId] : [],
  );
  for (const product of await productsById(db, shop, unplanned)) products.set(product.id, product);
  const lines = draft.lines.map((input): ReceiptViewLine => {
    const orderLine = input.orderLineId === null ? undefined : orderLines.get(input.orderLineId);
    const product = products.get(orderLine?.productId ?? input.productId ?? 0) ?? null;
    const base = viewLineOf(product, limits, {
      productName: orderLine?.productName ?? product?.name ?? '',
      itemCode: orderLine?.supplierProductId ?? null,
      unit: orderLine?.unit ?? null,
      ean: orderLine?.ean ?? null,
    });
    return {
      ...base,
      uid: input.uid,
      orderLineId: orderLine?.id ?? null,
      ordered: orderLine?.quantity ?? null,
      expected: orderLine ? expectedOf(orderLine, replaced.get(orderLine.id)) : null,
    };
  });
  const known =
    new Set(draft.lines.map((line) => line.uid)).size === draft.lines.length &&
    draft.lines.every((line) => {
      if (line.orderLineId !== null) return orderLines.has(line.orderLineId);
      const product = products.get(line.productId ?? 0);
      return product !== undefined && !product.isDeleted && product.supplierId === note.supplierId;
    });
  const signedOffNotes =
    note.orderId === null ? null : (rows[0]?.signedOffNotes ?? (await countSignedOffNotes(db, shop, note.orderId)));
  return { lines, orderLines, replaced, known, signedOffNotes };
}
