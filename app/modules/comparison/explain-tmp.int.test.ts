import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { createDeliveryNote, createReceivingTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { getComparisonPage } from './comparison-page.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

it('explains', async () => {
  const s = await createReceivingTenant(db);
  await createDeliveryNote(db, { companyId: s.company.id, shopId: s.scope.shopId }, { supplierId: s.supplier.id, deliveryDate: '2026-10-02', lines: [{ productId: s.products[0]!.id }] });
  const captured: SQL[] = [];
  const original = db.execute.bind(db);
  (db as { execute: unknown }).execute = (query: SQL) => {
    captured.push(query);
    return original(query);
  };
  await getComparisonPage(db, s.scope, { from: '2026-10-01', to: '2026-10-31', supplierId: undefined, onlyDifferences: true, page: 1, perPage: 25 });
  (db as { execute: unknown }).execute = original;
  await db.execute(sql`analyze`);
  await db.execute(sql`set enable_seqscan = off`);
  for (const query of captured) {
    const { rows } = await db.execute(sql`explain ${query}`);
    console.log('-----\n' + rows.map((row) => Object.values(row)[0]).join('\n'));
  }
});
