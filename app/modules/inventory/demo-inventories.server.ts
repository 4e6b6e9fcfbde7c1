import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  inventoryDepartments,
  inventoryLineCounts,
  inventoryLines,
  inventorySectorProducts,
  inventorySectors,
  inventorySubDepartments,
  products,
  shops,
  users,
} from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { addDays, todayIn } from '#app/utils/dates';
import { createInventory } from './inventory-create.service.server';
import { finishInventory } from './inventory-lifecycle.service.server';

/** The demo layout: departments, their sub-departments and sectors, in walking order. */
const DEMO_LAYOUT = [
  {
    name: 'Kuhinja',
    subDepartments: [
      { name: 'Topla kuhinja', sectors: ['Polica A', 'Hladilnik 1'] },
      { name: 'Hladna soba', sectors: ['Police'] },
    ],
  },
  { name: 'Šank', subDepartments: [{ name: 'Šank', sectors: ['Hladilnik za pijačo', 'Zadnja polica'] }] },
  { name: 'Skladišče', subDepartments: [{ name: 'Suho skladišče', sectors: ['Regal 1', 'Zamrzovalnik'] }] },
];

/** Products per sector at most, so each sector reads like a shelf. */
const PER_SECTOR = 6;

/**
 * The layout in five statements: departments, sub-departments and sectors each in one multi-row insert, then the
 * products dealt out over the sectors in shelf order.
 */
async function seedLayout(tx: DbOrTx, shop: { companyId: number; id: number }, productIds: number[]) {
  const keys = { companyId: shop.companyId, shopId: shop.id };
  const departments = await tx
    .insert(inventoryDepartments)
    .values(DEMO_LAYOUT.map((department, position) => ({ ...keys, name: department.name, position })))
    .returning({ id: inventoryDepartments.id });
  const subs = DEMO_LAYOUT.flatMap((department, d) =>
    department.subDepartments.map((sub, position) => ({ ...sub, departmentId: departments[d]!.id, position })),
  );
  const subRows = await tx
    .insert(inventorySubDepartments)
    .values(subs.map((sub) => ({ ...keys, departmentId: sub.departmentId, name: sub.name, position: sub.position })))
    .returning({ id: inventorySubDepartments.id });
  const sectors = subs.flatMap((sub, s) =>
    sub.sectors.map((name, position) => ({ ...keys, subDepartmentId: subRows[s]!.id, name, position })),
  );
  const sectorRows = await tx.insert(inventorySectors).values(sectors).returning({ id: inventorySectors.id });
  const places = productIds.slice(0, sectorRows.length * PER_SECTOR).map((productId, index) => ({
    ...keys,
    sectorId: sectorRows[index % sectorRows.length]!.id,
    productId,
    position: Math.floor(index / sectorRows.length),
  }));
  if (places.length) await tx.insert(inventorySectorProducts).values(places);
  return subRows.map((row) => row.id);
}

/**
 * Everyone's counts of one count in one statement: the lines of `share` of the sectors (by their order), each
 * counted by one of two demo users by sector, with quantities that vary a little from one count to the next.
 * `conflict` adds the second person's differing count on the first line.
 */
