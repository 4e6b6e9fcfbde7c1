import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { advanceShipNotices, orders, shops, suppliers } from '#app/db/schema';
import type { AsnFormat, AsnStatus } from '#app/db/schema/asn';
import type { FileStorage } from '#app/modules/files/file-storage';
import { demoReceiver } from '#app/modules/ordering/demo-orders.server';
import { listOrderLines, type OrderLineRow } from '#app/modules/ordering/orders.repo.server';
import { getNote } from '#app/modules/receiving/delivery-notes.repo.server';
import type { ReceiptDraft, SignOffInput } from '#app/modules/receiving/receipt.schema';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import { DEMO_SUPPLIERS } from '#app/modules/shop-suppliers/demo-suppliers.data';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { addDays, todayIn } from '#app/utils/dates';
import { gs1CheckDigit } from '#app/utils/gs1';
import { createAsn } from '#tests/factories/asn';
import { createOrder } from '#tests/factories/ordering';
import { cancelAsn } from './asn.repo.server';

/**
 * The demo's advance ship notices (docs/decisions/033-advance-ship-notices.md, Receiving): each demo shop gets one in
 * every status, one per format, each announcing one of its open orders, from suppliers with GLNs. The received ones
 * are received through receiving's own services (a delivery note against the ASN); the demo mails no one.
 */

const withCheck = (body: string) => `${body}${gs1CheckDigit(body)}`;
/** The demo suppliers' GLNs: a made-up company prefix 3860000 (Slovenia's GS1 range) and their place in the list. */
export const demoSupplierGln = (index: number) => withCheck(`3860000${String(index + 1).padStart(5, '0')}`);
const sscc = (serial: number) => withCheck(`03860000${String(serial).padStart(9, '0')}`);

/** Which status each demo ASN ends in, and its format. */
const PLAN: { status: AsnStatus; format: AsnFormat }[] = [
  { status: 'expected', format: 'desadv' },
  { status: 'partly_received', format: 'ubl' },
  { status: 'received', format: 'xlsx' },
  { status: 'cancelled', format: 'csv' },
];

const NO_FILES: FileStorage = {
  put: () => Promise.reject(new Error('the demo stores no files')),
  get: () => Promise.resolve(null),
  delete: () => Promise.resolve(),
  deleteOlderThan: () => Promise.resolve(0),
};

/** Gives the demo suppliers (found by the demo's name and e-mail) a GLN where they have none. One statement. */
async function giveDemoSuppliersGlns(tx: DbOrTx): Promise<void> {
  const rows = DEMO_SUPPLIERS.map((supplier, index) => ({
    name: supplier.directory.name,
    email: supplier.directory.email,
    gln: demoSupplierGln(index),
  }));
  await tx
    .update(suppliers)
    .set({
      gln: sql`(select value ->> 'gln' from json_array_elements(${JSON.stringify(rows)}::json) as value
        where value ->> 'name' = ${suppliers.name} and value ->> 'email' = ${suppliers.email})`,
    })
    .where(
      and(
        isNull(suppliers.gln),
        isNull(suppliers.deletedAt),
        inArray(
          suppliers.name,
          rows.map((row) => row.name),
        ),
        inArray(
          suppliers.email,
          rows.map((row) => row.email),
        ),
      ),
    );
}

/** What the supplier announces for each order line: all of it, two lines a pallet, with best before and lot. */
function announcedLines(lines: OrderLineRow[], today: string, orderNumber: number, serial: number, format: AsnFormat) {
  const edi = format === 'desadv' || format === 'ubl';
  return lines.map((line, index) => ({
    productId: line.productId,
    orderLineId: line.id,
    gtin: line.ean,
    supplierItemCode: line.supplierProductId,
    description: line.productName,
    quantity: new Decimal(line.quantity).toFixed(),
    sentQuantity: new Decimal(line.quantity).toFixed(),
    unitCode: edi ? 'C62' : (line.unit ?? 'kos'),
    orderedQuantity: new Decimal(line.quantity).toFixed(),
    bestBefore: addDays(today, 8 + index),
    lot: `L${orderNumber}-${index + 1}`,
    sscc: sscc(serial + Math.floor(index / 2)),
  }));
}

interface DemoOrder {
  id: number;
  number: number;
  supplierId: number;
  deliveryDate: string | null;
  gln: string | null;
}

/** A new order like `template` (same supplier, lines and prices), delivered on `deliveryDate`. */
async function copyOrder(
  tx: DbOrTx,
  shop: { companyId: number; shopId: number },
  template: DemoOrder,
  deliveryDate: string,
  now: Date,
): Promise<DemoOrder> {
  const lines = await listOrderLines(tx, shop, template.id);
  const order = await createOrder(tx, shop, {
    supplierId: template.supplierId,
    deliveryDate,
    createdByUserId: null,
    createdAt: new Date(now.getTime() - 2 * 86_400_000),
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      supplierProductId: line.supplierProductId,
      ean: line.ean,
      unit: line.unit,
      unitsPerPackage: line.unitsPerPackage,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
      vat: line.vat,
    })),
  });
  return { ...order, deliveryDate, gln: template.gln };
}

/**
 * Receives a demo ASN through startReceipt and signOff: everything as announced, or (`short`) the first line half of
 * it with the rest expected later.
 */
