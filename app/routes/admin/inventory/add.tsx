import { data, redirect } from 'react-router';
import type { Route } from './+types/add';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { AddInventoryPage, type AddInventoryValues } from '#app/modules/inventory/inventory-add-page';
import { addInventoryForm, createInventory } from '#app/modules/inventory/inventory-create.service.server';
import { AddInventorySchema, addInventoryFields } from '#app/modules/inventory/inventory.schema';
import { refused } from '#app/utils/params';

export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'inventory:manage');
  const { shop } = requireShop(context);
  const form = (await addInventoryForm(context.get(requestContext).db, shop)) ?? refused('forbidden');
  return form;
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'inventory:manage');
  const { shop } = requireShop(context);
  const fields = addInventoryFields(await request.formData());
  const values: AddInventoryValues = {
    ...fields,
    fromInventoryId: String(fields.fromInventoryId ?? ''),
  };
  const parsed = AddInventorySchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
    return data({ values, fieldErrors }, { status: 400 });
  }
  const result = await createInventory(context.get(requestContext).db, shop, parsed.data);
  if (result.ok) throw redirect(`/admin/inventory/${result.inventoryId}`);
  if (result.reason === 'forbidden') refused('forbidden');
  const fieldErrors: Record<string, string[]> =
    result.reason === 'not_found'
      ? { fromInventoryId: ['inventory.errors.notFound'] }
      : { form: ['inventory.errors.noProducts'] };
  return data({ values, fieldErrors }, { status: 400 });
}

export default function AddInventory({ loaderData, actionData }: Route.ComponentProps) {
  const defaults: AddInventoryValues = {
    name: '',
    countDate: loaderData.today,
    cutOffTime: '20:00',
    blind: false,
    source: 'layout',
    subDepartmentIds: [],
    fromInventoryId: '',
  };
  return (
    <AddInventoryPage
      departments={loaderData.departments}
      earlier={loaderData.earlier}
      defaults={defaults}
      result={actionData ?? null}
    />
  );
}
