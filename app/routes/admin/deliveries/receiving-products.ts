import type { Route } from './+types/receiving-products';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { findReceivingProduct } from '#app/modules/receiving/find-receiving-product.server';
import { ReceivingProductQuerySchema } from '#app/modules/receiving/receiving-requests.schema';

/** Products of a supplier to add as unplanned lines (JSON): by a scanned code or by name, at most 20. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'deliveries:receive');
  const { shop } = requireShop(context);
  const parsed = ReceivingProductQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success || (!parsed.data.code && !parsed.data.search))
    return Response.json({ products: [] }, { status: 400 });
  const { supplierId, code, search } = parsed.data;
  const query = code ? { code } : { search: search! };
  const products = await findReceivingProduct(context.get(requestContext).db, shop, supplierId, query);
  return Response.json({ products });
}