async function receiveDemoAsn(tx: DbOrTx, receiver: ShopScope, asnId: number, short: boolean, deliveryDate: string) {
  const started = await startReceipt(tx, receiver, { asnId });
  if (!started.ok) throw new Error(`demo receipt of ASN ${asnId}: ${started.reason}`);
  const note = (await getNote(tx, receiver, started.noteId))!;
  const draft = note.draft as ReceiptDraft;
  const announced = new Map(
    (await listOrderLines(tx, receiver, note.orderId!)).map((line) => [line.id, new Decimal(line.quantity)]),
  );
  const input: SignOffInput = {
    version: note.draftVersion,
    signOffKey: randomUUID(),
    signature: null,
    header: {
      ...draft.header,
      deliveryDate,
      roomTemperature: '19',
      fridgeTemperature: '3',
      freezerTemperature: '-19',
    },
    lines: draft.lines.map((line, index) => {
      const quantity = announced.get(line.orderLineId ?? 0) ?? new Decimal(0);
      const half = index === 0 && short;
      return {
        ...line,
        delivered: (half ? quantity.div(2).floor() : quantity).toFixed(),
        shortChoice: half ? 'expect_rest' : null,
      };
    }),
  };
  const result = await signOff(tx, receiver, started.noteId, input, NO_FILES, new Date(`${deliveryDate}T09:00:00Z`), {
    adviceMail: false,
  });
  if (!result.ok) throw new Error(`demo sign-off of ASN ${asnId}: ${JSON.stringify(result)}`);
}

/**
 * Gives each demo shop without ASNs four: expected today (DESADV, with a line no product matches) and cancelled (CSV)
 * of its open orders (new ones first), partly received (UBL) and received (spreadsheet) of orders like its newest,
 * received through receiving's services. A shop without open orders gets none; one nobody can receive in gets only
 * the expected and cancelled ones.
 */
export async function seedDemoAsns(tx: DbOrTx, options: { shops: { id: number }[]; now?: Date }): Promise<number> {
  await giveDemoSuppliersGlns(tx);
  const now = options.now ?? new Date();
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
    )
    .orderBy(asc(shops.id));
  let made = 0;
  for (const shop of shopRows) {
    const scope = { companyId: shop.companyId, shopId: shop.id };
    const [existing] = await tx
      .select({ id: advanceShipNotices.id })
      .from(advanceShipNotices)
      .where(and(eq(advanceShipNotices.companyId, shop.companyId), eq(advanceShipNotices.shopId, shop.id)))
      .limit(1);
    if (existing) continue;
    const open = await tx
      .select({
        id: orders.id,
        number: orders.number,
        supplierId: orders.supplierId,
        deliveryDate: orders.deliveryDate,
        gln: suppliers.gln,
      })
      .from(orders)
      .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .where(
        and(
          eq(orders.companyId, shop.companyId),
          eq(orders.shopId, shop.id),
          inArray(orders.status, ['new', 'in_progress']),
        ),
      )
      // New orders first, then those under way.
      .orderBy(sql`${orders.status} = 'new' desc`, desc(orders.deliveryDate), desc(orders.id))
      .limit(2);
    const receiver = await demoReceiver(tx, shop);
    const today = todayIn(shop.timeZone, now);
    if (!open.length) continue;
    for (const [index, { status, format }] of PLAN.entries()) {
      const receives = status === 'partly_received' || status === 'received';
      if (receives && !receiver) continue;
      // The expected and the cancelled ASN announce open orders, which stay open; a received one announces an order
      // of its own like the newest (the demo's open orders stay as the ordering journeys expect them).
      const order = receives
        ? await copyOrder(tx, scope, open[0]!, addDays(today, -index), now)
        : status === 'expected'
          ? open[0]!
          : (open[1] ?? open[0]!);
      const lines = await listOrderLines(tx, scope, order.id);
      const isExpected = status === 'expected';
      const deliveryDate = isExpected ? today : (order.deliveryDate ?? today);
      const asnId = await createAsn(tx, scope, {
        supplierId: order.supplierId,
        orderId: order.id,
        orderNumber: String(order.number),
        asnNumber: `${format === 'desadv' ? 'DESADV' : format === 'ubl' ? 'DA' : 'ASN'}-${shop.id}${String(order.number).padStart(4, '0')}`,
        format,
        deliveryDate,
        warehouseNumber: 'SKL-01',
        supplierGln: order.gln,
        // The shop as the buyer, by a made-up GLN: a RECADV back to the supplier needs both parties'.
        buyerGln: withCheck(`3860001${String(shop.id).padStart(5, '0')}`),
        lines: [
          ...announcedLines(lines, today, order.number, shop.id * 1000 + index * 10, format),
          // The supplier's promotional stand: no product of the shop, shown on receiving, never dropped.
          ...(isExpected
            ? [
                {
                  description: 'Promotional display stand',
                  supplierItemCode: 'PROMO-1',
                  productId: null,
                  quantity: null,
                  sentQuantity: '1',
                  unitCode: 'C62',
                  problem: 'no_product' as const,
                },
              ]
            : []),
        ],
      });
      if (receives) await receiveDemoAsn(tx, receiver!, asnId, status === 'partly_received', deliveryDate);
      if (status === 'cancelled') await cancelAsn(tx, scope, asnId);
      made++;
    }
  }
  return made;
}
