import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { inventoryDepartments, inventorySectorProducts } from '#app/db/schema';
import { createReceivingTenant, createUser } from '#tests/factories';
import { ROLES } from '#app/modules/auth/roles';
import { useTestDatabase } from '#tests/setup/db';
import { seedDemoInventories } from './demo-inventories.server';
import { listInventoryHistory } from './inventory-history.repo.server';
import { getInventoryPage, getInventoryView } from './inventory-view.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

describe('demo stock counting', () => {
  it('gives a demo shop a layout, two finished counts and one in progress counted by two people', async () => {
    const tenant = await createReceivingTenant(db, {
      products: Array.from({ length: 14 }, (_, index) => ({ name: `Artikel ${String(index).padStart(2, '0')}` })),
    });
    await createUser(db, { companyId: tenant.company.id, shopId: tenant.shop.id, role: ROLES.staff });
    expect(await seedDemoInventories(db, { shops: [tenant.shop], now: new Date('2026-11-20T10:00:00Z') })).toEqual({
      inventories: 3,
    });
    const departments = await db
      .select()
      .from(inventoryDepartments)
      .where(eq(inventoryDepartments.shopId, tenant.shop.id));
    expect(departments.map((d) => d.name)).toEqual(['Kuhinja', 'Šank', 'Skladišče']);
    const places = await db
      .select()
      .from(inventorySectorProducts)
      .where(eq(inventorySectorProducts.shopId, tenant.shop.id));
    expect(places).toHaveLength(14);

    const history = (await listInventoryHistory(db, tenant.scope, {
      status: 'all',
      q: undefined,
      page: 1,
      perPage: 10,
    }))!;
    expect(history.rows.map((row) => [row.name, row.status, row.countDate])).toEqual([
      ['Tedenska inventura', 'in_progress', '2026-11-20'],
      ['Mesečna inventura (prejšnji mesec)', 'finished', '2026-10-21'],
      ['Mesečna inventura (pred dvema mesecema)', 'finished', '2026-09-21'],
    ]);
    expect(history.rows[1]!.value).not.toBeNull();
    expect(history.rows[1]!.finishedBy).not.toBeNull();

    const open = (await getInventoryPage(db, tenant.scope, history.rows[0]!.id))!;
    const sectors = open.departments.flatMap((d) => d.subDepartments.flatMap((s) => s.sectors));
    expect(sectors.reduce((sum, s) => sum + s.conflicts, 0)).toBe(1);
    expect(sectors.some((s) => s.counted === 0)).toBe(true);

    const view = (await getInventoryView(db, tenant.scope, history.rows[1]!.id, { page: 1, perPage: 100 }))!;
    expect(view.previous?.name).toBe('Mesečna inventura (pred dvema mesecema)');
    expect(view.grand).toMatchObject({ lines: 14, counted: 14 });
    expect(view.lines.every((line) => line.expected !== null)).toBe(true);
  });
});
