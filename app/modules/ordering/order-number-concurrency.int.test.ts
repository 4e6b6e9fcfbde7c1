import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { orders } from '#app/db/schema';
import { ALL_PERMISSIONS, ROLES } from '#app/modules/auth/roles';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import {
  createCartLine,
  createProduct,
  createShopSupplier,
  createSupplier,
  createTenant,
  createUser,
  uniqueEmail,
} from '#tests/factories';
import { testDatabaseKind, useTestDatabase } from '#tests/setup/db';
import { putInCart, setCartSupplier } from './cart.repo.server';
import { sendOrders } from './send-order.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

// Friday 2026-11-20 10:00 in Ljubljana; the supplier delivers any day.
const NOW = new Date('2026-11-20T09:00:00Z');
const SENDERS = 4;

describe('order numbers under concurrent sends', () => {
  it(`stay unique and gap-free when ${SENDERS} carts of one shop are sent at once (${testDatabaseKind()})`, async () => {
    const { company, shop } = await createTenant(db);
    const supplier = await createSupplier(db, {
      name: `Pekarna ${randomUUID().slice(0, 6)}`,
      email: 'kruh@pekarna.test',
    });
    await createShopSupplier(db, shop, supplier.id, { orderEmails: ['kruh@pekarna.test'] });
    const bread = await createProduct(db, shop, {
      supplierId: supplier.id,
      name: 'Kruh',
      supplierUnit: 'kos',
      prices: [{ price: '2.35', discount: '0', vat: '9.5', validFrom: '2026-01-01' }],
    });

    // Carts are per user: each sender fills their own, so every send makes one order of the same shop.
    const senders = await Promise.all(
      Array.from({ length: SENDERS }, () =>
        createUser(db, { role: ROLES.admin, companyId: company.id, shopId: shop.id, email: uniqueEmail('sender') }),
      ),
    );
    const targets = await Promise.all(
      senders.map(
        async (user) =>
          (await findOwnShop(db, {
            userId: user.id,
            role: ROLES.admin,
            companyId: company.id,
            shopId: shop.id,
            permissions: [...ALL_PERMISSIONS],
          }))!,
      ),
    );
    for (const target of targets) {
      expect(await putInCart(db, target, bread.id, '2')).toMatchObject({ ok: true });
      expect(await setCartSupplier(db, target, supplier.id, { deliveryDate: '2026-11-21', note: null })).toBeTruthy();
    }

    // On PostgreSQL these are separate connections of the pool, truly at once; PGlite has one connection and runs the
    // transactions one after another, which must give the same numbers.
    const results = await Promise.all(
      targets.map((target) =>
        sendOrders(db, target, { submissionKey: randomUUID(), confirmBelowMinimum: false, language: 'en' }, NOW),
      ),
    );
    const numbers = results.flatMap((result) => {
      if (!result.ok) throw new Error(`send refused: ${JSON.stringify(result)}`);
      return result.orders.map((order) => order.number);
    });
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    const stored = await db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.shopId, shop.id))
      .orderBy(asc(orders.number));
    expect(stored.map((row) => row.number)).toEqual([1, 2, 3, 4]);

    // The next send continues the sequence.
    const [next] = targets;
    await createCartLine(db, next!, { userId: next!.actor.userId, productId: bread.id, quantity: '1' });
    await setCartSupplier(db, next!, supplier.id, { deliveryDate: '2026-11-21', note: null });
    const after = await sendOrders(
      db,
      next!,
      { submissionKey: randomUUID(), confirmBelowMinimum: false, language: 'en' },
      NOW,
    );
    expect(after.ok && after.orders.map((order) => order.number)).toEqual([5]);
  });
});
