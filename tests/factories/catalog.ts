import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '#app/db/client.server';
import { productCountingUnits, productGtins, productPrices, products, shopSuppliers, suppliers } from '#app/db/schema';

/**
 * Catalog factories: the operator's supplier directory, a shop's suppliers and its products with prices, GTINs and
 * counting units. Shared by the tests and the demo seed (which runs at a production's first start), so they use app
 * code only. The bulk forms insert many rows in one statement each, for the seed's hundreds of products.
 */

/** The shop a catalog row belongs to: a row of `shops`, or a ShopScope's ids. */
export interface CatalogShop {
  companyId: number;
  id: number;
}

type SupplierValues = Partial<typeof suppliers.$inferInsert>;
type ShopSupplierValues = Partial<Omit<typeof shopSuppliers.$inferInsert, 'companyId' | 'shopId' | 'supplierId'>>;
type ProductColumns = Partial<Omit<typeof products.$inferInsert, 'companyId' | 'shopId' | 'supplierId'>>;

const unique = () => randomUUID().slice(0, 6);

/** Suppliers of the operator's directory, each with a unique name unless given one. */
export async function createSuppliers(db: DbOrTx, values: SupplierValues[]) {
  if (!values.length) return [];
  return db
    .insert(suppliers)
    .values(values.map((row) => ({ name: `Supplier ${unique()}`, ...row })))
    .returning();
}

export async function createSupplier(db: DbOrTx, values: SupplierValues = {}) {
  const [row] = await createSuppliers(db, [values]);
  return row!;
}

export interface ShopSupplierLink extends ShopSupplierValues {
  shop: CatalogShop;
  supplierId: number;
}

/**
 * Links directory suppliers to shops. With `skipExisting` a shop's existing link to the same supplier is left as it is
 * (and not returned), so the demo seed can run again.
 */
export async function createShopSuppliers(
  db: DbOrTx,
  links: ShopSupplierLink[],
  options: { skipExisting?: boolean } = {},
) {
  if (!links.length) return [];
  const insert = db
    .insert(shopSuppliers)
    .values(links.map(({ shop, ...link }) => ({ ...link, companyId: shop.companyId, shopId: shop.id })));
  return options.skipExisting
    ? insert.onConflictDoNothing({ target: [shopSuppliers.shopId, shopSuppliers.supplierId] }).returning()
    : insert.returning();
}

export async function createShopSupplier(
  db: DbOrTx,
  shop: CatalogShop,
  supplierId: number,
  values: ShopSupplierValues = {},
) {
  const [row] = await createShopSuppliers(db, [{ ...values, shop, supplierId }]);
  return row!;
}

interface PriceSpec {
  price: string;
  discount?: string;
  vat?: string;
  validFrom: string;
  validTo?: string | null;
}

export interface ProductSpec extends ProductColumns {
  supplierId: number;
  /** The price history; none given: one open price of 1.00 + 9.5 % VAT since 2020-01-01. */
  prices?: PriceSpec[];
  gtins?: string[];
  countingUnits?: { unit: string; factor: string }[];
}

const DEFAULT_PRICES: PriceSpec[] = [{ price: '1', vat: '9.5', validFrom: '2020-01-01' }];

/** Products of one shop with their prices, GTINs and counting units: four statements however many products. */
export async function createProducts(db: DbOrTx, shop: CatalogShop, specs: ProductSpec[]) {
  if (!specs.length) return [];
  const owner = { companyId: shop.companyId, shopId: shop.id };
  const inserted = await db
    .insert(products)
    .values(
      specs.map(({ prices: _prices, gtins, countingUnits: _units, ...columns }) => ({
        name: `Product ${unique()}`,
        ...columns,
        // What the app writes with the GTINs (writeCodesAndUnits), for the product search.
        gtinText: [...(gtins ?? [])].sort().join(' '),
        ...owner,
      })),
    )
    .returning();
  // Identities are drawn in the order of the values, so sorted by id the rows line up with the specs.
  const rows = inserted.sort((a, b) => a.id - b.id);
  const made = rows.map((row, index) => {
    const spec = specs[index]!;
    const prices = (spec.prices ?? DEFAULT_PRICES).map((price) => ({
      discount: '0',
      vat: '9.5',
      validTo: null,
      ...price,
    }));
    return { ...row, prices, gtins: spec.gtins ?? [], countingUnits: spec.countingUnits ?? [] };
  });
  const children = <T>(pick: (product: (typeof made)[number]) => T[]) =>
    made.flatMap((product) => pick(product).map((child) => ({ ...owner, productId: product.id, ...child })));
  const prices = children((product) => product.prices);
  const gtins = children((product) => product.gtins.map((gtin) => ({ gtin })));
  const units = children((product) => product.countingUnits);
  if (prices.length) await db.insert(productPrices).values(prices);
  if (gtins.length) await db.insert(productGtins).values(gtins);
  if (units.length) await db.insert(productCountingUnits).values(units);
  return made;
}

export async function createProduct(db: DbOrTx, shop: CatalogShop, spec: ProductSpec) {
  const [row] = await createProducts(db, shop, [spec]);
  return row!;
}
