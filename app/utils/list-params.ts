import { z } from 'zod';

const ListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(200).optional().catch(undefined),
});

/** Page and search from the query string; anything malformed falls back to the first page. */
export function parseListParams(url: URL) {
  return ListParamsSchema.parse({
    page: url.searchParams.get('page') ?? undefined,
    q: url.searchParams.get('q') || undefined,
  });
}