async function seedCounts(
  tx: DbOrTx,
  shop: { companyId: number; id: number },
  inventoryId: number,
  counters: [number, number],
  options: { seed: number; share: number; conflict: boolean },
) {
  await tx.execute(sql`insert into ${inventoryLineCounts} (company_id, shop_id, line_id, user_id, units, total, counted_at)
    select l.company_id, l.shop_id, l.id,
      case when l.count_sector_id % 2 = 0 then ${counters[0]}::int else ${counters[1]}::int end,
      ((l.id * 7 + ${options.seed}) % 23 + 1)::numeric, ((l.id * 7 + ${options.seed}) % 23 + 1)::numeric, now()
    from ${inventoryLines} l
    where l.inventory_id = ${inventoryId} and l.shop_id = ${shop.id}
      and l.count_sector_id in (select id from inventory_count_sectors where inventory_id = ${inventoryId}
        order by id limit greatest(1, ceil((select count(*) from inventory_count_sectors
          where inventory_id = ${inventoryId}) * ${options.share}::numeric)))`);
  if (!options.conflict || counters[0] === counters[1]) return;
  await tx.execute(sql`insert into ${inventoryLineCounts} (company_id, shop_id, line_id, user_id, units, total)
    select c.company_id, c.shop_id, c.line_id, ${counters[1]}::int, c.total + 2, c.total + 2
    from ${inventoryLineCounts} c join ${inventoryLines} l on l.id = c.line_id
    where l.inventory_id = ${inventoryId} and c.user_id = ${counters[0]}
    order by l.count_sector_id, l.position limit 1
    on conflict do nothing`);
}

/**
 * Each demo shop's stock counting: a layout of its catalog, two finished counts (two months and one month ago) and
 * one in progress this week with a conflict to decide — all by its demo users through the module's own services.
 */
export async function seedDemoInventories(tx: DbOrTx, options: { shops: { id: number }[]; now?: Date }) {
  if (!options.shops.length) return { inventories: 0 };
  const rows = await tx
    .select({
      companyId: shops.companyId,
      regionId: shops.regionId,
      id: shops.id,
      name: shops.name,
      timeZone: shops.timeZone,
    })
    .from(shops)
    .where(
      and(
        inArray(
          shops.id,
          options.shops.map((shop) => shop.id),
        ),
        isNull(shops.deletedAt),
      ),
    );
  let made = 0;
  for (const shop of rows) {
    const productRows = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.isActive, true)))
      .orderBy(asc(products.name), asc(products.id));
    if (productRows.length === 0) continue;
    const people = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(
        and(
          eq(users.companyId, shop.companyId),
          or(eq(users.shopId, shop.id), eq(users.role, ROLES.companyManager)),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(sql`${users.shopId} = ${shop.id} desc nulls last`, asc(users.role), asc(users.id))
      .limit(2);
    if (people.length === 0) continue;
    const subDepartmentIds = await seedLayout(
      tx,
      shop,
      productRows.map((row) => row.id),
    );
    const counters: [number, number] = [people[0]!.id, (people[1] ?? people[0]!).id];
    const scope: ShopScope = {
      actor: {
        userId: people[0]!.id,
        role: people[0]!.role as ShopScope['actor']['role'],
        companyId: shop.companyId,
        shopId: shop.id,
        permissions: ['inventory:view', 'inventory:count', 'inventory:manage'],
      },
      companyId: shop.companyId,
      regionId: shop.regionId,
      shopId: shop.id,
      shopName: shop.name,
      shopDeleted: false,
      timeZone: shop.timeZone,
    };
    const today = todayIn(shop.timeZone, options.now);
    const counts = [
      { name: 'Mesečna inventura (pred dvema mesecema)', date: addDays(today, -60), finish: true },
      { name: 'Mesečna inventura (prejšnji mesec)', date: addDays(today, -30), finish: true },
      { name: 'Tedenska inventura', date: today, finish: false },
    ];
    for (const [index, count] of counts.entries()) {
      const created = await createInventory(tx, scope, {
        name: count.name,
        countDate: count.date,
        cutOffTime: '21:00',
        blind: index === 2,
        source: 'layout',
        subDepartmentIds,
      });
      if (!created.ok) throw new Error(`demo inventory: ${created.reason}`);
      await seedCounts(tx, shop, created.inventoryId, counters, {
        seed: index * 3,
        share: count.finish ? 1 : 0.5,
        conflict: !count.finish,
      });
      if (count.finish) {
        const finished = await finishInventory(tx, scope, created.inventoryId);
        if (!finished.ok) throw new Error(`demo inventory finish: ${finished.reason}`);
      }
      made++;
    }
  }
  return { inventories: made };
}
