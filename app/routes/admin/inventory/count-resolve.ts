import type { Route } from './+types/count-resolve';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { resolveCountLine } from '#app/modules/inventory/count-save.service.server';
import { ResolveLineSchema } from '#app/modules/inventory/count-screen.schema';
import { readPayload } from '#app/routes/admin/deliveries/payload.server';
import { countAnswer, countTargetOf, invalidPayload } from './count-write.server';

/** The decided figure of a line whose counts differ. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'inventory:count');
  const { shop } = requireShop(context);
  const target = countTargetOf(params);
  const parsed = ResolveLineSchema.safeParse(await readPayload(request));
  if (!parsed.success) return invalidPayload();
  return countAnswer(await resolveCountLine(context.get(requestContext).db, shop, target, parsed.data));
}
