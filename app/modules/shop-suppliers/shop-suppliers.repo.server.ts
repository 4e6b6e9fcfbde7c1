import { and, asc, count, eq, ilike, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { orders, products, shopSuppliers, suppliers } from '#app/db/schema';
import { preparedPerHandle, shopPlaceholders } from '#app/db/prepared.server';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import type { Permission } from '#app/modules/auth/roles';
import { likePattern, statusFilter } from '#app/utils/list-filters';
import type { ListStatus } from '#app/utils/list-params';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { PICKER_LIMIT, ShopSupplierValuesSchema, type ShopSupplierValuesInput } from './shop-supplier.schema';

/**
 * The shop's suppliers: links from one shop to suppliers of the operator's directory, with the shop's own side of the
 * relationship. Every function takes the page's shop (ShopScope, resolved by the layout's middleware) and touches only that
 * shop's rows; a supplier not linked to it reads as null and writes as "not found". The URL names a link by the
 * directory supplier's id (spec §2 /admin/suppliers/{supplierId}/edit), which is unique per shop.
 */

export interface ShopSupplierListQuery {
  q?: string;
  status: ListStatus;
  page: number;
  perPage: number;
}

/**
 * The repo checks the permission too, so no caller can skip it: a read without it finds nothing (the route's guard
 * answers 403 before that), a write without it is refused.
 */
const permitted = (shop: ShopScope, permission: Permission): SQL | undefined =>
  mayInShop(shop, permission) ? undefined : sql`false`;

type ShopSupplierChange = { ok: true } | { ok: false; reason: 'not_found' | 'forbidden' };
const FORBIDDEN = { ok: false, reason: 'forbidden' } as const;
const NOT_FOUND = { ok: false, reason: 'not_found' } as const;

const ofShop = (shop: ShopScope) =>
  and(eq(shopSuppliers.companyId, shop.companyId), eq(shopSuppliers.shopId, shop.shopId));
const linkOf = (shop: ShopScope, supplierId: number) => and(ofShop(shop), eq(shopSuppliers.supplierId, supplierId));
const liveLinkOf = (shop: ShopScope, supplierId: number) =>
  and(linkOf(shop, supplierId), isNull(shopSuppliers.deletedAt));

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(suppliers.name, pattern),
    ilike(suppliers.city, pattern),
    ilike(suppliers.vatNumber, pattern),
    ilike(shopSuppliers.supplierShopNumber, pattern),
    ilike(shopSuppliers.shopSupplierNumber, pattern),
    ilike(shopSuppliers.customerIdAtSupplier, pattern),
    ilike(shopSuppliers.supplierIdInOwnSystem, pattern),
  );
}

/**
 * The number of the shop's products (not deleted) of each of a page's suppliers and when the shop last ordered from
 * each, as a statement every shop shares (prepared.server.ts): `execute({ companyId, shopId, supplierIds })`. Sent as
 * text per page, PostgreSQL parsed and planned it on every load (0.4 ms of its 1.1); with the ids a parameter it
 * settles on one plan. Every order counts, a cancelled one too: it was placed with that supplier on that day
 * (docs/decisions/015).
 */
const supplierFactsStatement = preparedPerHandle((db, _shape: 'page') => {
  const shop = shopPlaceholders;
  return db
    .select({
      supplierId: sql<number>`s.id`.mapWith(Number),
      products: sql<number>`(
        select count(*)::int from ${products}
        where ${products.companyId} = ${shop.companyId} and ${products.shopId} = ${shop.shopId}
          and ${products.supplierId} = s.id and ${products.deletedAt} is null
      )`.mapWith(Number),
      lastOrderAt: sql<Date | string | null>`(
        select max(${orders.createdAt}) from ${orders}
        where ${orders.companyId} = ${shop.companyId} and ${orders.shopId} = ${shop.shopId}
          and ${orders.supplierId} = s.id
      )`,
    })
    .from(sql`unnest(${sql.placeholder('supplierIds')}::int[]) as s(id)`)
    .prepare('supplier_facts');
});

/**
 * One page of the shop's suppliers in name order, with the directory's name and city, the number of the shop's
 * products (not deleted) of each, and when the shop last ordered from each. The counts and the last order are one
 * query over the page's suppliers only (supplierFactsStatement), a subquery each, which the products (shop_id,
 * supplier_id) and orders (shop_id, supplier_id, created_at) indexes answer however large the catalog and the history
 * are (a grouped query over the page's ids read all their orders: docs/decisions/037-performance-at-scale.md, "List
 * pages").
 */
