import { data, redirect } from 'react-router';
import type { Route } from './+types/detail';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { duplicateInventory } from '#app/modules/inventory/inventory-create.service.server';
import {
  finishInventory,
  removeInventory,
  reopenInventory,
} from '#app/modules/inventory/inventory-lifecycle.service.server';
import { InventoryPage, type InventoryPageResult } from '#app/modules/inventory/inventory-page';
import { getInventoryPage } from '#app/modules/inventory/inventory-view.service.server';
import { InventoryActionSchema } from '#app/modules/inventory/inventory.schema';
import { notFound, parseId, refused } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'inventory:view');
  const { shop } = requireShop(context);
  const page = await getInventoryPage(context.get(requestContext).db, shop, parseId(params.inventoryId));
  if (!page) notFound();
  return {
    page,
    may: { count: hasPermission(user, 'inventory:count'), manage: hasPermission(user, 'inventory:manage') },
    exportModule: user.shop?.exportModule ?? 'pantheon',
    timeZone: shop.timeZone,
  };
}

/** Finish (inventory:count), Reopen, Duplicate and Delete (inventory:manage). */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'inventory:view');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const inventoryId = parseId(params.inventoryId);
  const form = Object.fromEntries(await request.formData());
  const parsed = InventoryActionSchema.safeParse(form);
  if (!parsed.success) {
    const intent = String(form.intent ?? '');
    if (intent !== 'duplicate') throw data(null, { status: 400 });
    return data<InventoryPageResult>({ ok: false, intent, error: 'validation.required' }, { status: 400 });
  }
  const { intent } = parsed.data;
  requirePermission(context, intent === 'finish' ? 'inventory:count' : 'inventory:manage');
  if (intent === 'finish') {
    const result = await finishInventory(db, shop, inventoryId);
    if (result.ok) return data<InventoryPageResult>({ ok: true, intent });
    if (result.reason === 'conflicts')
      return data<InventoryPageResult>({ ok: false, intent, conflicts: result.lines }, { status: 409 });
    refused(result.reason);
  }
  if (intent === 'reopen') {
    const result = await reopenInventory(db, shop, inventoryId);
    if (!result.ok) refused(result.reason);
    return data<InventoryPageResult>({ ok: true, intent });
  }
  if (intent === 'delete') {
    const result = await removeInventory(db, shop, inventoryId);
    if (!result.ok) refused(result.reason);
    throw redirect('/admin/inventory/history');
  }
  const result = await duplicateInventory(db, shop, inventoryId, parsed.data.name);
  if (result.ok) throw redirect(`/admin/inventory/${result.inventoryId}`);
  if (result.reason === 'no_products')
    return data<InventoryPageResult>({ ok: false, intent, error: 'inventory.errors.noProducts' }, { status: 400 });
  refused(result.reason);
}

export default function Inventory({ loaderData, actionData }: Route.ComponentProps) {
  return <InventoryPage {...loaderData} result={actionData ?? null} />;
}
