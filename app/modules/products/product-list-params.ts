import { z } from 'zod';
import { parseListParams } from '#app/utils/list-params';
import {
  PRODUCT_FLAGS,
  type ProductFlag,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  TEMPERATURE_REGIMES,
} from './product.schema';

const ListFiltersSchema = z.object({
  status: z.enum(PRODUCT_STATUSES).catch('active'),
  sort: z.enum(PRODUCT_SORTS).catch('name'),
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  temperature: z.enum(TEMPERATURE_REGIMES).optional().catch(undefined),
});

export type ProductListParams = ReturnType<typeof parseProductListParams>;

/** Page, search, filters and sort from the query string; anything malformed is ignored rather than refused. */
export function parseProductListParams(url: URL) {
  const params = url.searchParams;
  const filters = ListFiltersSchema.parse({
    status: params.get('status') ?? undefined,
    sort: params.get('sort') ?? undefined,
    supplierId: params.get('supplier') || undefined,
    temperature: params.get('temperature') || undefined,
  });
  const flags = [...new Set(params.getAll('flag'))].filter((flag): flag is ProductFlag =>
    (PRODUCT_FLAGS as readonly string[]).includes(flag),
  );
  return { ...parseListParams(url), ...filters, flags };
}
