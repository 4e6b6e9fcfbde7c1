import type { DbOrTx } from '#app/db/client.server';
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
import { ASN_IMPORT } from './accounts';

/**
 * The ASN import's shop: the sample messages' dairy (GLN 3830000000017, VAT SI12345679) with milk, yoghurt (boxes of
 * 12) and cheese by their GTINs and codes, and open order 1 for all three (tests/fixtures/asn/README.md).
 */
export async function seedAsnImport(db: DbOrTx, passwordHash: string) {
  // A company of its own, so the demo companies' shop lists stay as their journeys expect them.
  const company = await createCompany(db, { name: 'Odprema Vzorec d.o.o.' });
  const region = await createRegion(db, company.id, { name: 'Osrednjeslovenska' });
  const shop = await createShop(db, company.id, region.id, { name: ASN_IMPORT.shop });
  await createUser(db, {
    role: 3,
    companyId: shop.companyId,
    shopId: shop.id,
    email: ASN_IMPORT.admin,
    name: 'Ana',
    lastname: 'Odprema',
    passwordHash,
  });
  await createUser(db, {
    role: 3,
    companyId: shop.companyId,
    shopId: shop.id,
    email: ASN_IMPORT.adminSi,
    name: 'Nina',
    lastname: 'Odprema',
    passwordHash,
    language: 'si',
  });
  const dairy = await createSupplier(db, {
    name: ASN_IMPORT.supplier,
    email: 'mlekarna@vzorec.test',
    gln: '3830000000017',
    vatNumber: 'SI12345679',
  });
  await createShopSupplier(db, shop, dairy.id, { orderEmails: ['mlekarna@vzorec.test'] });
  const products = await createProducts(db, shop, [
    {
      supplierId: dairy.id,
      name: 'Mleko 3,5 %',
      ean: '3830000100014',
      supplierProductId: 'MLK-35',
      supplierUnit: 'kos',
    },
    {
      supplierId: dairy.id,
      name: 'Jogurt navadni 150 g',
      ean: '3830000100021',
      supplierProductId: 'JOG-150',
      supplierUnit: 'kos',
      unitsPerPackage: '12',
    },
    {
      supplierId: dairy.id,
      name: 'Sir edamec',
      ean: '3830000100038',
      supplierProductId: 'SIR-EDM',
      supplierUnit: 'kg',
    },
  ]);
  await createOrder(
    db,
    { companyId: shop.companyId, shopId: shop.id },
    {
      supplierId: dairy.id,
      lines: products.map((product) => ({ productId: product.id, productName: product.name, quantity: '12' })),
    },
  );
}
