import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '#app/db/client.server';
import { backorderLines, backorders, deliveryNoteLines, deliveryNotes } from '#app/db/schema';
import type { BackorderStatus, DeliveryNoteState } from '#app/db/schema/receiving';

interface ListShop {
  companyId: number;
  shopId: number;
}

interface NoteLineValues {
  productId: number;
  productName?: string;
  itemCode?: string | null;
  orderLineId?: number | null;
  delivered?: string;
  state?: 'ok' | 'short' | 'over' | 'rejected' | 'temperature_breach';
  unit?: string | null;
  temperatureRegime?: 'room' | 'chilled' | 'frozen';
  temperature?: string | null;
  temperatureVerdict?: 'ok' | 'tolerated' | 'breach' | null;
  correctiveNote?: string | null;
  lot?: string | null;
  bestBefore?: string | null;
  isRisky?: boolean;
  excludedFromStock?: boolean;
  excludeReason?: string | null;
  certificateScheme?: 'asc' | 'msc' | null;
  certificateNumber?: string | null;
  certificateExpires?: string | null;
}

export interface NoteValues {
  supplierId: number;
  orderId?: number | null;
  backorderId?: number | null;
  deliveryNumber?: string | null;
  deliveryDate: string;
  state?: DeliveryNoteState;
  outcome?: 'ok' | 'problems' | 'unacceptable';
  acceptedByUserId?: number | null;
  roomTemperature?: string | null;
  fridgeTemperature?: string | null;
  freezerTemperature?: string | null;
  /** A note an amendment replaced (set on the old note). */
  amendedByNoteId?: number | null;
  lines?: NoteLineValues[];
}

/**
 * A delivery note as the lists read it, by plain inserts: signed off (outcome ok unless given) with its lines, or a
 * draft keeping its lines in `draft`. Not a sign-off: no order is touched.
 */
export async function createDeliveryNote(db: DbOrTx, shop: ListShop, values: NoteValues) {
  const state = values.state ?? 'signed_off';
  const lines = values.lines ?? [];
  const problems = lines.filter((line) => (line.state ?? 'ok') !== 'ok').length;
  const signed = state === 'signed_off';
  const [note] = await db
    .insert(deliveryNotes)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      supplierId: values.supplierId,
      orderId: values.orderId ?? null,
      backorderId: values.backorderId ?? null,
      // A draft keeps what was typed in its saved draft until sign-off.
      deliveryNumber: signed ? (values.deliveryNumber ?? null) : null,
      deliveryDate: values.deliveryDate,
      state,
      outcome: signed ? (values.outcome ?? (problems ? 'problems' : 'ok')) : null,
      unacceptable: values.outcome === 'unacceptable',
      lineCount: signed ? lines.length : 0,
      problemCount: signed ? problems : 0,
      draft: signed
        ? null
        : { header: { deliveryNumber: values.deliveryNumber ?? '' }, lines: lines.map(() => ({ uid: randomUUID() })) },
      acceptedByUserId: signed ? (values.acceptedByUserId ?? null) : null,
      signedOffAt: signed ? new Date(`${values.deliveryDate}T09:00:00Z`) : null,
      roomTemperature: values.roomTemperature ?? null,
      fridgeTemperature: values.fridgeTemperature ?? null,
      freezerTemperature: values.freezerTemperature ?? null,
      amendedByNoteId: values.amendedByNoteId ?? null,
    })
    .returning();
  if (signed && lines.length)
    await db.insert(deliveryNoteLines).values(
      lines.map((line, index) => ({
        companyId: shop.companyId,
        shopId: shop.shopId,
        deliveryNoteId: note!.id,
        uid: randomUUID(),
        position: index + 1,
        orderLineId: line.orderLineId ?? null,
        productId: line.productId,
        itemCode: line.itemCode ?? null,
        productName: line.productName ?? `Product ${line.productId}`,
        temperatureRegime: line.temperatureRegime ?? 'room',
        unit: line.unit ?? null,
        temperature: line.temperature ?? null,
        temperatureVerdict: line.temperatureVerdict ?? null,
        correctiveNote: line.correctiveNote ?? null,
        lot: line.lot ?? null,
        bestBefore: line.bestBefore ?? null,
        isRisky: line.isRisky ?? false,
        excludedFromStock: line.excludedFromStock ?? false,
        excludeReason: line.excludeReason ?? null,
        certificateScheme: line.certificateScheme ?? null,
        isCertified: Boolean(line.certificateScheme),
        certificateNumber: line.certificateNumber ?? null,
        certificateExpires: line.certificateExpires ?? null,
        deliveredQuantity: line.delivered ?? '1',
        acceptedQuantity: line.state === 'rejected' ? '0' : (line.delivered ?? '1'),
        state: line.state ?? 'ok',
        isAccepted: line.state !== 'rejected',
      })),
    );
  return note!;
}

export interface BackorderValues {
  supplierId: number;
  orderId: number;
  deliveryNoteId: number;
  expectedDate: string;
  status?: BackorderStatus;
  lines: { orderLineId: number; quantity: string }[];
}

/** A backorder of an order with its lines, by plain inserts. */
export async function createBackorder(db: DbOrTx, shop: ListShop, values: BackorderValues) {
  const [row] = await db
    .insert(backorders)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      supplierId: values.supplierId,
      orderId: values.orderId,
      deliveryNoteId: values.deliveryNoteId,
      expectedDate: values.expectedDate,
      status: values.status ?? 'open',
    })
    .returning();
  await db
    .insert(backorderLines)
    .values(values.lines.map((line) => ({ companyId: shop.companyId, backorderId: row!.id, ...line })));
  return row!;
}
