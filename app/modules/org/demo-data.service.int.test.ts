import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#app/db/client.server';
import {
  auditLog,
  cartItems,
  companies,
  orders,
  productPrices,
  products,
  registrationRequests,
  regions,
  shops,
  shopSuppliers,
  suppliers,
  users,
} from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import {
  createCartLine,
  createProduct,
  createShopSupplier,
  createSupplier,
  createTenant,
  createUser,
} from '#tests/factories';
import { openOwnTestDatabase } from '#tests/setup/db';
import {
  demoDataShown,
  forgetDemoDataShown,
  hasDemoData,
  removeDemoData,
  warnAboutDemoData,
} from './demo-data.service.server';
import { DEMO_ACCOUNT_EMAILS, seedDemoIfEmpty } from './demo-seed.service.server';

let db: Database;
let own: DatabaseHandle | undefined;
beforeAll(async () => {
  own = await openOwnTestDatabase();
  db = own.db;
});
afterAll(() => own?.close());

const count = async (
  table: typeof products | typeof orders | typeof cartItems | typeof shopSuppliers,
  companyId: number,
) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.companyId, companyId))
  )[0]!.n;

describe('demo data', () => {
  // It seeds the whole demo (its history of deliveries included), as demo-reclamations.int.test.ts does, and is given
  // as long: beside the other files on a slow machine it ran 31 s, past the default 30.
  it(
    'is removed with every row of the demo companies and the demo operator; a real company keeps all of its rows',
    { timeout: 180_000 },
    async () => {
      // The database is this file's own (openOwnTestDatabase), so no other file's demo or directory rows mix in.
      expect(await hasDemoData(db)).toBe(false);
      expect(await seedDemoIfEmpty(db)).toBe(true);
      expect(await hasDemoData(db)).toBe(true);
      // Every start asks again: a database with companies is left as it is.
      const companiesSeeded = await db.$count(companies);
      expect(await seedDemoIfEmpty(db)).toBe(false);
      expect(await db.$count(companies)).toBe(companiesSeeded);
      forgetDemoDataShown();
      expect(await demoDataShown(db)).toBe(true);
      const warnings: string[] = [];
      const log = { warn: (message: string) => warnings.push(message) };
      expect(await warnAboutDemoData(db, log)).toBe(true);
      expect(warnings).toEqual([expect.stringContaining('npm run demo:remove')]);

      // A real company that took up a demo supplier, with a product, a price and a cart line, and its own operator.
      const real = await createTenant(db);
      const operator = await createUser(db, {
        role: ROLES.superAdmin,
        email: `ops-${randomUUID().slice(0, 6)}@example.com`,
      });
      const [demoSupplier] = await db.select().from(suppliers).where(eq(suppliers.name, 'Mlekarna Sora d.o.o.'));
      await createShopSupplier(db, real.shop, demoSupplier!.id);
      const product = await createProduct(db, real.shop, {
        supplierId: demoSupplier!.id,
        name: 'Real milk',
        supplierUnit: 'l',
        prices: [{ price: '1', discount: '0', vat: '9.5', validFrom: '2026-01-01' }],
      });
      await createCartLine(
        db,
        { companyId: real.company.id, shopId: real.shop.id },
        { userId: real.admin.id, productId: product.id, quantity: '2' },
      );
      // The demo operator approved a real registration request and left an audit line about the directory.
      const [demoSuper] = await db.select().from(users).where(eq(users.email, 'super@demo.test'));
      const [request] = await db
        .insert(registrationRequests)
        .values({
          companyName: 'Real d.o.o.',
          contactName: 'Rea',
          email: 'rea@example.com',
          phone: '040 111 222',
          shopCount: 1,
          status: 'approved',
          decidedBy: demoSuper!.id,
          decidedAt: new Date(),
        })
        .returning();
      await db.insert(auditLog).values({
        companyId: null,
        actorUserId: demoSuper!.id,
        entityType: 'supplier',
        entityId: String(demoSupplier!.id),
        action: 'updated',
      });
      await db.insert(auditLog).values({
        companyId: real.company.id,
        actorUserId: real.admin.id,
        entityType: 'product',
        entityId: String(product.id),
        action: 'created',
      });
      // An operator's own directory entry added after the demo, by chance under a demo supplier's name and address.
      const lookalike = await createSupplier(db, {
        name: 'Pekarna Zlati klas d.o.o.',
        email: 'narocila@zlati-klas.test',
      });

      const demoCompanyIds = (
        await db
          .select({ id: companies.id })
          .from(companies)
          .where(inArray(companies.name, ['Alpine Hospitality d.o.o.', 'Adriatic Foods d.o.o.']))
      ).map((row) => row.id);
      expect(demoCompanyIds).toHaveLength(2);
      expect(await count(orders, demoCompanyIds[0]!)).toBeGreaterThan(0);

      const removed = await removeDemoData(db);
      expect(removed.companies).toBe(2);
      expect(removed.users).toBe(DEMO_ACCOUNT_EMAILS.length);
      // Every demo supplier but the one the real shop took up.
      expect(removed.suppliers).toBeGreaterThan(0);

      // The demo is gone, and the banner's flag with it.
      expect(await db.select().from(companies).where(inArray(companies.id, demoCompanyIds))).toEqual([]);
      expect(await db.select().from(regions).where(inArray(regions.companyId, demoCompanyIds))).toEqual([]);
      expect(await db.select().from(shops).where(inArray(shops.companyId, demoCompanyIds))).toEqual([]);
      expect(
        await db
          .select()
          .from(users)
          .where(inArray(users.email, [...DEMO_ACCOUNT_EMAILS])),
      ).toEqual([]);
      for (const id of demoCompanyIds) {
        for (const table of [products, orders, shopSuppliers]) expect(await count(table, id)).toBe(0);
      }
      expect(await hasDemoData(db)).toBe(false);
      expect(await demoDataShown(db)).toBe(false);
      expect(await warnAboutDemoData(db, log)).toBe(false);
      expect(warnings).toHaveLength(1);

      // The real company is untouched.
      expect(
        await db.select({ id: companies.id }).from(companies).where(eq(companies.id, real.company.id)),
      ).toHaveLength(1);
      expect(
        (
          await db
            .select({ id: users.id })
            .from(users)
            .where(inArray(users.id, [real.admin.id, real.staff.id, operator.id]))
        )
          .map((row) => row.id)
          .sort(),
      ).toEqual([real.admin.id, real.staff.id, operator.id].sort());
      expect(await count(products, real.company.id)).toBe(1);
      expect(await count(cartItems, real.company.id)).toBe(1);
      expect(await count(shopSuppliers, real.company.id)).toBe(1);
      expect(await db.select().from(productPrices).where(eq(productPrices.productId, product.id))).toHaveLength(1);
      expect(
        await db
          .select({ id: suppliers.id })
          .from(suppliers)
          .where(inArray(suppliers.id, [demoSupplier!.id, lookalike.id])),
      ).toHaveLength(2);
      expect(await db.select().from(auditLog).where(eq(auditLog.companyId, real.company.id))).toHaveLength(1);
      // Real rows that named the demo operator stay, without the name.
      const [kept] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, request!.id));
      expect(kept).toMatchObject({ status: 'approved', decidedBy: null });
      const directoryAudit = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(demoSupplier!.id)));
      expect(directoryAudit.map((row) => row.actorUserId)).toEqual([null]);

      // Running it again finds nothing.
      expect(await removeDemoData(db)).toEqual({ companies: 0, users: 0, suppliers: 0 });
    },
  );
});
