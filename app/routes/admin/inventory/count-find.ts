import type { Route } from './+types/count-find';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { findProductsForCount } from '#app/modules/inventory/count-screen.server';
import { FindCountProductSchema } from '#app/modules/inventory/count-screen.schema';
import { refused } from '#app/utils/params';
import { countTargetOf } from './count-write.server';

/** The shop's products to add during a count (JSON): by a scanned code or a search, at most 20. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission(context, 'inventory:count');
  const { shop } = requireShop(context);
  const target = countTargetOf(params);
  const parsed = FindCountProductSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ products: [] }, { status: 400 });
  const result = await findProductsForCount(context.get(requestContext).db, shop, target, parsed.data);
  if (!result.ok) return refused(result.reason);
  return Response.json({ products: result.products });
}
