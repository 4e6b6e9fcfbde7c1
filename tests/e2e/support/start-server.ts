/**
 * Starts the built server for the end-to-end run on a fresh embedded database: demo data, plus a few accounts
 * that only one test each may use (so a test that changes a password cannot disturb another).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { shops } from '#app/db/schema';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '#app/modules/org/demo-seed.service.server';
import { hashPassword } from '#app/modules/auth/password.server';
import { users } from '#app/db/schema';
import { E2E_USERS } from './accounts';
import { seedAnalytics } from './analytics-seed';
import { seedAnalyticsSupplier } from './analytics-supplier-seed';
import { seedAsnImport } from './asn-import-seed';
import { seedComparison } from './comparison-seed';
import { seedCreditNotes } from './credit-notes-seed';
import { seedDeliveryRecords } from './delivery-records-seed';
import { seedInventoryLayout } from './inventory-layout-seed';
import { seedInventoryExport } from './inventory-export-seed';
import { seedInventoryCounting } from './inventory-counting-seed';
import { seedInventoryCounts } from './inventory-counts-seed';
import { seedStockCountJourney } from './stock-count-journey-seed';
import { seedReceivingLists } from './receiving-lists-seed';
import { seedBusyDay } from './busy-day-seed';
import { seedReceivingRecords } from './receiving-records-seed';
import { seedReclamationAnswer } from './reclamation-answer-seed';

const dataDir = process.env.DATA_DIR!;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
await migrateDatabase(handle);
await seedDemoIfEmpty(handle.db);
const [shop] = await handle.db
  .select()
  .from(shops)
  .where(and(eq(shops.name, 'Hotel Bled Kitchen')));
const passwordHash = await hashPassword(DEMO_PASSWORD);
const [bistro] = await handle.db
  .select()
  .from(shops)
  .where(and(eq(shops.name, 'Bled Bistro')));
const [beachBar] = await handle.db
  .select()
  .from(shops)
  .where(and(eq(shops.name, 'Portorož Beach Bar')));
for (const user of Object.values(E2E_USERS)) {
  const isOperator = 'role' in user && user.role === 1;
  const shopName = 'shop' in user ? user.shop : null;
  const home = shopName === 'Bled Bistro' ? bistro! : shopName === 'Portorož Beach Bar' ? beachBar! : shop!;
  // A user with a permission list is staff (role 4) holding exactly those permissions; everyone else is an admin
  // (role 3) or the operator.
  const permissions: string[] = 'permissions' in user ? [...user.permissions] : [];
  const role = isOperator ? 1 : 'role' in user ? user.role : permissions.length > 0 ? 4 : 3;
  await handle.db.insert(users).values({
    name: user.name,
    lastname: 'Tester',
    email: user.email,
    passwordHash,
    role,
    companyId: isOperator ? null : home.companyId,
    shopId: isOperator ? null : home.id,
    permissions,
    language: user.language,
  });
}
await seedReceivingLists(handle.db, passwordHash);
await seedBusyDay(handle.db, passwordHash);
await seedAsnImport(handle.db, passwordHash);
await seedReceivingRecords(handle.db, passwordHash);
await seedComparison(handle.db, passwordHash);
await seedReclamationAnswer(handle.db, passwordHash);
await seedDeliveryRecords(handle.db, passwordHash);
await seedCreditNotes(handle.db, passwordHash);
await seedInventoryLayout(handle.db, passwordHash);
await seedInventoryExport(handle.db, passwordHash);
await seedInventoryCounting(handle.db, passwordHash);
await seedInventoryCounts(handle.db, passwordHash);
await seedStockCountJourney(handle.db, passwordHash);
await seedAnalytics(handle.db, passwordHash);
await seedAnalyticsSupplier(handle.db, passwordHash);
await handle.close();

await import('../../../server/index');
