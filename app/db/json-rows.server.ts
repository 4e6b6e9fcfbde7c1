import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows as one JSON parameter, read back as rows of the table's own type (json_populate_recordset), for inserts
 * of hundreds of rows in one statement: a single parameter instead of one per value, which both PostgreSQL and PGlite
 * parse in a fraction of the time. Every row must have the same keys (the table's property names); values are what
 * JSON.stringify makes of them, so decimals and dates are passed as the strings the columns read.
 */
export function jsonRows(table: PgTable, rows: readonly Record<string, unknown>[]): { columns: SQL; rows: SQL } {
  const byKey = getTableColumns(table) as Record<string, { name: string; keyAsName: boolean }>;
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in byKey);
  // The schema names columns by their keys; the database (casing: snake_case) by their snake-case form.
  const names = keys.map((key) => (byKey[key]!.keyAsName ? toSnakeCase(key) : byKey[key]!.name));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], row[key]]))));
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return { columns, rows: sql`json_populate_recordset(null::${table}, ${json}::json)` };
}
