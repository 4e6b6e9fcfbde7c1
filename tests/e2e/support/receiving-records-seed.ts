import type { DbOrTx } from '#app/db/client.server';
import { todayIn } from '#app/utils/dates';
import {
  createCompany,
  createOrder,
  createProducts,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { RECEIVING_RECORDS } from './accounts';

/**
 * The receiving records' shop, in a company of its own: a fish supplier whose MSC certificate expired, and an order
 * expected today of an MSC fillet (frozen), bread and shopping bags flagged "exclude from stock export".
 */
export async function seedReceivingRecords(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: 'Evidence Piran d.o.o.' });
  const region = await createRegion(db, company.id, { name: 'Obala' });
  const shop = await createShop(db, company.id, region.id, { name: RECEIVING_RECORDS.shop });
  await createUser(db, {
    role: 3,
    companyId: shop.companyId,
    shopId: shop.id,
    email: RECEIVING_RECORDS.admin,
    name: 'Rok',
    lastname: 'Evidenca',
    passwordHash,
    language: 'en',
  });
  const supplier = await createSupplier(db, { name: RECEIVING_RECORDS.supplier, email: 'ribe@piran.test' });
  await createShopSupplier(db, shop, supplier.id, {
    orderEmails: ['ribe@piran.test'],
    mscCertificateNumber: RECEIVING_RECORDS.mscNumber,
    mscCertificateExpires: RECEIVING_RECORDS.mscExpired,
  });
  const products = await createProducts(db, shop, [
    {
      supplierId: supplier.id,
      name: RECEIVING_RECORDS.fish,
      supplierProductId: 'OSL-MSC',
      temperatureRegime: 'frozen',
      certificates: RECEIVING_RECORDS.mscNumber,
      isRisky: true,
    },
    { supplierId: supplier.id, name: RECEIVING_RECORDS.bread, supplierProductId: 'KRH-1' },
    { supplierId: supplier.id, name: RECEIVING_RECORDS.bags, supplierProductId: 'VRE-1', excludeFromStockExport: true },
  ]);
  await createOrder(
    db,
    { companyId: shop.companyId, shopId: shop.id },
    {
      supplierId: supplier.id,
      deliveryDate: todayIn(shop.timeZone),
      lines: products.map((product) => ({ productId: product.id, productName: product.name, quantity: '5' })),
    },
  );
}
