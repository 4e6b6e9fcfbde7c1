import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { cartItems, cartSuppliers, productPrices, products, shopSuppliers, suppliers } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { belowMinimum, lineAmounts, sumAmounts, type LineAmounts } from './order-amounts';
import { isDeliveryDateAllowed, offeredDeliveryDates, type DeliveryTerms } from './delivery-dates';
import { MAX_QUANTITY, type CartEdits } from './cart.schema';
import { isPublicHoliday } from './holidays.server';
import { roundToPackages, type PackHint } from './pack-rounding';

/**
 * The cart of the signed-in user in their shop (spec §3, issue 5): kept in the database, so the same on every device.
 * Every query is limited to the target's company, shop and user; another shop's product or supplier is "not found".
 */

const mine = (target: ShopScope) =>
  and(
    eq(cartItems.companyId, target.companyId),
    eq(cartItems.shopId, target.shopId),
    eq(cartItems.userId, target.actor.userId),
  );

const orderableProduct = (target: ShopScope, productId: number) =>
  and(
    eq(products.companyId, target.companyId),
    eq(products.shopId, target.shopId),
    eq(products.id, productId),
    isNull(products.deletedAt),
    eq(products.isActive, true),
  );

export type CartChange =
  { ok: true; quantity: string; hint: PackHint } | { ok: false; reason: 'not_found' | 'invalid' | 'too_large' };

/** A rounded quantity a cart line may hold: below MAX_QUANTITY (a sum of additions or a rounding up can pass it). */
const fits = (quantity: string) => new Decimal(quantity).lt(MAX_QUANTITY);

/**
 * Puts a product in the cart, or adds to it if it is there: the quantity is raised to the minimal order quantity and
 * rounded up to whole packages. `mode: 'set'` replaces the quantity instead (the cart page's edit).
 */
export async function putInCart(
  db: DbOrTx,
  target: ShopScope,
  productId: number,
  quantity: string,
  mode: 'add' | 'set' = 'add',
): Promise<CartChange> {
  const [product] = await db
    .select({ minOrderQuantity: products.minOrderQuantity, unitsPerPackage: products.unitsPerPackage })
    .from(products)
    .where(orderableProduct(target, productId))
    .limit(1);
  if (!product) return { ok: false, reason: 'not_found' };
  let requested = quantity.trim();
  if (mode === 'add') {
    const [existing] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(mine(target), eq(cartItems.productId, productId)));
    if (existing && /^\d+(\.\d+)?$/.test(requested)) {
      requested = new Decimal(existing.quantity).plus(requested).toFixed();
    }
  }
  const rounded = roundToPackages(requested, product);
  if (!rounded) return { ok: false, reason: 'invalid' };
  if (!fits(rounded.quantity)) return { ok: false, reason: 'too_large' };
  await db
    .insert(cartItems)
    .values({
      companyId: target.companyId,
      shopId: target.shopId,
      userId: target.actor.userId,
      productId,
      quantity: rounded.quantity,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.shopId, cartItems.productId],
      set: { quantity: rounded.quantity, updatedAt: new Date() },
    });
  return { ok: true, ...rounded };
}

