import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { backorders, deliveryNoteLines, deliveryNotes, orderLines, orders } from '#app/db/schema';
import { seedDemoOrders } from '#app/modules/ordering/demo-orders.server';
import { createReceivingTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

describe('demo deliveries', () => {
  it('receives the demo orders through delivery notes: every received quantity comes from one', async () => {
    const tenant = await createReceivingTenant(db, {
      products: [{ temperatureRegime: 'chilled' }, { temperatureRegime: 'frozen' }, {}, { isWeighted: true }],
    });
    const shopId = tenant.shop.id;
    await seedDemoOrders(db, { now: new Date('2026-11-22T10:00:00Z'), shops: [tenant.shop] });

    const statuses = await db.selectDistinct({ status: orders.status }).from(orders).where(eq(orders.shopId, shopId));
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'cancelled',
      'completed',
      'in_progress',
      'incomplete',
      'new',
    ]);
    const mismatched = await db.execute(sql`
      select ol.id from ${orderLines} ol
      left join (select l.order_line_id, sum(l.accepted_quantity) as accepted from ${deliveryNoteLines} l
        join ${deliveryNotes} n on n.id = l.delivery_note_id
        where n.state = 'signed_off' and n.amended_by_note_id is null group by l.order_line_id) r
        on r.order_line_id = ol.id
      where ol.shop_id = ${shopId} and ol.received_quantity <> coalesce(r.accepted, 0)`);
    expect(mismatched.rows).toEqual([]);
    const received = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .where(and(eq(orderLines.shopId, shopId), sql`${orderLines.receivedQuantity} > 0`));
    expect(received[0]!.n).toBeGreaterThan(0);

    const warm = await db
      .select()
      .from(deliveryNoteLines)
      .where(and(eq(deliveryNoteLines.shopId, shopId), eq(deliveryNoteLines.state, 'temperature_breach')));
    expect(warm.length).toBeGreaterThan(0);
    expect(warm.every((line) => line.correctiveNote !== null)).toBe(true);

    const open = await db
      .select()
      .from(backorders)
      .where(and(eq(backorders.shopId, shopId), eq(backorders.status, 'open')));
    const inProgress = await db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.status, 'in_progress')));
    expect(open.map((row) => row.orderId).sort()).toEqual(inProgress.map((row) => row.id).sort());
    const drafts = await db
      .select()
      .from(deliveryNotes)
      .where(and(eq(deliveryNotes.shopId, shopId), isNull(deliveryNotes.signedOffAt)));
    expect(drafts).toEqual([]);
  });
});
