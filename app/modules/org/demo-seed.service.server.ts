import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { companies } from '#app/db/schema';
import { hashPassword } from '#app/modules/auth/password.server';
import { ROLES, type Permission } from '#app/modules/auth/roles';
import { seedDemoDeliveryHistory } from '#app/modules/analytics/demo-history.server';
import { seedDemoAsns } from '#app/modules/asn/demo-asns.server';
import { seedDemoRecords } from '#app/modules/delivery-records/demo-records.server';
import { seedDemoCreditNotes } from '#app/modules/credit-notes/demo-credit-notes.server';
import { seedDemoInventories } from '#app/modules/inventory/demo-inventories.server';
import { seedDemoOrders } from '#app/modules/ordering/demo-orders.server';
import { seedDemoReclamations } from '#app/modules/reclamations/demo-reclamations.server';
import { seedDemoProducts } from '#app/modules/products/demo-products.server';
import { seedDemoSuppliers } from '#app/modules/shop-suppliers/demo-suppliers.server';
import { createCompany, createRegion, createShop, createUser } from '#tests/factories/org';

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
  // Every start asks; only the first needs the demo password's hash, which is memory-hard (about 0.4 s of a start).
  if (await hasCompanies(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts; the check below then sees the winner's rows.
    await tx.execute(sql`lock table companies in exclusive mode`);
    if (await hasCompanies(tx)) return false;
    await seedDemo(tx, passwordHash);
    return true;
  });
}

async function hasCompanies(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).limit(1);
  return row !== undefined;
}

/**
 * The demo companies, shops, accounts, suppliers, products, orders and advance ship notices; only the shops it makes are filled. The org rows
 * come from the tests' factories, so the demo and the tests build tenants one way.
 */
export async function seedDemo(tx: DbOrTx, passwordHash: string): Promise<void> {
  const alpine = await createCompany(tx, { ...DEMO_COMPANIES[0] });
  const adriatic = await createCompany(tx, { ...DEMO_COMPANIES[1] });
  const gorenjska = await createRegion(tx, alpine.id, { name: 'Gorenjska' });
  const obala = await createRegion(tx, alpine.id, { name: 'Obala' });
  const istra = await createRegion(tx, adriatic.id, { name: 'Istra' });
  const bledKitchen = await createShop(tx, alpine.id, gorenjska.id, {
    name: 'Hotel Bled Kitchen',
    address: 'Cesta svobode 12, 4260 Bled',
  });
  const bled = await createShop(tx, alpine.id, gorenjska.id, {
    name: 'Bled Bistro',
    address: 'Ljubljanska cesta 7, 4260 Bled',
  });
  const portoroz = await createShop(tx, alpine.id, obala.id, {
    name: 'Portorož Beach Bar',
    address: 'Obala 33, 6320 Portorož',
    exportModule: 'minimax',
  });
  const koper = await createShop(tx, adriatic.id, istra.id, {
    name: 'Koper Market',
    address: 'Pristaniška ulica 2, 6000 Koper',
  });

  const base = { passwordHash, orderEmails: true };
  const alpineKitchen = { companyId: alpine.id, shopId: bledKitchen.id };
  await createUser(tx, { ...base, name: 'Sara', lastname: 'Super', email: DEMO_SUPER_EMAIL, role: ROLES.superAdmin });
  await createUser(tx, {
    ...base,
    ...alpineKitchen,
    name: 'Ana',
    lastname: 'Novak',
    email: 'admin@demo.test',
    role: ROLES.admin,
  });
  // Works in every Alpine shop; starts in (and is listed under) Hotel Bled Kitchen.
  await createUser(tx, {
    ...base,
    ...alpineKitchen,
    name: 'Maja',
    lastname: 'Kranjc',
    email: 'manager@demo.test',
    role: ROLES.companyManager,
  });
  await createUser(tx, {
    ...base,
    ...alpineKitchen,
    name: 'Luka',
    lastname: 'Kranjc',
    email: 'staff@demo.test',
    role: ROLES.staff,
    permissions: DEMO_STAFF_PERMISSIONS,
    orderEmails: false,
  });
  await createUser(tx, {
    ...base,
    name: 'Maja',
    lastname: 'Zupan',
    email: 'admin.si@demo.test',
    role: ROLES.admin,
    companyId: alpine.id,
    shopId: portoroz.id,
    language: 'si',
  });
  await createUser(tx, {
    ...base,
    name: 'Marko',
    lastname: 'Horvat',
    email: 'admin@adriatic.test',
    role: ROLES.admin,
    companyId: adriatic.id,
    shopId: koper.id,
  });
  const demoShops = [bledKitchen, bled, portoroz, koper].map((shop) => ({
    companyId: shop.companyId,
    id: shop.id,
  }));
  await seedDemoSuppliers(tx, { shops: demoShops });
  await seedDemoProducts(tx, { shops: demoShops });
  await seedDemoOrders(tx, { shops: demoShops });
  await seedDemoAsns(tx, { shops: demoShops });
  await seedDemoRecords(tx, { shops: demoShops });
  await seedDemoReclamations(tx, { shops: demoShops });
  await seedDemoCreditNotes(tx, { shops: demoShops });
  await seedDemoInventories(tx, { shops: demoShops });
  await seedDemoDeliveryHistory(tx, { shops: demoShops });
}