export async function removeFromCart(db: DbOrTx, target: ShopScope, productId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(mine(target), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** The delivery date and note picked for one supplier of the cart; the date is checked when sending. */
export async function setCartSupplier(
  db: DbOrTx,
  target: ShopScope,
  supplierId: number,
  values: { deliveryDate: string | null; note: string | null },
): Promise<boolean> {
  const [link] = await db
    .select({ id: shopSuppliers.id })
    .from(shopSuppliers)
    .where(
      and(
        eq(shopSuppliers.companyId, target.companyId),
        eq(shopSuppliers.shopId, target.shopId),
        eq(shopSuppliers.supplierId, supplierId),
        isNull(shopSuppliers.deletedAt),
      ),
    );
  if (!link) return false;
  await db
    .insert(cartSuppliers)
    .values({ companyId: target.companyId, shopId: target.shopId, userId: target.actor.userId, supplierId, ...values })
    .onConflictDoUpdate({
      target: [cartSuppliers.userId, cartSuppliers.shopId, cartSuppliers.supplierId],
      set: { ...values, updatedAt: new Date() },
    });
  return true;
}

export type CartEditsResult =
  | { ok: true }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string[]> };

/**
 * The cart form as it stands (every line's quantity, every supplier's date and note): all are checked first and
 * nothing is written when one is wrong (field errors keyed like the form's fields, `lines[2].quantity`); then each is
 * stored, quantities rounded like any other. A line no longer in the cart (removed in another tab) is skipped; a product
 * or a supplier that is not the shop's is "not found".
 */
export async function applyCartEdits(db: DbOrTx, target: ShopScope, edits: CartEdits): Promise<CartEditsResult> {
  const items = edits.lines.length
    ? await db
        .select({
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          minOrderQuantity: products.minOrderQuantity,
          unitsPerPackage: products.unitsPerPackage,
        })
        .from(cartItems)
        .innerJoin(products, and(eq(products.shopId, cartItems.shopId), eq(products.id, cartItems.productId)))
        .where(
          and(
            mine(target),
            inArray(
              cartItems.productId,
              edits.lines.map((line) => line.productId),
            ),
          ),
        )
    : [];
  const byProduct = new Map(items.map((item) => [item.productId, item]));
  const notInCart = [
    ...new Set(edits.lines.map((line) => line.productId).filter((productId) => !byProduct.has(productId))),
  ];
  if (notInCart.length) {
    // A line removed in another tab is skipped, but a product that is not the shop's is another tenant's id.
    const own = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.companyId, target.companyId),
          eq(products.shopId, target.shopId),
          inArray(products.id, notInCart),
        ),
      );
    if (own.length < notInCart.length) return { ok: false, reason: 'not_found' };
  }
  const fieldErrors: Record<string, string[]> = {};
  const quantities: { productId: number; quantity: string }[] = [];
  edits.lines.forEach((line, index) => {
    const item = byProduct.get(line.productId);
    if (!item) return;
    const rounded = roundToPackages(line.quantity, item);
    if (!rounded) fieldErrors[`lines[${index}].quantity`] = ['cart.validation.quantity'];
    else if (!fits(rounded.quantity)) fieldErrors[`lines[${index}].quantity`] = ['cart.validation.quantityMax'];
    else if (!new Decimal(rounded.quantity).eq(item.quantity))
      quantities.push({ productId: line.productId, quantity: rounded.quantity });
  });
  if (Object.keys(fieldErrors).length) return { ok: false, reason: 'invalid', fieldErrors };

  if (edits.suppliers.length) {
    const linked = await db
      .select({ supplierId: shopSuppliers.supplierId })
      .from(shopSuppliers)
      .where(
        and(
          eq(shopSuppliers.companyId, target.companyId),
          eq(shopSuppliers.shopId, target.shopId),
          inArray(
            shopSuppliers.supplierId,
            edits.suppliers.map((supplier) => supplier.supplierId),
          ),
          isNull(shopSuppliers.deletedAt),
        ),
      );
    const known = new Set(linked.map((row) => row.supplierId));
    if (edits.suppliers.some((supplier) => !known.has(supplier.supplierId))) return { ok: false, reason: 'not_found' };
  }

  for (const { productId, quantity } of quantities) {
    await db
      .update(cartItems)
      .set({ quantity, updatedAt: new Date() })
      .where(and(mine(target), eq(cartItems.productId, productId)));
  }
  // One statement for every supplier of the form; a supplier named twice keeps its last values.
  const choices = [...new Map(edits.suppliers.map((supplier) => [supplier.supplierId, supplier])).values()];
  if (choices.length) {
    await db
      .insert(cartSuppliers)
      .values(
        choices.map(({ supplierId, deliveryDate, note }) => ({
          companyId: target.companyId,
          shopId: target.shopId,
          userId: target.actor.userId,
          supplierId,
          deliveryDate,
          note,
        })),
      )
      .onConflictDoUpdate({
        target: [cartSuppliers.userId, cartSuppliers.shopId, cartSuppliers.supplierId],
        set: { deliveryDate: sql`excluded.delivery_date`, note: sql`excluded.note`, updatedAt: new Date() },
      });
  }
  return { ok: true };
}

/** Number of lines in the cart, for the navigation badge: one indexed count. */
export async function cartLineCount(db: DbOrTx, target: ShopScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.companyId, target.companyId),
        eq(cartItems.shopId, target.shopId),
        eq(cartItems.userId, target.actor.userId),
      ),
    );
  return row?.n ?? 0;
}

export interface CartLine {
  productId: number;
  name: string;
  ean: string | null;
  supplierProductId: string | null;
  internalProductId: string | null;
  unit: string | null;
  unitsPerPackage: string | null;
  minOrderQuantity: string | null;
  packagesPerPallet: number | null;
  quantity: string;
  /** Null when the product is no longer orderable (deleted or inactive). */
  orderable: boolean;
  price: { price: string; discount: string; vat: string } | null;
  amounts: LineAmounts | null;
}

export interface CartGroup {
  supplierId: number;
  supplierName: string;
  supplierEmail: string | null;
  orderEmails: string[];
  minOrderValue: string | null;
  terms: DeliveryTerms;
  offeredDates: string[];
  /** The picked date while it is still allowed; otherwise null and prices are those of the first offered date. */
  deliveryDate: string | null;
  /** The date stored for the group, allowed or not (to tell "pick a date" from "pick another date"). */
  pickedDate: string | null;
  priceDate: string | null;
  note: string | null;
  lines: CartLine[];
  totals: LineAmounts;
  belowMinimum: boolean;
}

