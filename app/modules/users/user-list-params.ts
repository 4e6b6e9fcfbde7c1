import { listStatusSchema, parseListParams } from '#app/utils/list-params';

/** Page, search and status of a user list; every user (deleted ones marked) unless a status is chosen. */
export function parseUserListParams(url: URL) {
  const status = url.searchParams.get('status');
  return { ...parseListParams(url), status: status ? listStatusSchema('active').parse(status) : ('all' as const) };
}
