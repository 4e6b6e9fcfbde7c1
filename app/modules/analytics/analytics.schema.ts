import { z } from 'zod';
import { PERIOD_KINDS } from './analytics-period';

/** Company managers may look at one shop (the one they work in) or at every shop of the company. */
export const ANALYTICS_VIEWS = ['shop', 'company'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

const QuerySchema = z.object({
  period: z.enum(PERIOD_KINDS).catch('this_month'),
  from: z.string().max(10).optional().catch(undefined),
  to: z.string().max(10).optional().catch(undefined),
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  view: z.enum(ANALYTICS_VIEWS).catch('shop'),
});
export type AnalyticsQuery = z.infer<typeof QuerySchema>;

/** The page's filters from the URL (?period=&from=&to=&supplier=&view=): anything malformed falls back to its default. */
export function parseAnalyticsQuery(url: URL): AnalyticsQuery {
  const params = url.searchParams;
  return QuerySchema.parse({
    period: params.get('period') ?? undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    supplierId: params.get('supplier') || undefined,
    view: params.get('view') ?? undefined,
  });
}
