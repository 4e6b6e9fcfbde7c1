import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { productPrices, products, shops, users, type OrderStatus } from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import { receiveDemoOrder, type DemoReceipt } from '#app/modules/receiving/demo-receipts.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { addDays, todayIn } from '#app/utils/dates';
import { createOrder } from '#tests/factories/ordering';
import { countOrders } from './orders.repo.server';

/** About this many orders per demo shop, spread over the last three months. */
const DEMO_ORDERS_PER_SHOP = 48;
const DAYS = 90;

/** A small seeded generator, so every start seeds the same orders. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How the demo receives an order that should end in a status: in progress keeps a backorder open. */
const DEMO_RECEIPTS: Partial<Record<OrderStatus, DemoReceipt>> = {
  in_progress: 'short',
  completed: 'complete',
  incomplete: 'closed_short',
};

/**
 * Who receives the demo's deliveries in a shop: its first admin or staff user, else the company's manager (a shop of
 * the demo may have no users of its own), acting with receiving's rights.
 */
export async function demoReceiver(
  tx: DbOrTx,
  shop: { companyId: number; regionId: number; id: number; name: string; timeZone: string },
): Promise<ShopScope | null> {
  const [user] = await tx
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
    .limit(1);
  if (!user) return null;
  return {
    actor: {
      userId: user.id,
      role: user.role as ShopScope['actor']['role'],
      companyId: shop.companyId,
      shopId: shop.id,
      permissions: ['deliveries:view', 'deliveries:receive'],
    },
    companyId: shop.companyId,
    regionId: shop.regionId,
    shopId: shop.id,
    shopName: shop.name,
    shopDeleted: false,
    timeZone: shop.timeZone,
  };
}

/** Older orders are mostly settled; the last week's are new or under way; every status occurs. */
function statusFor(index: number, ageDays: number): OrderStatus {
  if (ageDays <= 3) return index % 4 === 0 ? 'cancelled' : 'new';
  if (ageDays <= 10) return (['in_progress', 'new', 'in_progress', 'completed'] as const)[index % 4]!;
  return (['completed', 'completed', 'incomplete', 'completed', 'cancelled', 'completed', 'incomplete'] as const)[
    index % 7
  ]!;
}

interface DemoProduct {
  id: number;
  supplierId: number;
  name: string;
  ean: string | null;
  supplierProductId: string | null;
  unit: string | null;
  unitsPerPackage: string | null;
  regime: 'chilled' | 'frozen' | 'room';
  prices: { validFrom: string; validTo: string | null; price: string; discount: string; vat: string }[];
}

/**
 * Gives each demo shop that has products and no orders yet about three months of orders in every status, with real
 * products at the price valid on their delivery date, per-shop numbers and events; no mail. The orders are made by
 * the ordering factory, so through the orders repository like every order, and received through receiving's own
 * services (demo-receipts.server.ts), so every received quantity comes from a delivery note.
 */
