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

/** The status filter of every list of rows that can be deactivated and soft-deleted. */
export const LIST_STATUSES = ['active', 'inactive', 'deleted', 'all'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/** A list status that falls back to `fallback` for anything else (a missing, mistyped or unknown value). */
export function listStatusSchema(fallback: ListStatus) {
  return z.enum(LIST_STATUSES).catch(fallback);
}
