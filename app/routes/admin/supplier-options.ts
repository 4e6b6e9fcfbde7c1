import { data } from 'react-router';
import type { Route } from './+types/supplier-options';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { supplierFilterList, supplierFilterOptions } from '#app/modules/shop-suppliers/supplier-filter.server';

/** The choices of a list's supplier filter (JSON), under the permission of the list's page (decision 038). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = supplierFilterList(params.list);
  if (!found) throw data(null, { status: 404 });
  requirePermission(context, found.permission);
  const { shop } = requireShop(context);
  const suppliers = await supplierFilterOptions(context.get(requestContext).db, shop, found.list);
  return data({ suppliers }, { headers: { 'Cache-Control': 'private, no-store' } });
}
