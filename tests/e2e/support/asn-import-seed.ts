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
import { ASN_IMPORT, ASN_RECEIVE } from './accounts';

/**
 * The ASN import's shop: the sample messages' dairy (GLN 3830000000017, VAT SI12345679) with milk, yoghurt (boxes of
 * 12) and cheese by their GTINs and codes, and open order 1 for all three (tests/fixtures/asn/README.md); and a second
 * such shop whose admin imports a DESADV and receives against it on a phone (its cheese weighed, as a cheese is).
 */
export async function seedAsnImport(db: DbOrTx, passwordHash: string) {
  // A company of its own, so the demo companies' shop lists stay as their journeys expect them.
  const company = await createCompany(db, { name: 'Odprema Vzorec d.o.o.' });
  const region = await createRegion(db, company.id, { name: 'Osrednjeslovenska' });
  await dairyShop(db, passwordHash, region, {
    shop: ASN_IMPORT.shop,
    supplier: ASN_IMPORT.supplier,
    admins: [
      { email: ASN_IMPORT.admin, name: 'Ana', language: 'en' },
      { email: ASN_IMPORT.adminSi, name: 'Nina', language: 'si' },
    ],
    weighedCheese: false,
  });
  await dairyShop(db, passwordHash, region, {
    shop: ASN_RECEIVE.shop,
    supplier: ASN_RECEIVE.supplier,
    admins: [{ email: ASN_RECEIVE.admin, name: 'Eva', language: 'en' }],
    weighedCheese: true,
  });
}

async function dairyShop(
  db: DbOrTx,
  passwordHash: string,
  region: { id: number; companyId: number },
  options: {
    shop: string;
    supplier: string;
    admins: { email: string; name: string; language: 'en' | 'si' }[];
    weighedCheese: boolean;
  },
) {
  const shop = await createShop(db, region.companyId, region.id, { name: options.shop });
  for (const admin of options.admins) {
    await createUser(db, {
      role: 3,
      companyId: shop.companyId,
      shopId: shop.id,
      email: admin.email,
      name: admin.name,
      lastname: 'Odprema',
      passwordHash,
      language: admin.language,
    });
  }
  const dairy = await createSupplier(db, {
    name: options.supplier,
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
      isWeighted: options.weighedCheese,
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
