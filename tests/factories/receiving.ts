import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '#app/db/client.server';
import type { FileStorage } from '#app/modules/files/file-storage';
import { ALL_PERMISSIONS, type Permission, type RoleId } from '#app/modules/auth/roles';
import { SignOffSchema, type ReceiptLineInput, type SignOffInput } from '#app/modules/receiving/receipt.schema';
import type { ReceiptView } from '#app/modules/receiving/receipt-view';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { createProducts, createShopSupplier, createSupplier, type ProductSpec } from './catalog';
import { createTenant } from './org';

/**
 * Receiving factories: a shop scope acting as a user, file storage in memory, and the sign-off a page would post.
 * Shared by the tests and the demo seed, so they use app code only.
 */

/** The shop scope of a user acting in a shop (all permissions unless given). */
export function shopScopeOf(
  shop: { companyId: number; id: number; regionId: number; name: string; timeZone: string },
  user: { id: number; role: number },
  permissions: readonly Permission[] = ALL_PERMISSIONS,
): ShopScope {
  return {
    actor: {
      userId: user.id,
      role: user.role as RoleId,
      companyId: shop.companyId,
      shopId: shop.id,
      permissions: [...permissions],
    },
    companyId: shop.companyId,
    regionId: shop.regionId,
    shopId: shop.id,
    shopName: shop.name,
    shopDeleted: false,
    timeZone: shop.timeZone,
  };
}

/** File storage in memory, for tests and the demo seed's signatures. */
export function memoryFileStorage(): FileStorage & { files: Map<string, { body: Buffer; contentType: string }> } {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  return {
    files,
    put: async (key, body, contentType) => void files.set(key, { body, contentType }),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
    deleteOlderThan: async () => 0,
  };
}

type LineChange = Partial<Omit<ReceiptLineInput, 'uid'>>;

/**
 * What the receiving page posts to sign a receipt off: its draft with every line as expected (an unplanned line as
 * entered), changed per line by `lines` (by position) and the header by `header`; a new key unless given.
 */
export function signOffInputOf(
  view: Pick<ReceiptView, 'draft' | 'lines' | 'note'>,
  changes: { header?: Partial<SignOffInput['header']>; lines?: Record<number, LineChange>; key?: string } = {},
): SignOffInput {
  return SignOffSchema.parse({
    version: view.note.draftVersion,
    signOffKey: changes.key ?? randomUUID(),
    signature: null,
    header: { ...view.draft.header, ...changes.header },
    lines: view.draft.lines.map((line, index) => ({
      ...line,
      delivered: line.delivered ?? view.lines[index]?.expected ?? null,
      ...changes.lines?.[index],
    })),
  });
}

/**
 * A tenant with one supplier (delivering on the given days, any day by default) and its products, ready to receive:
 * the admin's shop scope with every permission.
 */
export async function createReceivingTenant(
  db: DbOrTx,
  options: {
    products?: Omit<ProductSpec, 'supplierId'>[];
    shortLineChoice?: 'expect_rest' | 'cancel_rest';
    deliveryDays?: number[];
    staffPermissions?: Permission[];
  } = {},
) {
  const tenant = await createTenant(db, { staffPermissions: options.staffPermissions });
  const supplier = await createSupplier(db);
  await createShopSupplier(db, tenant.shop, supplier.id, {
    shortLineChoice: options.shortLineChoice ?? 'expect_rest',
    deliveryDays: options.deliveryDays ?? [],
  });
  const products = await createProducts(
    db,
    tenant.shop,
    (options.products ?? [{}, {}]).map((spec) => ({ ...spec, supplierId: supplier.id })),
  );
  return { ...tenant, supplier, products, scope: shopScopeOf(tenant.shop, tenant.admin) };
}