export interface Cart {
  groups: CartGroup[];
  totals: LineAmounts;
}

/**
 * The cart grouped by supplier, each line priced on its group's delivery date, with totals per supplier and overall.
 * `supplierIds` limits it to some suppliers (sending one group).
 */
export async function loadCart(
  db: DbOrTx,
  target: ShopScope,
  now: Date = new Date(),
  supplierIds?: number[],
): Promise<Cart> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      ean: products.ean,
      supplierProductId: products.supplierProductId,
      internalProductId: products.internalProductId,
      unit: products.supplierUnit,
      unitsPerPackage: products.unitsPerPackage,
      minOrderQuantity: products.minOrderQuantity,
      packagesPerPallet: products.packagesPerPallet,
      isActive: products.isActive,
      deletedAt: products.deletedAt,
      supplierId: products.supplierId,
      supplierName: suppliers.name,
      supplierEmail: suppliers.email,
      orderEmails: shopSuppliers.orderEmails,
      minOrderValue: shopSuppliers.minOrderValue,
      deliveryDays: shopSuppliers.deliveryDays,
      orderCutoffMinutes: shopSuppliers.orderCutoffMinutes,
      deliveryDate: cartSuppliers.deliveryDate,
      note: cartSuppliers.note,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.shopId, cartItems.shopId), eq(products.id, cartItems.productId)))
    .innerJoin(
      shopSuppliers,
      and(eq(shopSuppliers.shopId, products.shopId), eq(shopSuppliers.supplierId, products.supplierId)),
    )
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(
      cartSuppliers,
      and(
        eq(cartSuppliers.userId, cartItems.userId),
        eq(cartSuppliers.shopId, cartItems.shopId),
        eq(cartSuppliers.supplierId, products.supplierId),
      ),
    )
    .where(and(mine(target), supplierIds ? inArray(products.supplierId, supplierIds) : undefined))
    .orderBy(sql`lower(${suppliers.name})`, asc(products.supplierId), sql`lower(${products.name})`, asc(products.id));

  const groups: CartGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (!group || group.supplierId !== row.supplierId) {
      const terms = { deliveryDays: row.deliveryDays, orderCutoffMinutes: row.orderCutoffMinutes };
      const offeredDates = offeredDeliveryDates(terms, target.timeZone, now, isPublicHoliday);
      const deliveryDate =
        row.deliveryDate && isDeliveryDateAllowed(terms, target.timeZone, now, row.deliveryDate, isPublicHoliday)
          ? row.deliveryDate
          : null;
      group = {
        supplierId: row.supplierId,
        supplierName: row.supplierName,
        supplierEmail: row.supplierEmail,
        orderEmails: row.orderEmails,
        minOrderValue: row.minOrderValue,
        terms,
        offeredDates,
        deliveryDate,
        pickedDate: row.deliveryDate,
        priceDate: deliveryDate ?? offeredDates[0] ?? null,
        note: row.note,
        lines: [],
        totals: sumAmounts([]),
        belowMinimum: false,
      };
      groups.push(group);
    }
    group.lines.push({
      productId: row.productId,
      name: row.name,
      ean: row.ean,
      supplierProductId: row.supplierProductId,
      internalProductId: row.internalProductId,
      unit: row.unit,
      unitsPerPackage: row.unitsPerPackage,
      minOrderQuantity: row.minOrderQuantity,
      packagesPerPallet: row.packagesPerPallet,
      quantity: row.quantity,
      orderable: row.isActive && !row.deletedAt,
      price: null,
      amounts: null,
    });
  }

  for (const group of groups) {
    if (group.priceDate) {
      const prices = await db
        .select({
          productId: productPrices.productId,
          price: productPrices.price,
          discount: productPrices.discount,
          vat: productPrices.vat,
        })
        .from(productPrices)
        .where(
          and(
            eq(productPrices.shopId, target.shopId),
            inArray(
              productPrices.productId,
              group.lines.map((line) => line.productId),
            ),
            sql`${productPrices.validFrom} <= ${group.priceDate}`,
            sql`(${productPrices.validTo} is null or ${productPrices.validTo} >= ${group.priceDate})`,
          ),
        );
      const byProduct = new Map(prices.map((p) => [p.productId, p]));
      for (const line of group.lines) {
        const price = byProduct.get(line.productId);
        if (!price) continue;
        line.price = { price: price.price, discount: price.discount, vat: price.vat };
        line.amounts = lineAmounts({ quantity: line.quantity, ...line.price });
      }
    }
    group.totals = sumAmounts(group.lines.flatMap((line) => (line.amounts ? [line.amounts] : [])));
    group.belowMinimum = belowMinimum(group.totals.net, group.minOrderValue);
  }
  return { groups, totals: sumAmounts(groups.map((group) => group.totals)) };
}
