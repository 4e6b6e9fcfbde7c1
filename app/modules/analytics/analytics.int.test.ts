import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { todayIn } from '#app/utils/dates';
import { createReceivingTenant, deliverOrder, shopScopeOf } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { loadShopAnalytics, loadSupplierTrend } from './analytics.service.server';
import { readFigures } from './analytics.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const today = todayIn('Europe/Ljubljana');

describe('analytics reads', () => {
  it("reads the shop's deliveries and orders from the rollup, never another tenant's", async () => {
    const shop = await createReceivingTenant(db);
    const other = await createReceivingTenant(db);
    await deliverOrder(db, shop, { agreed: today, delivered: today }); // on time, in full, OK
    await deliverOrder(db, shop, { agreed: today, delivered: today, second: '3' }); // on time, short: problems, not in full
    await deliverOrder(db, other, { agreed: today, delivered: today });

    const scope = { companyId: shop.company.id, shops: [{ shopId: shop.shop.id, timeZone: 'Europe/Ljubljana' }] };
    const [total] = await readFigures(db, scope, { from: today, to: today }, 'none');
    expect(total).toMatchObject({
      deliveries: 2,
      okDeliveries: 1,
      problemDeliveries: 1,
      lines: 4,
      orders: 2,
      onTime: 2,
      inFull: 1,
      otif: 1,
    });
    // The other shop's id in the scope's list does not bring its rows: the company filter holds.
    const forged = { ...scope, shops: [...scope.shops, { shopId: other.shop.id, timeZone: 'Europe/Ljubljana' }] };
    const [same] = await readFigures(db, forged, { from: today, to: today }, 'none');
    expect(same!.deliveries).toBe(2);

    const page = await loadShopAnalytics(db, shop.scope, { period: 'this_week', view: 'company' });
    expect(page).toMatchObject({ ok: true });
    if (!page?.ok) return;
    expect(page.page.view).toBe('shop');
    expect(page.page.totals.current.deliveries).toBe(2);
    expect(page.page.totals.rates.otifPercent).toBe(50);
    expect(page.page.scorecard.map((entry) => entry.supplierId)).toEqual([shop.supplier.id]);
  });

  it('refuses without analytics:view and answers not found for another shop’s supplier', async () => {
    const shop = await createReceivingTenant(db);
    const other = await createReceivingTenant(db);
    const staff = shopScopeOf(shop.shop, shop.staff, ['orders:view']);
    expect(await loadShopAnalytics(db, staff, { period: 'this_month', view: 'shop' })).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(await loadSupplierTrend(db, shop.scope, other.supplier.id, 'shop')).toBeNull();
    const trend = await loadSupplierTrend(db, shop.scope, shop.supplier.id, 'shop');
    expect(trend?.ok && trend.page.months).toHaveLength(12);
  });
});