export async function listShopSuppliers(db: DbOrTx, shop: ShopScope, query: ShopSupplierListQuery) {
  const where = and(
    ofShop(shop),
    permitted(shop, 'suppliers:view'),
    statusFilter(shopSuppliers, query.status),
    searchFilter(query.q),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shopSuppliers.id,
        supplierId: shopSuppliers.supplierId,
        name: suppliers.name,
        city: suppliers.city,
        supplierShopNumber: shopSuppliers.supplierShopNumber,
        shopSupplierNumber: shopSuppliers.shopSupplierNumber,
        deliveryDays: shopSuppliers.deliveryDays,
        orderCutoffMinutes: shopSuppliers.orderCutoffMinutes,
        isActive: shopSuppliers.isActive,
        deletedAt: shopSuppliers.deletedAt,
        /** The operator may deactivate or delete a directory supplier that shops still have. */
        directoryIsActive: suppliers.isActive,
        directoryDeletedAt: suppliers.deletedAt,
      })
      .from(shopSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
      .where(where)
      .orderBy(sql`lower(${suppliers.name})`, asc(shopSuppliers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: count() })
      .from(shopSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
      .where(where),
  ]);
  const supplierIds = rows.map((row) => Math.trunc(row.supplierId));
  const facts = supplierIds.length
    ? await supplierFactsStatement(db, 'page').execute({
        companyId: shop.companyId,
        shopId: shop.shopId,
        supplierIds,
      })
    : [];
  const productCount = new Map(facts.map((row) => [row.supplierId, row.products]));
  const lastOrderAt = new Map(
    facts.map((row) => [row.supplierId, row.lastOrderAt === null ? null : new Date(row.lastOrderAt)] as const),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      productCount: productCount.get(row.supplierId) ?? 0,
      lastOrderAt: lastOrderAt.get(row.supplierId) ?? null,
    })),
    total: total?.n ?? 0,
  };
}

/**
 * Directory suppliers the shop can add: active, not deleted, not linked to this shop yet (a deleted link is restored
 * from the list instead). At most `limit`, in name order, matching the search by name, city or VAT number.
 */
export async function searchLinkableSuppliers(
  db: DbOrTx,
  shop: ShopScope,
  q: string | undefined,
  limit = PICKER_LIMIT,
) {
  const pattern = q ? likePattern(q) : null;
  return db
    .select({ id: suppliers.id, name: suppliers.name, city: suppliers.city, postCode: suppliers.postCode })
    .from(suppliers)
    .where(
      and(
        permitted(shop, 'suppliers:edit'),
        isNull(suppliers.deletedAt),
        eq(suppliers.isActive, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(shopSuppliers)
            .where(and(eq(shopSuppliers.shopId, shop.shopId), eq(shopSuppliers.supplierId, suppliers.id))),
        ),
        pattern
          ? or(ilike(suppliers.name, pattern), ilike(suppliers.city, pattern), ilike(suppliers.vatNumber, pattern))
          : undefined,
      ),
    )
    .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id))
    .limit(limit);
}

/** The shop's link to a directory supplier with the directory's data; deleted links too (to show and restore them). */
export async function getShopSupplier(db: DbOrTx, shop: ShopScope, supplierId: number) {
  const [row] = await db
    .select({
      link: shopSuppliers,
      directory: {
        id: suppliers.id,
        name: suppliers.name,
        address: suppliers.address,
        city: suppliers.city,
        postCode: suppliers.postCode,
        country: suppliers.country,
        email: suppliers.email,
        vatNumber: suppliers.vatNumber,
        isActive: suppliers.isActive,
        deletedAt: suppliers.deletedAt,
      },
    })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(and(linkOf(shop, supplierId), permitted(shop, 'suppliers:view')))
    .limit(1);
  return row ?? null;
}

type LinkRow = typeof shopSuppliers.$inferSelect;

function audit(
  db: DbOrTx,
  shop: ShopScope,
  linkId: number,
  action: string,
  changes?: Record<string, { from: unknown; to: unknown }>,
) {
  return recordAudit(db, {
    companyId: shop.companyId,
    actorUserId: shop.actor.userId,
    entityType: 'shop_supplier',
    entityId: linkId,
    action,
    changes,
  });
}

