import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { products, shops, shopSuppliers, type TemperatureRegime } from '#app/db/schema';
import { addDays, todayIn } from '#app/utils/dates';
import { createProducts, type ProductSpec } from '#tests/factories/catalog';

/** About this many products per demo shop. */
export const DEMO_PRODUCTS_PER_SHOP = 200;

interface DemoItem {
  name: string;
  unit: string;
  regime: TemperatureRegime;
  vat: '9.5' | '22';
  /** Price in cents without VAT for the smallest size. */
  cents: number;
  alcohol?: boolean;
  weighted?: boolean;
  risky?: boolean;
  certificates?: string;
}

/** Things hotels and restaurants in Slovenia buy; sizes below multiply them to about two hundred. */
const ITEMS: DemoItem[] = [
  { name: 'Mleko 3,5 %', unit: 'l', regime: 'chilled', vat: '9.5', cents: 109 },
  { name: 'Jogurt navadni', unit: 'kos', regime: 'chilled', vat: '9.5', cents: 65 },
  { name: 'Sladka smetana 35 %', unit: 'l', regime: 'chilled', vat: '9.5', cents: 389 },
  { name: 'Maslo', unit: 'kg', regime: 'chilled', vat: '9.5', cents: 899 },
  { name: 'Sir edamec', unit: 'kg', regime: 'chilled', vat: '9.5', cents: 849, weighted: true },
  { name: 'Skuta', unit: 'kg', regime: 'chilled', vat: '9.5', cents: 459 },
  { name: 'Jajca L', unit: 'kos', regime: 'chilled', vat: '9.5', cents: 28, risky: true },
  { name: 'Piščančji file', unit: 'kg', regime: 'chilled', vat: '9.5', cents: 949, weighted: true, risky: true },
  { name: 'Goveji zrezki', unit: 'kg', regime: 'chilled', vat: '9.5', cents: 1899, weighted: true, risky: true },
  { name: 'Kraški pršut', unit: 'kg', regime: 'chilled', vat: '9.5', cents: 2490, weighted: true, certificates: 'ZGO' },
  {
    name: 'Brancin svež',
    unit: 'kg',
    regime: 'chilled',
    vat: '9.5',
    cents: 1590,
    weighted: true,
    risky: true,
    certificates: 'ASC',
  },
  {
    name: 'Orada sveža',
    unit: 'kg',
    regime: 'chilled',
    vat: '9.5',
    cents: 1490,
    weighted: true,
    risky: true,
    certificates: 'ASC',
  },
  { name: 'Solata ledenka', unit: 'kos', regime: 'chilled', vat: '9.5', cents: 119 },
  { name: 'Paradižnik', unit: 'kg', regime: 'room', vat: '9.5', cents: 249, weighted: true },
  { name: 'Krompir', unit: 'kg', regime: 'room', vat: '9.5', cents: 89, weighted: true },
  { name: 'Čebula rdeča', unit: 'kg', regime: 'room', vat: '9.5', cents: 129, weighted: true },
  { name: 'Jabolka idared', unit: 'kg', regime: 'room', vat: '9.5', cents: 159, weighted: true, certificates: 'IP' },
  { name: 'Limone', unit: 'kg', regime: 'room', vat: '9.5', cents: 249, weighted: true },
  { name: 'Kruh polnozrnati', unit: 'kos', regime: 'room', vat: '9.5', cents: 239 },
  { name: 'Bela moka T-500', unit: 'kg', regime: 'room', vat: '9.5', cents: 79 },
  { name: 'Riž basmati', unit: 'kg', regime: 'room', vat: '9.5', cents: 319 },
  { name: 'Testenine špageti', unit: 'kg', regime: 'room', vat: '9.5', cents: 189 },
  { name: 'Oljčno olje ekstra deviško', unit: 'l', regime: 'room', vat: '9.5', cents: 1290, certificates: 'ZOP' },
  { name: 'Sončnično olje', unit: 'l', regime: 'room', vat: '9.5', cents: 239 },
  { name: 'Kava v zrnu', unit: 'kg', regime: 'room', vat: '9.5', cents: 1890, certificates: 'Fairtrade' },
  { name: 'Čaj kamilica', unit: 'kos', regime: 'room', vat: '9.5', cents: 199 },
  { name: 'Mineralna voda', unit: 'l', regime: 'room', vat: '22', cents: 59 },
  { name: 'Sok jabolčni 100 %', unit: 'l', regime: 'room', vat: '22', cents: 169 },
  { name: 'Pivo svetlo', unit: 'l', regime: 'chilled', vat: '22', cents: 189, alcohol: true },
  { name: 'Rebula', unit: 'l', regime: 'room', vat: '22', cents: 749, alcohol: true },
  { name: 'Teran PTP', unit: 'l', regime: 'room', vat: '22', cents: 899, alcohol: true },
  { name: 'Penina brut', unit: 'kos', regime: 'chilled', vat: '22', cents: 1290, alcohol: true },
  { name: 'Sladoled vanilija', unit: 'l', regime: 'frozen', vat: '9.5', cents: 499 },
  { name: 'Pomfri', unit: 'kg', regime: 'frozen', vat: '9.5', cents: 219 },
  { name: 'Grah zamrznjen', unit: 'kg', regime: 'frozen', vat: '9.5', cents: 259 },
  { name: 'Kozice očiščene', unit: 'kg', regime: 'frozen', vat: '9.5', cents: 1790, risky: true, certificates: 'MSC' },
  { name: 'Lignji očiščeni', unit: 'kg', regime: 'frozen', vat: '9.5', cents: 1290, risky: true, certificates: 'MSC' },
  { name: 'Listnato testo', unit: 'kg', regime: 'frozen', vat: '9.5', cents: 389 },
  { name: 'Detergent za posodo', unit: 'l', regime: 'room', vat: '22', cents: 349 },
  { name: 'Papirnate brisače', unit: 'kos', regime: 'room', vat: '22', cents: 129 },
];

