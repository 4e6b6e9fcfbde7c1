import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { createPglite } from '#app/db/pglite.server';
import { createTenant } from '#tests/factories';
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
      // Rows as the schema before the migration had them, written in SQL: the factories write today's columns.
      const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<{ id: T }>(query)).rows[0]!.id;
      const companyId = await one<number>(sql`insert into companies (name) values ('Old company') returning id`);
      const regionId = await one<number>(
        sql`insert into regions (company_id, name) values (${companyId}, 'Old region') returning id`,
      );
      const shopId = await one<number>(
        sql`insert into shops (company_id, region_id, name) values (${companyId}, ${regionId}, 'Old shop') returning id`,
      );
      const supplierId = await one<number>(sql`insert into suppliers (name) values ('Old supplier') returning id`);
      await db.execute(
        sql`insert into shop_suppliers (company_id, shop_id, supplier_id) values (${companyId}, ${shopId}, ${supplierId})`,
      );
      // No children yet: they are written below the way the old schema had them, without company_id.
      const productId = await one<number>(
        sql`insert into products (company_id, shop_id, supplier_id, name) values (${companyId}, ${shopId}, ${supplierId}, 'Old product') returning id`,
      );
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
        expect(rows, table).toEqual([{ company_id: companyId }]);
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
