import type { DbOrTx } from '#app/db/client.server';
import { rebuildShopAnalytics } from '#app/modules/analytics/analytics-rollup.server';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { todayIn } from '#app/utils/dates';
import {
  createCompany,
  createDeliveryNote,
  createOrder,
  createProducts,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { ANALYTICS_SUPPLIER } from './analytics-supplier-accounts';

/** The first day of the month `back` months before `today`'s. */
function monthStart(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

/**
 * ANALYTICS_SUPPLIER's shop: orders delivered in full on their agreed day (the 1st of a month, so this month's is
 * never in the future), the last of this month short, then the shop's rollup built from these rows by the module.
 */
export async function seedAnalyticsSupplier(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: ANALYTICS_SUPPLIER.company });
  const region = await createRegion(db, company.id, { name: 'Savinjska' });
  const shop = await createShop(db, company.id, region.id, { name: ANALYTICS_SUPPLIER.shop });
  const owner = { companyId: shop.companyId, shopId: shop.id };
  for (const [email, language] of [
    [ANALYTICS_SUPPLIER.admin, 'en'],
    [ANALYTICS_SUPPLIER.adminSi, 'si'],
  ] as const)
    await createUser(db, { role: 3, ...owner, email, name: 'Ana', lastname: 'Analitika', passwordHash, language });
  const supplier = await createSupplier(db, { name: ANALYTICS_SUPPLIER.supplier });
  await createShopSupplier(db, shop, supplier.id);
  const [fish] = await createProducts(db, shop, [{ supplierId: supplier.id, name: 'E2E Postrv' }]);
  const today = todayIn(shop.timeZone);
  for (const [back, count] of Object.entries(ANALYTICS_SUPPLIER.months)) {
    const day = monthStart(today, Number(back));
    for (let i = 0; i < count; i++) {
      const short = Number(back) === 0 && i === count - 1;
      const order = await createOrder(db, owner, {
        supplierId: supplier.id,
        deliveryDate: day,
        lines: [{ productId: fish!.id, productName: fish!.name, quantity: '10', price: '6' }],
      });
      const [line] = await listOrderLines(db, owner, order.id);
      await createDeliveryNote(db, owner, {
        supplierId: supplier.id,
        orderId: order.id,
        deliveryDate: day,
        lines: [
          {
            productId: fish!.id,
            productName: fish!.name,
            orderLineId: line!.id,
            delivered: short ? '7' : '10',
            state: short ? 'short' : 'ok',
          },
        ],
      });
    }
  }
  await rebuildShopAnalytics(db, owner);
}