/** "150.5000" (as PostgreSQL returns numeric(14,4)) and "150.50" are the same amount: "150.5". */
const canonicalAmount = (value: string | null | undefined) =>
  value === null || value === undefined ? null : value.includes('.') ? value.replace(/\.?0+$/, '') : value;

const EDITABLE = [
  'supplierShopNumber',
  'shopSupplierNumber',
  'customerIdAtSupplier',
  'supplierIdInOwnSystem',
  'orderEmails',
  'contactPerson',
  'contactPhone',
  'deliveryDays',
  'orderCutoffMinutes',
  'minOrderValue',
  'shortLineChoice',
  'reclamationEmails',
  'ascCertificateNumber',
  'ascCertificateExpires',
  'mscCertificateNumber',
  'mscCertificateExpires',
] as const;
type Editable = Pick<LinkRow, (typeof EDITABLE)[number]>;
/** What linking a supplier starts with (the rest keeps the columns' defaults). */
type LinkedValues = Omit<
  Editable,
  | 'shortLineChoice'
  | 'reclamationEmails'
  | 'ascCertificateNumber'
  | 'ascCertificateExpires'
  | 'mscCertificateNumber'
  | 'mscCertificateExpires'
>;

/** The fields whose values differ, lists by content and amounts by value, as { field: { from, to } } for the audit log. */
function changesBetween(before: Partial<Editable>, after: Partial<Editable>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of EDITABLE) {
    // A field not given is left as it is.
    if (after[key] === undefined) continue;
    const from = key === 'minOrderValue' ? canonicalAmount(before[key]) : before[key];
    const to = key === 'minOrderValue' ? canonicalAmount(after[key]) : after[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

export type LinkResult =
  { ok: true; link: LinkRow } | { ok: false; reason: 'not_found' | 'already_linked' | 'forbidden' };

/**
 * Adds a directory supplier to the shop. Only active, not deleted directory suppliers can be added. The directory's
 * order e-mail, contact and numbers are copied as a start; from then on they are the shop's own.
 */
export async function linkSupplier(db: Database, shop: ShopScope, supplierId: number): Promise<LinkResult> {
  if (!mayInShop(shop, 'suppliers:edit')) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [directory] = await tx
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.id, supplierId), isNull(suppliers.deletedAt), eq(suppliers.isActive, true)))
      .limit(1);
    if (!directory) return { ok: false, reason: 'not_found' } as const;
    // The short-line default starts as the column's default.
    const values: LinkedValues = {
      supplierShopNumber: directory.supplierShopNumber,
      shopSupplierNumber: directory.shopSupplierNumber,
      customerIdAtSupplier: directory.customerIdAtSupplier,
      supplierIdInOwnSystem: directory.supplierIdInOwnSystem,
      orderEmails: directory.email ? [directory.email] : [],
      contactPerson: directory.contactPerson,
      contactPhone: directory.contactPhone,
      deliveryDays: [],
      orderCutoffMinutes: null,
      minOrderValue: null,
    };
    const [link] = await tx
      .insert(shopSuppliers)
      .values({ ...values, companyId: shop.companyId, shopId: shop.shopId, supplierId })
      // The conflict shop holds the shop: a link of another shop never conflicts.
      .onConflictDoNothing({ target: [shopSuppliers.shopId, shopSuppliers.supplierId] })
      .returning();
    if (!link) return { ok: false, reason: 'already_linked' } as const;
    const empty: LinkedValues = {
      supplierShopNumber: null,
      shopSupplierNumber: null,
      customerIdAtSupplier: null,
      supplierIdInOwnSystem: null,
      orderEmails: [],
      contactPerson: null,
      contactPhone: null,
      deliveryDays: [],
      orderCutoffMinutes: null,
      minOrderValue: null,
    };
    await audit(tx, shop, link.id, 'linked', {
      supplierId: { from: null, to: supplierId },
      ...changesBetween(empty, values),
    });
    return { ok: true, link };
  });
}

