import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '#app/db/client.server';
import * as schema from '#app/db/schema';

/**
 * The statements a piece of app code sends, and their plans: a second drizzle instance over the handle's own client
 * with a logger that records each statement and its parameters, then `EXPLAIN (FORMAT JSON)` of each. For the plan
 * test of the list pages (tests/integration/list-page-plans.int.test.ts) and the list-page bench.
 */
/** The driver's client under a drizzle database (node-postgres' pool, or PGlite), which the app's type leaves out. */
export const driverClient = (handle: DatabaseHandle): unknown => (handle.db as unknown as { $client: unknown }).$client;

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

export function recordingDatabase(handle: DatabaseHandle): { db: Database; recorded: RecordedQuery[] } {
  const recorded: RecordedQuery[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void recorded.push({ sql: query, params }) };
  const client = driverClient(handle);
  const db =
    handle.kind === 'postgres'
      ? drizzlePg(client as pg.Pool, { schema, casing: 'snake_case', logger })
      : (drizzlePglite(client as PGlite, { schema, casing: 'snake_case', logger }) as unknown as Database);
  return { db, recorded };
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

export async function explain(handle: DatabaseHandle, query: RecordedQuery): Promise<PlanNode> {
  const client = driverClient(handle) as {
    query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  const result = await client.query(`explain (format json) ${query.sql}`, query.params);
  const cell = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return plan[0]!.Plan;
}

/** Every node of a plan, its subplans' (InitPlan, SubPlan) too. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The relations a plan reads whole: its Seq Scan nodes' tables. */
export const seqScans = (plan: PlanNode) =>
  planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?');

/**
 * A statement's parameters written as untyped literals, which EXECUTE coerces to the types PREPARE inferred; a list of
 * numbers (a page's ids) as an array literal.
 */
const literal = (value: unknown) =>
  `'${(Array.isArray(value) ? `{${value.map(Number).join(',')}}` : String(value instanceof Date ? value.toISOString() : value)).replace(/'/g, "''")}'`;

/** The plan PostgreSQL settles on for a named prepared statement, and whether it is the generic one (planned once). */
export interface SettledPlan {
  plan: PlanNode;
  generic: boolean;
}

/**
 * The plan PostgreSQL settles on for a named prepared statement: after five executions it compares its generic plan
 * (for no parameters in particular) with the custom plans so far and keeps the generic one if it costs no more;
 * otherwise it plans the statement anew for its values on every execution. The statement is prepared, executed six
 * times and explained on one connection (withLock's), then deallocated.
 */
export async function settledPlan(handle: DatabaseHandle, query: RecordedQuery): Promise<SettledPlan> {
  return handle.withLock(0x706c616e, async (db) => {
    const client = driverClient({ ...handle, db }) as {
      query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
    };
    await client.query(`prepare settled_plan_check as ${query.sql}`);
    try {
      const execute = `execute settled_plan_check${query.params.length ? `(${query.params.map(literal).join(', ')})` : ''}`;
      for (let run = 0; run < 6; run++) await client.query(execute);
      const counted = await client.query(
        `select generic_plans from pg_prepared_statements where name = 'settled_plan_check'`,
      );
      const result = await client.query(`explain (format json) ${execute}`);
      const cell = result.rows[0]?.['QUERY PLAN'];
      const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
      return { plan: plan[0]!.Plan, generic: Number(counted.rows[0]?.generic_plans) > 0 };
    } finally {
      await client.query('deallocate settled_plan_check');
    }
  });
}

export const explainSettled = async (handle: DatabaseHandle, query: RecordedQuery): Promise<PlanNode> =>
  (await settledPlan(handle, query)).plan;
