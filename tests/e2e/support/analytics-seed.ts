import type { DbOrTx } from '#app/db/client.server';
import { ROLES, type Permission, type RoleId } from '#app/modules/auth/roles';
import { getReceipt } from '#app/modules/receiving/receipt-view.server';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import { addDays, todayIn } from '#app/utils/dates';
import {
  createCompany,
  createOrder,
  createProducts,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
  memoryFileStorage,
  shopScopeOf,
  signOffInputOf,
} from '#tests/factories';
import { ANALYTICS } from './accounts';

type Shop = Awaited<ReturnType<typeof createShop>>;

/** An order of 10 and 5 for `day`, signed off on `day` through the real sign-off; `second` units of the second line. */
async function deliver(
  db: DbOrTx,
  shop: Shop,
  admin: { id: number; role: number },
  supplierId: number,
  products: { id: number; name: string }[],
  day: string,
  second = '5',
) {
  const order = await createOrder(
    db,
    { companyId: shop.companyId, shopId: shop.id },
    {
      supplierId,
      deliveryDate: day,
      lines: [
        { productId: products[0]!.id, productName: products[0]!.name, quantity: '10', price: '2' },
        { productId: products[1]!.id, productName: products[1]!.name, quantity: '5', price: '4' },
      ],
    },
  );
  const scope = shopScopeOf(shop, admin);
  const started = await startReceipt(db, scope, { orderId: order.id });
  if (!started.ok) throw new Error(`analytics seed: ${started.reason}`);
  const view = (await getReceipt(db, scope, started.noteId))!;
  const input = signOffInputOf(view, {
    header: { deliveryDate: day, closesOrder: true },
    lines: { 1: { delivered: second } },
  });
  const result = await signOff(db, scope, started.noteId, input, memoryFileStorage());
  if (!result.ok) throw new Error(`analytics seed: ${result.reason}`);
}

export async function seedAnalytics(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: ANALYTICS.company });
  const region = await createRegion(db, company.id, { name: 'Savinjska' });
  const shop = await createShop(db, company.id, region.id, { name: ANALYTICS.shop });
  const second = await createShop(db, company.id, region.id, { name: ANALYTICS.secondShop });
  const person = (email: string, name: string, role: number, language: 'en' | 'si', permissions: Permission[] = []) =>
    createUser(db, {
      role: role as RoleId,
      companyId: company.id,
      shopId: shop.id,
      email,
      name,
      lastname: 'Analitik',
      passwordHash,
      language,
      permissions,
    });
  const admin = await person(ANALYTICS.admin, 'Ana', ROLES.admin, 'en');
  await person(ANALYTICS.adminSl, 'Alja', ROLES.admin, 'en');
  await person(ANALYTICS.staff, 'Stane', ROLES.staff, 'en', ['deliveries:view']);
  await person(ANALYTICS.manager, 'Marko', ROLES.companyManager, 'en');
  const secondAdmin = await createUser(db, {
    role: ROLES.admin,
    companyId: company.id,
    shopId: second.id,
    passwordHash,
  });

  const dairy = await createSupplier(db, { name: ANALYTICS.dairy });
  const bakery = await createSupplier(db, { name: ANALYTICS.bakery });
  for (const where of [shop, second]) {
    await createShopSupplier(db, where, dairy.id);
    await createShopSupplier(db, where, bakery.id);
  }
  const milk = await createProducts(db, shop, [
    { supplierId: dairy.id, name: 'E2E Mleko' },
    { supplierId: dairy.id, name: 'E2E Skuta' },
  ]);
  const bread = await createProducts(db, shop, [
    { supplierId: bakery.id, name: 'E2E Kruh' },
    { supplierId: bakery.id, name: 'E2E Štruca' },
  ]);
  const bistroBread = await createProducts(db, second, [
    { supplierId: bakery.id, name: 'E2E Kruh' },
    { supplierId: bakery.id, name: 'E2E Štruca' },
  ]);

  const today = todayIn(shop.timeZone);
  const lastMonth = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-15`;
  await deliver(db, shop, admin, dairy.id, milk, today);
  await deliver(db, shop, admin, dairy.id, milk, today, '3'); // short: with problems, a reclamation
  await deliver(db, shop, admin, bakery.id, bread, today);
  for (const supplier of [
    { id: dairy.id, products: milk },
    { id: bakery.id, products: bread },
  ]) {
    await deliver(db, shop, admin, supplier.id, supplier.products, lastMonth);
    await deliver(db, shop, admin, supplier.id, supplier.products, lastMonth);
  }
  await deliver(db, second, secondAdmin, bakery.id, bistroBread, today);
}
