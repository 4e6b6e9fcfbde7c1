import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { companies, regions, shops, users } from '#app/db/schema';
import { hashPassword } from '#app/modules/auth/password.server';
import { ROLES, type Permission } from '#app/modules/auth/roles';
import { seedDemoOrders } from '#app/modules/ordering/demo-orders.server';
import { seedDemoProducts } from '#app/modules/products/demo-products.server';
import { seedDemoSuppliers } from '#app/modules/shop-suppliers/demo-suppliers.server';

export const DEMO_PASSWORD = 'Demo-1234!';

/** The demo companies by name and VAT number: how `removeDemoData` tells them from real ones. */
export const DEMO_COMPANIES = [
  { name: 'Alpine Hospitality d.o.o.', vatNumber: 'SI12345679', address: 'Cesta svobode 1, 4260 Bled' },
  { name: 'Adriatic Foods d.o.o.', vatNumber: 'SI98765434', address: 'Obala 12, 6320 Portorož' },
] as const;

/** The demo operator: the only demo account outside the demo companies. */
export const DEMO_SUPER_EMAIL = 'super@demo.test';

/** Every account the seed makes, all with DEMO_PASSWORD (published in the README). */
export const DEMO_ACCOUNT_EMAILS = [
  DEMO_SUPER_EMAIL,
  'admin@demo.test',
  'manager@demo.test',
  'staff@demo.test',
  'admin.si@demo.test',
  'admin@adriatic.test',
] as const;

/** The staff demo user's restricted list: receiving and ordering, no settings or prices. */
const DEMO_STAFF_PERMISSIONS: Permission[] = [
  'deliveries:view',
  'deliveries:receive',
  'orders:view',
  'cart:use',
  'inventory:view',
  'inventory:count',
];

/** Seeds the demo companies, shops and accounts of the README, once, on an empty database. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts; the check below then sees the winner's rows.
    await tx.execute(sql`lock table companies in exclusive mode`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(companies);
    if ((existing?.count ?? 0) > 0) return false;
    await seedDemo(tx, passwordHash);
    return true;
  });
}

/** The demo companies, shops, accounts, suppliers, products and orders; only the shops it makes are filled. */
export async function seedDemo(tx: DbOrTx, passwordHash: string): Promise<void> {
  const [alpine] = await tx.insert(companies).values(DEMO_COMPANIES[0]).returning();
  const [adriatic] = await tx.insert(companies).values(DEMO_COMPANIES[1]).returning();
  const [gorenjska, obala, istra] = await tx
    .insert(regions)
    .values([
      { companyId: alpine!.id, name: 'Gorenjska' },
      { companyId: alpine!.id, name: 'Obala' },
      { companyId: adriatic!.id, name: 'Istra' },
    ])
    .returning();
  const [bledKitchen, bled, portoroz, koper] = await tx
    .insert(shops)
    .values([
      {
        companyId: alpine!.id,
        regionId: gorenjska!.id,
        name: 'Hotel Bled Kitchen',
        address: 'Cesta svobode 12, 4260 Bled',
      },
      {
        companyId: alpine!.id,
        regionId: gorenjska!.id,
        name: 'Bled Bistro',
        address: 'Ljubljanska cesta 7, 4260 Bled',
      },
      {
        companyId: alpine!.id,
        regionId: obala!.id,
        name: 'Portorož Beach Bar',
        address: 'Obala 33, 6320 Portorož',
        exportModule: 'minimax',
      },
      {
        companyId: adriatic!.id,
        regionId: istra!.id,
        name: 'Koper Market',
        address: 'Pristaniška ulica 2, 6000 Koper',
      },
    ])
    .returning();

  const base = { passwordHash, orderEmails: true };
  await tx.insert(users).values([
    { ...base, name: 'Sara', lastname: 'Super', email: DEMO_SUPER_EMAIL, role: ROLES.superAdmin },
    {
      ...base,
      name: 'Ana',
      lastname: 'Novak',
      email: 'admin@demo.test',
      role: ROLES.admin,
      companyId: alpine!.id,
      shopId: bledKitchen!.id,
    },
    // Works in every Alpine shop; starts in (and is listed under) Hotel Bled Kitchen.
    {
      ...base,
      name: 'Maja',
      lastname: 'Kranjc',
      email: 'manager@demo.test',
      role: ROLES.companyManager,
      companyId: alpine!.id,
      shopId: bledKitchen!.id,
    },
    {
      ...base,
      name: 'Luka',
      lastname: 'Kranjc',
      email: 'staff@demo.test',
      role: ROLES.staff,
      companyId: alpine!.id,
      shopId: bledKitchen!.id,
      permissions: DEMO_STAFF_PERMISSIONS,
      orderEmails: false,
    },
    {
      ...base,
      name: 'Maja',
      lastname: 'Zupan',
      email: 'admin.si@demo.test',
      role: ROLES.admin,
      companyId: alpine!.id,
      shopId: portoroz!.id,
      language: 'si',
    },
    {
      ...base,
      name: 'Marko',
      lastname: 'Horvat',
      email: 'admin@adriatic.test',
      role: ROLES.admin,
      companyId: adriatic!.id,
      shopId: koper!.id,
    },
  ]);
  const demoShops = [bledKitchen!, bled!, portoroz!, koper!].map((shop) => ({
    companyId: shop.companyId,
    id: shop.id,
  }));
  await seedDemoSuppliers(tx, { shops: demoShops });
  await seedDemoProducts(tx, { shops: demoShops });
  await seedDemoOrders(tx, { shops: demoShops });
}