export async function seedDemoOrders(
  tx: DbOrTx,
  options: { now?: Date; shops?: { id: number }[] } = {},
): Promise<{ orders: number }> {
  const now = options.now ?? new Date();
  // `shops` defaults to every shop that is not deleted.
  const only = options.shops
    ? inArray(
        shops.id,
        options.shops.map((shop) => shop.id),
      )
    : undefined;
  const shopRows = await tx
    .select({
      companyId: shops.companyId,
      regionId: shops.regionId,
      id: shops.id,
      name: shops.name,
      timeZone: shops.timeZone,
    })
    .from(shops)
    .where(and(isNull(shops.deletedAt), only))
    .orderBy(asc(shops.id));
  let made = 0;
  for (const shop of shopRows) {
    if ((await countOrders(tx, { companyId: shop.companyId, shopId: shop.id })) > 0) continue;
    const rows = await tx
      .select({
        id: products.id,
        supplierId: products.supplierId,
        name: products.name,
        ean: products.ean,
        supplierProductId: products.supplierProductId,
        unit: products.supplierUnit,
        unitsPerPackage: products.unitsPerPackage,
        regime: products.temperatureRegime,
        validFrom: productPrices.validFrom,
        validTo: productPrices.validTo,
        price: productPrices.price,
        discount: productPrices.discount,
        vat: productPrices.vat,
      })
      .from(products)
      .innerJoin(
        productPrices,
        and(eq(productPrices.shopId, products.shopId), eq(productPrices.productId, products.id)),
      )
      .where(and(eq(products.shopId, shop.id), isNull(products.deletedAt), eq(products.isActive, true)))
      .orderBy(asc(products.id), asc(productPrices.validFrom));
    const byProduct = new Map<number, DemoProduct>();
    for (const row of rows) {
      let product = byProduct.get(row.id);
      if (!product) {
        product = {
          id: row.id,
          supplierId: row.supplierId,
          name: row.name,
          ean: row.ean,
          supplierProductId: row.supplierProductId,
          unit: row.unit,
          unitsPerPackage: row.unitsPerPackage,
          regime: row.regime,
          prices: [],
        };
        byProduct.set(row.id, product);
      }
      product.prices.push({
        validFrom: row.validFrom,
        validTo: row.validTo,
        price: row.price,
        discount: row.discount,
        vat: row.vat,
      });
    }
    const bySupplier = new Map<number, DemoProduct[]>();
    for (const product of byProduct.values())
      bySupplier.set(product.supplierId, [...(bySupplier.get(product.supplierId) ?? []), product]);
    const supplierIds = [...bySupplier.keys()].sort((a, b) => a - b);
    if (!supplierIds.length) continue;

    const receiver = await demoReceiver(tx, shop);
    let warmDelivery = false;
    const next = random(shop.id * 7919);
    const today = todayIn(shop.timeZone, now);
    for (let index = 0; index < DEMO_ORDERS_PER_SHOP; index++) {
      // Oldest first, so numbers grow with the date.
      const ageDays = Math.round(DAYS - (index * DAYS) / (DEMO_ORDERS_PER_SHOP - 1));
      const createdDay = addDays(today, -ageDays);
      const createdAt = new Date(
        `${createdDay}T${String(7 + Math.floor(next() * 8)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00Z`,
      );
      if (createdAt > now) createdAt.setTime(now.getTime() - (DEMO_ORDERS_PER_SHOP - index) * 60_000);
      const deliveryDate = addDays(createdDay, 1 + Math.floor(next() * 2));
      const status = statusFor(index, ageDays);
      const supplierId = supplierIds[Math.floor(next() * supplierIds.length)]!;
      const candidates = bySupplier.get(supplierId)!;
      const chosen = new Map<number, DemoProduct>();
      const lineCount = Math.min(candidates.length, 2 + Math.floor(next() * 5));
      while (chosen.size < lineCount) {
        const product = candidates[Math.floor(next() * candidates.length)]!;
        chosen.set(product.id, product);
      }
      const lines = [...chosen.values()].flatMap((product) => {
        const price =
          product.prices.find((p) => p.validFrom <= deliveryDate && (!p.validTo || p.validTo >= deliveryDate)) ??
          product.prices.at(-1);
        if (!price) return [];
        return [{ product, price, quantity: String(1 + Math.floor(next() * 20)) }];
      });
      if (!lines.length) continue;
      // Without anyone to receive them, received orders stay new.
      const orderStatus = receiver || status === 'cancelled' ? status : 'new';
      const cancelledAt = orderStatus === 'cancelled' ? new Date(createdAt.getTime() + 3_600_000) : null;
      const order = await createOrder(
        tx,
        { companyId: shop.companyId, shopId: shop.id },
        {
          supplierId,
          status: orderStatus === 'cancelled' ? 'cancelled' : 'new',
          source: index % 9 === 4 ? 'repeat' : index % 11 === 6 ? 'import' : 'cart',
          deliveryDate,
          createdByUserId: null,
          cancelledAt,
          createdAt,
          history: cancelledAt ? [{ kind: 'cancelled', createdAt: cancelledAt }] : [],
          lines: lines.map((line) => ({
            productId: line.product.id,
            productName: line.product.name,
            supplierProductId: line.product.supplierProductId,
            ean: line.product.ean,
            unit: line.product.unit,
            unitsPerPackage: line.product.unitsPerPackage,
            quantity: line.quantity,
            price: line.price.price,
            discount: line.price.discount,
            vat: line.price.vat,
          })),
        },
      );
      const receipt = DEMO_RECEIPTS[orderStatus];
      if (receiver && receipt) {
        // One delivery of the demo came too warm: its chilled goods accepted with a corrective note.
        const isWarm: boolean =
          receipt === 'complete' && !warmDelivery && lines.some((line) => line.product.regime === 'chilled');
        warmDelivery ||= isWarm;
        await receiveDemoOrder(
          tx,
          receiver,
          { ...order, deliveryDate },
          isWarm ? 'warm' : receipt,
          new Date(`${deliveryDate}T10:00:00Z`),
        );
      }
      made++;
    }
  }
  return { orders: made };
}
