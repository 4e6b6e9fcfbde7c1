import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { cappedCountQuery, cappedTotal, countCapFor } from './capped-count.server';
import type { DbOrTx } from './client.server';
import { limitInText, preparedPerHandle } from './prepared.server';

/**
 * A list's first page without a filter and its capped count, as statements every shop shares (prepared.server.ts):
 * `rows` and `ids` select the shop's rows in the list's order with the shop's keys as placeholders (shopPlaceholders);
 * each page size a user may choose gets its pair, named `${name}_first_page_${perPage}` and `…_first_count_…`.
 */
export function preparedFirstPage<Rows extends PgSelect>(
  name: string,
  rows: (db: DbOrTx) => Rows,
  ids: (db: DbOrTx) => PgSelect,
) {
  return preparedPerHandle((db, perPage: number) => {
    const cap = countCapFor(1, perPage);
    return {
      rows: rows(db).limit(limitInText(perPage)).prepare(`${name}_first_page_${perPage}`),
      count: cappedCountQuery(db, ids(db), cap).prepare(`${name}_first_count_${perPage}`),
      cap,
    };
  });
}

/**
 * Reads a shop's first page through the statements of preparedFirstPage: its rows, and the total capped. `values`:
 * the statements' other placeholders (the shop's day, say).
 */
export async function readFirstPage<Rows extends PgSelect>(
  db: DbOrTx,
  statements: ReturnType<typeof preparedFirstPage<Rows>>,
  shop: ShopScope,
  perPage: number,
  values: Record<string, unknown> = {},
) {
  const { rows, count, cap } = statements(db, perPage);
  const keys = { ...values, companyId: shop.companyId, shopId: shop.shopId };
  const [pageRows, [counted]] = await Promise.all([rows.execute(keys), count.execute(keys)]);
  return { rows: pageRows, ...cappedTotal(counted?.n ?? 0, cap) };
}
