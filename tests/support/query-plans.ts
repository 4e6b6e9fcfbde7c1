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
