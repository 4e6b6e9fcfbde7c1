import type { RouterContextProvider } from 'react-router';
import { requestContext } from '#app/context';
import { requireAuth } from '#app/middleware/guards.server';
import { operatorProductTarget } from '#app/modules/products/products.repo.server';
import { notFound, parseId } from '#app/utils/params';

/** The shop of the path, only within its company and region; the super layout has already checked the role. */
export async function operatorProducts(
  context: Readonly<RouterContextProvider>,
  params: { companyId?: string; regionId?: string; shopId?: string },
) {
  const { scope, user } = requireAuth(context);
  const { db } = context.get(requestContext);
  const [companyId, regionId, shopId] = [parseId(params.companyId), parseId(params.regionId), parseId(params.shopId)];
  const target = (await operatorProductTarget(db, scope, companyId, regionId, shopId)) ?? notFound();
  return { db, target, user, basePath: `/super/companies/${companyId}/${regionId}/${shopId}/products` };
}
