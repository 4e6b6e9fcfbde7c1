import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './client.server';

/**
 * Statements built once per database handle and shape (a page size, a flag), for what a page asks for on every load
 * (docs/decisions/037-performance-at-scale.md, "Prepared first pages"). Drizzle then builds neither their SQL nor
 * their result mapping per request, and on PostgreSQL each is a named prepared statement: parsed once per connection
 * and, with its limits written into its text, planned once (PostgreSQL's generic plan, after five executions). The
 * build must name each statement by its shape: node-postgres keeps one text per name and connection.
 */
export function preparedPerHandle<Shape extends string | number | boolean, Statement>(
  build: (db: DbOrTx, shape: Shape) => Statement,
): (db: DbOrTx, shape: Shape) => Statement {
  const built = new WeakMap<DbOrTx, Map<Shape, Statement>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (!statement) shapes.set(shape, (statement = build(db, shape)));
    return statement;
  };
}

/**
 * A LIMIT written into the statement's text rather than bound: PostgreSQL costs a generic plan's `LIMIT $n` as if it
 * read a tenth of the rows, so a prepared statement with a bound limit is planned again on every execution. Drizzle
 * writes an SQL chunk given to `.limit()` as it is; its type admits only a number or a placeholder.
 */
export function limitInText(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`a limit is a whole number, not ${rows}`);
  return sql.raw(String(rows)) as unknown as Placeholder;
}

/**
 * A constant of the app's own (a status a statement always compares with) written into the statement's text rather
 * than bound: bound, the planner costs a generic plan for any value of it and may keep planning the statement anew on
 * every execution (Expected today's due backorders: 0.4 ms of planning a page, more than reading them). Only a word
 * of the code's, never a user's value.
 */
export function constantInText(value: string): Placeholder {
  if (!/^[a-z_]+$/.test(value)) throw new RangeError(`not a constant of the app: ${value}`);
  return sql.raw(`'${value}'`) as unknown as Placeholder;
}

/** A shop's keys as a statement compares them: the session's values, or placeholders of a statement shops share. */
export interface ShopKeys {
  companyId: number | Placeholder;
  shopId: number | Placeholder;
}

/** The shop's keys as placeholders, for a statement every shop shares: `execute({ companyId, shopId })`. */
export const shopPlaceholders: ShopKeys = {
  companyId: sql.placeholder('companyId'),
  shopId: sql.placeholder('shopId'),
};