const SIZES = [
  { suffix: '', factor: 1, pack: 1 },
  { suffix: ' – pakiranje 6', factor: 5.6, pack: 6 },
  { suffix: ' – pakiranje 12', factor: 10.8, pack: 12 },
  { suffix: ' – gostinsko', factor: 4.5, pack: 1 },
  { suffix: ' – BIO', factor: 1.35, pack: 1 },
];

/** Appends the GS1 check digit to 7, 11, 12 or 13 digits. */
export function withCheckDigit(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const cents = (value: number) => (Math.round(value) / 100).toFixed(2);

export interface DemoShopRef {
  companyId: number;
  id: number;
}

/**
 * Gives each demo shop about two hundred products of its linked suppliers (shop_suppliers, which the demo
 * suppliers seed fills first): every temperature regime and flag, valid EAN-13 codes (Slovenian prefix 383), a
 * carton GTIN-14 on the packs, and a price history of an older closed price and the current one. A shop that has
 * products, or no suppliers, is left alone, so running it again changes nothing. `shops` defaults to every shop
 * that is not deleted.
 */
export async function seedDemoProducts(
  tx: DbOrTx,
  options: { shops?: DemoShopRef[]; now?: Date } = {},
): Promise<{ products: number }> {
  const targets =
    options.shops ??
    (await tx
      .select({ companyId: shops.companyId, id: shops.id })
      .from(shops)
      .where(isNull(shops.deletedAt))
      .orderBy(asc(shops.id)));
  let created = 0;
  for (const shop of targets) {
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.shopId, shop.id));
    if ((existing?.n ?? 0) > 0) continue;
    const links = await tx
      .select({ supplierId: shopSuppliers.supplierId })
      .from(shopSuppliers)
      .where(
        and(
          eq(shopSuppliers.companyId, shop.companyId),
          eq(shopSuppliers.shopId, shop.id),
          isNull(shopSuppliers.deletedAt),
        ),
      )
      .orderBy(asc(shopSuppliers.supplierId));
    if (!links.length) continue;
    const [{ timeZone } = { timeZone: 'Europe/Ljubljana' }] = await tx
      .select({ timeZone: shops.timeZone })
      .from(shops)
      .where(eq(shops.id, shop.id));
    const today = todayIn(timeZone, options.now);

    const older = { validFrom: addDays(today, -180), validTo: addDays(today, -31) };
    const specs = Array.from({ length: DEMO_PRODUCTS_PER_SHOP }, (_, index): ProductSpec => {
      const item = ITEMS[index % ITEMS.length]!;
      const size = SIZES[Math.floor(index / ITEMS.length) % SIZES.length]!;
      const code = String(100_000 + index * 37).padStart(9, '0');
      const ean = withCheckDigit(`383${code}`);
      const current = item.cents * size.factor;
      const terms = { vat: item.vat, discount: index % 5 === 0 ? '5' : '0' };
      return {
        supplierId: links[index % links.length]!.supplierId,
        supplierProductId: `S-${String(index + 1).padStart(5, '0')}`,
        internalProductId: `P${String(shop.id).padStart(2, '0')}-${String(index + 1).padStart(4, '0')}`,
        additionalInternalProductId: index % 4 === 0 ? `A-${index + 1}` : null,
        name: `${item.name}${size.suffix}`,
        ean,
        coc: index % 10 === 0 ? 'BSCI' : null,
        minOrderQuantity: String(size.pack === 1 ? 1 : 2),
        supplierUnit: size.pack === 1 ? item.unit : 'kt',
        unitsPerPackage: String(size.pack),
        packagesPerPallet: size.pack === 1 ? 120 : 48,
        netPercentage: index % 3 === 0 ? '30' : null,
        grossPercentage: index % 3 === 0 ? '25' : null,
        temperatureRegime: item.regime,
        certificates: item.certificates ?? null,
        other: null,
        containsAlcohol: !!item.alcohol,
        isWeighted: !!item.weighted,
        isRisky: !!item.risky,
        exportUnit: item.unit,
        excludeFromStockExport: item.vat === '22' && !item.alcohol,
        unitsInPackage: String(size.pack),
        mainInventoryUnit: item.unit,
        inventoryCountUnit: size.pack === 1 ? item.unit : 'kos',
        // A few products are kept but no longer ordered.
        isActive: index % 25 !== 24,
        prices: [
          { ...terms, price: cents(current * 0.94), ...older },
          { ...terms, price: cents(current), validFrom: addDays(today, -30), validTo: null },
        ],
        // A carton GTIN-14 on the packs.
        gtins: size.pack > 1 ? [withCheckDigit(`1${ean.slice(0, 12)}`)] : [],
      };
    });
    const inserted = await createProducts(tx, shop, specs);
    created += inserted.length;
  }
  return { products: created };
}
