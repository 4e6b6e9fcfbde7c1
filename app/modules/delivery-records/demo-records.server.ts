import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { products, shops, type CertificateScheme } from '#app/db/schema';
import { demoReceiver } from '#app/modules/ordering/demo-orders.server';
import { NO_FILES } from '#app/modules/receiving/demo-receipts.server';
import { getNote } from '#app/modules/receiving/delivery-notes.repo.server';
import {
  ReceiptLineInputSchema,
  type ReceiptDraft,
  type ReceiptLineInput,
} from '#app/modules/receiving/receipt.schema';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { addDays, todayIn } from '#app/utils/dates';

const CORRECTIVE_NOTE = 'Core temperature 9.2 °C: chilled at once to 3 °C in the blast chiller, used the same day.';
const RECEIVER_REASON = 'Staff meal: not for sale, kept out of stock.';

interface DemoLine {
  productId: number;
  delivered: string;
  input?: Partial<ReceiptLineInput>;
}

/**
 * One unplanned delivery of a supplier received through startReceipt and signOff like any other: the sign-off records
 * the door's facts (risky item, excluded from stock, the certificate scheme and the supplier's certificate expiry).
 */
async function receiveDemoRecord(
  tx: DbOrTx,
  shop: ShopScope,
  supplierId: number,
  deliveryDate: string,
  fridge: string,
  lines: DemoLine[],
): Promise<void> {
  const started = await startReceipt(tx, shop, { supplierId });
  if (!started.ok) throw new Error(`demo record receipt: ${started.reason}`);
  const note = (await getNote(tx, shop, started.noteId))!;
  const draft = note.draft as ReceiptDraft;
  const result = await signOff(
    tx,
    shop,
    started.noteId,
    {
      version: note.draftVersion,
      signOffKey: randomUUID(),
      signature: null,
      header: {
        ...draft.header,
        deliveryDate,
        deliveryNumber: `DN-R-${started.noteId}`,
        roomTemperature: '19',
        fridgeTemperature: fridge,
        freezerTemperature: '-19',
      },
      lines: lines.map((line) =>
        ReceiptLineInputSchema.parse({
          ...line.input,
          uid: randomUUID(),
          productId: line.productId,
          delivered: line.delivered,
        }),
      ),
    },
    NO_FILES,
    new Date(`${deliveryDate}T08:30:00Z`),
  );
  if (!result.ok) throw new Error(`demo record sign-off: ${JSON.stringify(result)}`);
}

/**
 * Gives each demo shop the receipts its record pages show: a risky chilled item delivered too warm with its
 * corrective action (and a risky item received fine), ASC/MSC seafood (one under an expired certificate, one typed
 * without its number), and lines excluded from stock (one by the product's flag, one by the receiver with a reason),
 * all within the last two weeks. The demo's own suppliers and products; a shop without them, or without anyone to
 * receive, is left alone.
 */
export async function seedDemoRecords(
  tx: DbOrTx,
  options: { shops: { id: number }[]; now?: Date },
): Promise<{ receipts: number }> {
  let receipts = 0;
  if (!options.shops.length) return { receipts };
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
      and(
        isNull(shops.deletedAt),
        inArray(
          shops.id,
          options.shops.map((shop) => shop.id),
        ),
      ),
    )
    .orderBy(asc(shops.id));
  for (const row of shopRows) {
    const receiver = await demoReceiver(tx, row);
    if (!receiver) continue;
    const catalog = await tx
      .select({
        id: products.id,
        supplierId: products.supplierId,
        regime: products.temperatureRegime,
        isRisky: products.isRisky,
        exclude: products.excludeFromStockExport,
        certificates: products.certificates,
      })
      .from(products)
      .where(
        and(
          eq(products.companyId, row.companyId),
          eq(products.shopId, row.id),
          eq(products.isActive, true),
          isNull(products.deletedAt),
        ),
      )
      .orderBy(asc(products.id));
    const scheme = (certificates: string | null, name: CertificateScheme) =>
      new RegExp(`\\b${name}\\b`, 'i').test(certificates ?? '');
    const riskyChilled = catalog.filter((p) => p.isRisky && p.regime === 'chilled');
    const msc = catalog.find((p) => scheme(p.certificates, 'msc'));
    const ascProduct = catalog.find((p) => scheme(p.certificates, 'asc'));
    const flagged = catalog.find((p) => p.exclude);
    const plain = catalog.find((p) => !p.exclude && !p.isRisky && !p.certificates && p.regime === 'room');
    if (!riskyChilled.length || !msc || !ascProduct || !flagged || !plain) continue;
    const today = todayIn(row.timeZone, options.now);
    const warm = riskyChilled[0]!;
    const fine = riskyChilled[1] ?? warm;

    await receiveDemoRecord(tx, receiver, warm.supplierId, addDays(today, -3), '6.5', [
      {
        productId: warm.id,
        delivered: '5',
        input: { temperature: '9.2', correctiveNote: CORRECTIVE_NOTE, lot: 'L-2611-A', bestBefore: addDays(today, 4) },
      },
    ]);
    await receiveDemoRecord(tx, receiver, fine.supplierId, addDays(today, -8), '3', [
      {
        productId: fine.id,
        delivered: '8',
        input: { temperature: '3.4', lot: 'L-2611-B', bestBefore: addDays(today, 2) },
      },
    ]);
    await receiveDemoRecord(tx, receiver, msc.supplierId, addDays(today, -5), '3', [
      {
        productId: msc.id,
        delivered: '6',
        input: { isCertified: true, certificateNumber: 'MSC-C-51234', lot: 'MSC-7781' },
      },
    ]);
    // Its number not typed at the door: the supplier's number and expiry at receipt are recorded.
    await receiveDemoRecord(tx, receiver, ascProduct.supplierId, addDays(today, -2), '3', [
      {
        productId: ascProduct.id,
        delivered: '4',
        input: { isCertified: true, lot: 'ASC-0412' },
      },
    ]);
    await receiveDemoRecord(tx, receiver, flagged.supplierId, addDays(today, -6), '3', [
      { productId: flagged.id, delivered: '12' },
    ]);
    await receiveDemoRecord(tx, receiver, plain.supplierId, addDays(today, -4), '3', [
      { productId: plain.id, delivered: '3', input: { excludeFromStock: true, excludeReason: RECEIVER_REASON } },
    ]);
    receipts += 6;
  }
  return { receipts };
}
