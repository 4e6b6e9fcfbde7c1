import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { inventories, inventoryLines } from '#app/db/schema';
import { ROLES, type Permission } from '#app/modules/auth/roles';
import {
  addLineCount,
  createInventory,
  createInventoryLayout,
  createReceivingTenant,
  createUser,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import { action as addAction, loader as addPage } from '#app/routes/admin/inventory/add';
import { action as detailAction, loader as detailPage } from '#app/routes/admin/inventory/detail';
import { loader as historyPage } from '#app/routes/admin/inventory/history';
import { loader as viewPage } from '#app/routes/admin/inventory/view';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** A shop with a one-sector layout of two products and one count of it in progress; staff with `permissions`. */
async function shopWithCount() {
  const tenant = await createReceivingTenant(db, { staffPermissions: ['orders:view'] });
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const layout = await createInventoryLayout(db, shop, [
    {
      name: 'Bar',
      subDepartments: [{ name: 'Back', sectors: [{ name: 'Fridge', productIds: tenant.products.map((p) => p.id) }] }],
    },
  ]);
  const { inventory, lines } = await createInventory(db, shop, { name: 'Weekly', createdByUserId: tenant.admin.id });
  const staff = async (permissions: Permission[]) =>
    createUser(db, { companyId: shop.companyId, shopId: shop.shopId, role: ROLES.staff, permissions });
  return { tenant, shop, layout, inventory, lines, staff };
}

const base = 'http://localhost/admin/inventory';
const get = async (loader: (args: never) => unknown, user: { id: number }, path: string, params = {}) =>
  answerOf(
    Promise.resolve(
      loader({ request: new Request(`${base}${path}`), context: await adminContext(db, user), params } as never),
    ),
  );
const post = async (
  action: (args: never) => unknown,
  user: { id: number },
  path: string,
  fields: Record<string, string>,
  params = {},
) =>
  answerOf(
    Promise.resolve(
      action({ request: postForm(`${base}${path}`, fields), context: await adminContext(db, user), params } as never),
    ),
  );

describe('the count routes', () => {
  it('answer 403 to staff without inventory:view, on every page', async () => {
    const { inventory, staff } = await shopWithCount();
    const user = await staff(['orders:view']);
    const params = { inventoryId: String(inventory.id) };
    expect((await get(historyPage, user, '/history')).status).toBe(403);
    expect((await get(detailPage, user, `/${inventory.id}`, params)).status).toBe(403);
    expect((await get(viewPage, user, `/${inventory.id}/view`, params)).status).toBe(403);
    expect((await post(detailAction, user, `/${inventory.id}`, { intent: 'finish' }, params)).status).toBe(403);
  });

  it('answer 403 to adding, reopening, duplicating or deleting without inventory:manage, and finishing without inventory:count', async () => {
    const { inventory, staff, layout } = await shopWithCount();
    const viewer = await staff(['inventory:view', 'inventory:count']);
    const params = { inventoryId: String(inventory.id) };
    expect((await get(addPage, viewer, '/add')).status).toBe(403);
    const sub = String(layout.departments[0]!.subDepartments[0]!.id);
    expect(
      (
        await post(addAction, viewer, '/add', {
          name: 'X',
          countDate: '2026-12-01',
          cutOffTime: '20:00',
          source: 'layout',
          subDepartmentId: sub,
        })
      ).status,
    ).toBe(403);
    for (const fields of <Record<string, string>[]>[
      { intent: 'reopen' },
      { intent: 'delete' },
      { intent: 'duplicate', name: 'Copy' },
    ])
      expect((await post(detailAction, viewer, `/${inventory.id}`, fields, params)).status).toBe(403);
    const onlyView = await staff(['inventory:view']);
    expect((await post(detailAction, onlyView, `/${inventory.id}`, { intent: 'finish' }, params)).status).toBe(403);
    expect((await get(viewPage, onlyView, `/${inventory.id}/view`, params)).status).toBe(200);
    expect((await post(detailAction, viewer, `/${inventory.id}`, { intent: 'finish' }, params)).status).toBe(200);
    const [row] = await db.select().from(inventories).where(eq(inventories.id, inventory.id));
    expect(row).toMatchObject({ status: 'finished', finishedByUserId: viewer.id });
  });

  it("answer 404 for another shop's count on every route", async () => {
    const { inventory } = await shopWithCount();
    const other = await shopWithCount();
    const params = { inventoryId: String(inventory.id) };
    const admin = other.tenant.admin;
    expect((await get(detailPage, admin, `/${inventory.id}`, params)).status).toBe(404);
    expect((await get(viewPage, admin, `/${inventory.id}/view`, params)).status).toBe(404);
    for (const fields of <Record<string, string>[]>[
      { intent: 'finish' },
      { intent: 'reopen' },
      { intent: 'delete' },
      { intent: 'duplicate', name: 'Copy' },
    ])
      expect((await post(detailAction, admin, `/${inventory.id}`, fields, params)).status).toBe(404);
    expect((await get(detailPage, admin, '/abc', { inventoryId: 'abc' })).status).toBe(404);
    const [row] = await db.select().from(inventories).where(eq(inventories.id, inventory.id));
    expect(row!.status).toBe('in_progress');
  });

  it('adds a count from the form and answers field errors in place', async () => {
    const { tenant, layout } = await shopWithCount();
    const admin = tenant.admin;
    const missing = await post(addAction, admin, '/add', {
      name: ' ',
      countDate: '2026-02-30',
      cutOffTime: '25:00',
      source: 'layout',
    });
    expect(missing.status).toBe(400);
    expect((missing.data as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      name: ['validation.required'],
      countDate: ['inventory.errors.date'],
      cutOffTime: ['inventory.errors.cutOffTime'],
      subDepartmentIds: ['inventory.errors.departments'],
    });
    const sub = String(layout.departments[0]!.subDepartments[0]!.id);
    const added = await post(addAction, admin, '/add', {
      name: 'December',
      countDate: '2026-12-01',
      cutOffTime: '20:00',
      source: 'layout',
      subDepartmentId: sub,
      blind: 'on',
    });
    expect(added.status).toBe(302);
    const duplicateWithoutName = await post(addAction, admin, '/add', {
      name: '',
      countDate: '2026-12-01',
      cutOffTime: '20:00',
      source: 'duplicate',
    });
    expect((duplicateWithoutName.data as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      name: ['validation.required'],
      fromInventoryId: ['inventory.errors.fromInventory'],
    });
  });

  it('refuses Finish with the lines in conflict, duplicates with a new name, deletes and returns to history', async () => {
    const { tenant, shop, inventory, lines, staff } = await shopWithCount();
    const admin = tenant.admin;
    const other = await staff(['inventory:view', 'inventory:count']);
    await addLineCount(db, shop, lines[0]!.id, admin.id, { total: '1' });
    await addLineCount(db, shop, lines[0]!.id, other.id, { total: '2' });
    const params = { inventoryId: String(inventory.id) };
    const refused = await post(detailAction, admin, `/${inventory.id}`, { intent: 'finish' }, params);
    expect(refused.status).toBe(409);
    expect((refused.data as { conflicts: unknown[] }).conflicts).toHaveLength(1);
    const noName = await post(detailAction, admin, `/${inventory.id}`, { intent: 'duplicate', name: '  ' }, params);
    expect(noName).toMatchObject({
      status: 400,
      data: { ok: false, intent: 'duplicate', error: 'validation.required' },
    });
    const copied = await post(detailAction, admin, `/${inventory.id}`, { intent: 'duplicate', name: 'Copy' }, params);
    expect(copied.status).toBe(302);
    const deleted = await post(detailAction, admin, `/${inventory.id}`, { intent: 'delete' }, params);
    expect(deleted.status).toBe(302);
    expect(await db.select().from(inventoryLines).where(eq(inventoryLines.inventoryId, inventory.id))).toEqual([]);
    expect((await get(detailPage, admin, `/${inventory.id}`, params)).status).toBe(404);
    const history = await get(historyPage, admin, '/history?q=copy');
    expect(history.data).toMatchObject({ total: 1, rows: [{ name: 'Copy', status: 'in_progress' }] });
  });
});
