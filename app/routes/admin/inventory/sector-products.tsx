import type { Route } from './+types/sector-products';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { searchCatalog } from '#app/modules/inventory/inventory-layout-catalog.repo.server';
import { listSectorChoices, listSectorProducts } from '#app/modules/inventory/inventory-layout.repo.server';
import { LayoutPickSchema } from '#app/modules/inventory/inventory-layout.schema';
import { SectorProductsPage } from '#app/modules/inventory/inventory-layout-sector-products';
import { notFound } from '#app/utils/params';
import { LAYOUT_PERMISSION, sectorProductAction } from './layout-actions.server';

/** One sector's products in shelf order (`?sector=`; the first sector when none is chosen) and the catalog search. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, LAYOUT_PERMISSION);
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const { sector, q } = LayoutPickSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const sectors = await listSectorChoices(db, shop);
  const chosen = sector === undefined ? sectors[0] : sectors.find((choice) => choice.id === sector);
  if (sector !== undefined && !chosen) notFound();
  const [products, found] = await Promise.all([
    chosen ? listSectorProducts(db, shop, chosen.id) : [],
    chosen && q ? searchCatalog(db, shop, q) : [],
  ]);
  return { sectors, sector: chosen ?? null, products, q: q ?? '', found };
}

export function action({ request, context }: Route.ActionArgs) {
  return sectorProductAction(request, context);
}

export default function SectorProducts({ loaderData }: Route.ComponentProps) {
  return <SectorProductsPage {...loaderData} />;
}
