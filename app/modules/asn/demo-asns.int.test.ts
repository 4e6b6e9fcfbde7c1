import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { advanceShipNotices, deliveryNotes, mailOutbox, orders } from '#app/db/schema';
import { seedDemoOrders } from '#app/modules/ordering/demo-orders.server';
import { DEMO_SUPPLIERS } from '#app/modules/shop-suppliers/demo-suppliers.data';
import { todayIn } from '#app/utils/dates';
import { hasValidCheckDigit } from '#app/utils/gs1';
import { createReceivingTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { demoSupplierGln, seedDemoAsns } from './demo-asns.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const openOrders = async (shopId: number) =>
  await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), inArray(orders.status, ['new', 'in_progress'])))
    .orderBy(orders.id);

describe('demo advance ship notices', () => {
  it('gives a shop one ASN in every status, one per format, of its open orders; received ones through notes', async () => {
    const tenant = await createReceivingTenant(db, { products: [{ temperatureRegime: 'chilled' }, {}, {}] });
    const now = new Date('2026-11-22T10:00:00Z');
    await seedDemoOrders(db, { now, shops: [tenant.shop] });
    const openBefore = await openOrders(tenant.shop.id);
    expect(await seedDemoAsns(db, { now, shops: [tenant.shop] })).toBe(4);
    // The demo's own orders stay as they were: received ASNs announce orders of their own.
    const before = new Set(openBefore.map((row) => row.id));
    expect((await openOrders(tenant.shop.id)).filter((row) => before.has(row.id))).toEqual(openBefore);
    // Seeding again adds nothing.
    expect(await seedDemoAsns(db, { now, shops: [tenant.shop] })).toBe(0);

    const asns = await db
      .select()
      .from(advanceShipNotices)
      .where(eq(advanceShipNotices.shopId, tenant.shop.id))
      .orderBy(advanceShipNotices.id);
    expect(asns.map((asn) => [asn.status, asn.format])).toEqual([
      ['expected', 'desadv'],
      ['partly_received', 'ubl'],
      ['received', 'xlsx'],
      ['cancelled', 'csv'],
    ]);
    expect(asns.every((asn) => asn.orderId !== null && asn.lineCount > 0)).toBe(true);
    expect(asns[0]).toMatchObject({ deliveryDate: todayIn(tenant.shop.timeZone, now), problemCount: 1 });

    const notes = await db
      .select({ asnId: deliveryNotes.asnId, state: deliveryNotes.state, orderId: deliveryNotes.orderId })
      .from(deliveryNotes)
      .where(and(eq(deliveryNotes.shopId, tenant.shop.id), isNotNull(deliveryNotes.asnId)))
      .orderBy(deliveryNotes.asnId);
    expect(notes).toEqual([
      { asnId: asns[1]!.id, state: 'signed_off', orderId: asns[1]!.orderId },
      { asnId: asns[2]!.id, state: 'signed_off', orderId: asns[2]!.orderId },
    ]);
    // The demo mails no one.
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.companyId, tenant.company.id))).toEqual([]);
  });

  it('gives every demo supplier a GLN with a valid check digit', () => {
    const glns = DEMO_SUPPLIERS.map((_, index) => demoSupplierGln(index));
    expect(new Set(glns).size).toBe(DEMO_SUPPLIERS.length);
    for (const gln of glns) expect(gln.length === 13 && hasValidCheckDigit(gln)).toBe(true);
  });
});
