import type { Route } from './+types/count-take';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { takeCountSector } from '#app/modules/inventory/count-save.service.server';
import { TakeSectorSchema } from '#app/modules/inventory/count-screen.schema';
import { readPayload } from '#app/routes/admin/deliveries/payload.server';
import { countAnswer, countTargetOf, invalidPayload } from './count-write.server';

/** Takes a sector of the count (or the whole sub-department) for the caller, or gives it back. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'inventory:count');
  const { shop } = requireShop(context);
  const target = countTargetOf(params);
  const parsed = TakeSectorSchema.safeParse(await readPayload(request));
  if (!parsed.success) return invalidPayload();
  return countAnswer(await takeCountSector(context.get(requestContext).db, shop, target, parsed.data));
}