/** Saves the shop's side; not found when the supplier is not linked to this shop or the link is deleted (restore it first). */
export async function updateShopSupplier(
  db: Database,
  shop: ShopScope,
  supplierId: number,
  input: ShopSupplierValuesInput,
): Promise<{ ok: true; link: LinkRow } | { ok: false; reason: 'not_found' | 'forbidden' }> {
  if (!mayInShop(shop, 'suppliers:edit')) return FORBIDDEN;
  const values = ShopSupplierValuesSchema.parse(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopSuppliers).where(liveLinkOf(shop, supplierId)).for('update');
    if (!before) return NOT_FOUND;
    const changes = changesBetween(before, values);
    if (Object.keys(changes).length === 0) return { ok: true, link: before } as const;
    const [row] = await tx
      .update(shopSuppliers)
      .set({ ...values, updatedAt: new Date() })
      .where(liveLinkOf(shop, supplierId))
      .returning();
    await audit(tx, shop, before.id, 'updated', changes);
    return { ok: true, link: row! } as const;
  });
}

/** Activates or deactivates a link that is not deleted; not found when there is none. */
export async function setShopSupplierActive(
  db: Database,
  shop: ShopScope,
  supplierId: number,
  isActive: boolean,
): Promise<ShopSupplierChange> {
  if (!mayInShop(shop, 'suppliers:edit')) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: shopSuppliers.id, isActive: shopSuppliers.isActive })
      .from(shopSuppliers)
      .where(liveLinkOf(shop, supplierId))
      .for('update');
    if (!before) return NOT_FOUND;
    if (before.isActive === isActive) return { ok: true } as const;
    await tx.update(shopSuppliers).set({ isActive, updatedAt: new Date() }).where(eq(shopSuppliers.id, before.id));
    await audit(tx, shop, before.id, isActive ? 'activated' : 'deactivated', {
      isActive: { from: before.isActive, to: isActive },
    });
    return { ok: true } as const;
  });
}

/**
 * Soft delete; not found when the supplier is not linked to this shop. The shop's products of the supplier stay (they
 * keep their history); deleting twice changes nothing the second time.
 */
export async function deleteShopSupplier(
  db: Database,
  shop: ShopScope,
  supplierId: number,
): Promise<ShopSupplierChange> {
  if (!mayInShop(shop, 'suppliers:edit')) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: shopSuppliers.id, deletedAt: shopSuppliers.deletedAt })
      .from(shopSuppliers)
      .where(linkOf(shop, supplierId))
      .for('update');
    if (!before) return NOT_FOUND;
    if (before.deletedAt) return { ok: true } as const;
    const now = new Date();
    await tx.update(shopSuppliers).set({ deletedAt: now, updatedAt: now }).where(eq(shopSuppliers.id, before.id));
    await audit(tx, shop, before.id, 'deleted', { deletedAt: { from: null, to: now.toISOString() } });
    return { ok: true } as const;
  });
}

/** Brings a deleted link back as it was (active or inactive); not found when the supplier is not linked to this shop. */
export async function restoreShopSupplier(
  db: Database,
  shop: ShopScope,
  supplierId: number,
): Promise<ShopSupplierChange> {
  if (!mayInShop(shop, 'suppliers:edit')) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: shopSuppliers.id, deletedAt: shopSuppliers.deletedAt })
      .from(shopSuppliers)
      .where(linkOf(shop, supplierId))
      .for('update');
    if (!before) return NOT_FOUND;
    if (!before.deletedAt) return { ok: true } as const;
    await tx
      .update(shopSuppliers)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(eq(shopSuppliers.id, before.id));
    await audit(tx, shop, before.id, 'restored', { deletedAt: { from: before.deletedAt.toISOString(), to: null } });
    return { ok: true } as const;
  });
}

/** The supplier a list is filtered by, for its name in the filter: one of the shop's (deleted too), or null. */
export async function chosenSupplier(
  db: DbOrTx,
  shop: ShopScope,
  supplierId: number | null | undefined,
): Promise<{ supplierId: number; name: string } | null> {
  if (!supplierId) return null;
  const [row] = await db
    .select({ supplierId: shopSuppliers.supplierId, name: suppliers.name })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        eq(shopSuppliers.supplierId, supplierId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether the shop has a supplier to order from (not deleted): the product list says how to add one otherwise. */
export async function shopHasSuppliers(db: DbOrTx, shop: ShopScope): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(shopSuppliers)
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        isNull(shopSuppliers.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
