import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { createPglite } from '#app/db/pglite.server';
import { createProduct, createShopSupplier, createSupplier, createTenant } from '#tests/factories';
import { testDatabaseKind } from '#tests/setup/db';

const MIGRATION = '0010_product_children_company';
const adminUrl = process.env.TEST_DATABASE_URL;

/** The project's migrations up to, not including, `tag`: a database as it was before that migration landed. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prevzem-migrations-'));
  await cp(path.resolve('drizzle'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

const folder = process.env.MIGRATIONS_DIR;
const restoreFolder = () => {
  if (folder === undefined) delete process.env.MIGRATIONS_DIR;
  else process.env.MIGRATIONS_DIR = folder;
};
afterAll(restoreFolder);

/** A fresh database of the kind the tests run on: PGlite, or a scratch database on the PostgreSQL server. */
async function openScratchDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite' || !adminUrl)
    return { handle: await openDatabase({ pglite: await createPglite() }), drop: async () => {} };
  const name = `prevzem_migration_0010_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ url: url.toString() }),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe(`migration ${MIGRATION}`, () => {
  it(`gives existing GTINs, prices and counting units their product's company, then requires it (${testDatabaseKind()})`, async () => {
    const { handle, drop } = await openScratchDatabase();
    try {
      process.env.MIGRATIONS_DIR = await migrationsBefore(MIGRATION);
      await migrateDatabase(handle);
      const { db } = handle;
      const tenant = await createTenant(db);
      const supplier = await createSupplier(db);
      await createShopSupplier(db, tenant.shop, supplier.id);
      // No children yet: they are written below the way the old schema had them, without company_id.
      const product = await createProduct(db, tenant.shop, { supplierId: supplier.id, prices: [] });
      const [shopId, productId] = [tenant.shop.id, product.id];
      await db.execute(
        sql`insert into product_gtins (shop_id, product_id, gtin) values (${shopId}, ${productId}, '4006381333931')`,
      );
      await db.execute(
        sql`insert into product_prices (shop_id, product_id, price, vat, valid_from) values (${shopId}, ${productId}, 1, 9.5, '2026-01-01')`,
      );
      await db.execute(
        sql`insert into product_counting_units (shop_id, product_id, unit, factor) values (${shopId}, ${productId}, 'zaboj', 12)`,
      );

      restoreFolder();
      await migrateDatabase(handle);
      for (const table of ['product_gtins', 'product_prices', 'product_counting_units']) {
        const { rows } = await db.execute<{ company_id: number }>(sql`select company_id from ${sql.identifier(table)}`);
        expect(rows, table).toEqual([{ company_id: tenant.company.id }]);
      }
      // Another company's id no longer fits the product.
      const other = await createTenant(db);
      await expect(
        db.execute(
          sql`insert into product_gtins (company_id, shop_id, product_id, gtin) values (${other.company.id}, ${shopId}, ${productId}, '036000291452')`,
        ),
      ).rejects.toThrow();
    } finally {
      await handle.close();
      await drop();
    }
  });
});
