import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { demoReceiver } from '#app/modules/ordering/demo-orders.server';
import { addDays, todayIn } from '#app/utils/dates';
import { analyzeAndRebuild, generateDeliveryHistory, type HistorySupplier } from './delivery-history.server';

/** The history ends this many days before today, before the demo's recent orders and receipts begin to matter. */
const ENDS_DAYS_AGO = 8;
const LINES_PER_NOTE = 3;

/**
 * Twelve months of delivery history for each demo shop (docs/decisions/036-delivery-analytics.md, "Demo history and
 * the benchmark's tenant"), so the analytics page and the scorecard tell a story on a fresh start: of the shop's
 * suppliers, the one with the most chilled products has temperature problems, the first of the others is reliable,
 * the next often late, and the rest are mixed and deliver less often. It ends eight days before today in the shop's
 * zone, so the demo's recent orders, receipts, backorders and reclamations stay the newest rows of their lists.
 */
export async function seedDemoDeliveryHistory(
  tx: DbOrTx,
  options: { shops: { id: number }[]; now?: Date },
): Promise<number> {
  let orders = 0;
  const written: { companyId: number; shopId: number }[] = [];
  for (const ref of options.shops) {
    const [shop] = (
      await tx.execute<{ companyId: number; regionId: number; id: number; name: string; timeZone: string }>(sql`
        select company_id as "companyId", region_id as "regionId", id, name, time_zone as "timeZone"
        from shops where id = ${ref.id} and deleted_at is null`)
    ).rows;
    if (!shop) continue;
    const suppliers = await storiesOf(tx, shop);
    if (!suppliers.length) continue;
    const receiver = await demoReceiver(tx, shop);
    const to = addDays(todayIn(shop.timeZone, options.now), -ENDS_DAYS_AGO);
    const counts = await generateDeliveryHistory(
      tx,
      { companyId: shop.companyId, shopId: shop.id },
      {
        from: addDays(to, -364),
        to,
        suppliers,
        linesPerNote: LINES_PER_NOTE,
        seed: shop.id,
        userId: receiver?.actor.userId ?? null,
        // The demo's own reclamations show the one settled by a credit note; the history's the shop closed.
        creditShare: 0,
        rebuild: false,
      },
    );
    orders += counts.orders;
    written.push({ companyId: shop.companyId, shopId: shop.id });
  }
  // One ANALYZE for every shop's history, then their rollups.
  if (written.length) await analyzeAndRebuild(tx, written);
  return orders;
}

/** The shop's suppliers with products, each given its story. */
async function storiesOf(tx: DbOrTx, shop: { companyId: number; id: number }): Promise<HistorySupplier[]> {
  const rows = (
    await tx.execute<{ supplierId: number; chilled: number }>(sql`
      select ss.supplier_id as "supplierId",
        count(*) filter (where p.temperature_regime = 'chilled')::int as chilled
      from shop_suppliers ss
      join products p on p.company_id = ss.company_id and p.shop_id = ss.shop_id and p.supplier_id = ss.supplier_id
        and p.deleted_at is null
      where ss.company_id = ${shop.companyId} and ss.shop_id = ${shop.id} and ss.is_active
      group by ss.supplier_id, ss.id
      order by ss.id`)
  ).rows;
  if (!rows.length) return [];
  const warm = rows.reduce((best, row) => (row.chilled > best.chilled ? row : best), rows[0]!).supplierId;
  const rest = rows.filter((row) => row.supplierId !== warm).map((row) => row.supplierId);
  return [
    { supplierId: warm, profile: 'warm', deliveriesPerWeek: 1.5 },
    ...rest.map((supplierId, index): HistorySupplier =>
      index === 0
        ? { supplierId, profile: 'reliable', deliveriesPerWeek: 1.5 }
        : index === 1
          ? { supplierId, profile: 'late', deliveriesPerWeek: 1.5 }
          : { supplierId, profile: 'mixed', deliveriesPerWeek: 0.25 },
    ),
  ];
}
