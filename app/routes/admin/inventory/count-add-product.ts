import type { Route } from './+types/count-add-product';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { addCountProduct } from '#app/modules/inventory/count-save.service.server';
import { AddCountProductSchema } from '#app/modules/inventory/count-screen.schema';
import { readPayload } from '#app/routes/admin/deliveries/payload.server';
import { countAnswer, countTargetOf, invalidPayload } from './count-write.server';

/** Adds a product of the shop, found during the count, to one of the sub-department's sectors. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'inventory:count');
  const { shop } = requireShop(context);
  const target = countTargetOf(params);
  const parsed = AddCountProductSchema.safeParse(await readPayload(request));
  if (!parsed.success) return invalidPayload();
  return countAnswer(await addCountProduct(context.get(requestContext).db, shop, target, parsed.data));
}
