import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { createPglite } from '#app/db/pglite.server';
import { createProduct, createShopSupplier, createSupplier, createTenant } from '#tests/factories';

const MIGRATION = '0010_product_children_company';

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
afterAll(() => {
  if (folder === undefined) delete process.env.MIGRATIONS_DIR;
  else process.env.MIGRATIONS_DIR = folder;
});

describe(`migration ${MIGRATION}`, () => {
  it("gives existing GTINs, prices and counting units their product's company, then requires it", async () => {
    const handle = await openDatabase({ pglite: await createPglite() });
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

    if (folder === undefined) delete process.env.MIGRATIONS_DIR;
    else process.env.MIGRATIONS_DIR = folder;
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
    await handle.close();
  });
});
