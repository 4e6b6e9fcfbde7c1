import type { Route } from './+types/count-save';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { saveCounts } from '#app/modules/inventory/count-save.service.server';
import { SaveCountsSchema } from '#app/modules/inventory/count-screen.schema';
import { readPayload } from '#app/routes/admin/deliveries/payload.server';
import { countAnswer, countTargetOf, invalidPayload } from './count-write.server';

/** The counting screen's autosave: one person's changed lines, stamped with the device (JSON in a form field). */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'inventory:count');
  const { shop } = requireShop(context);
  const target = countTargetOf(params);
  const parsed = SaveCountsSchema.safeParse(await readPayload(request));
  if (!parsed.success) return invalidPayload();
  return countAnswer(await saveCounts(context.get(requestContext).db, shop, target, parsed.data));
}
