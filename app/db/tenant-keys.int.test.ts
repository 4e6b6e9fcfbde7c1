import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#tests/setup/db';

/**
 * Every tenant table carries company_id, and every foreign key into a tenant table carries it too, so a row can never
 * point into another company and the schema can be distributed on company_id (docs/scaling.md). A new table fails here
 * until it follows the rule or is listed below with the reason it is not a tenant table.
 */

/** Tables whose rows belong to no company. */
const GLOBAL_TABLES: Record<string, string> = {
  companies: 'the tenants themselves: their id is the company_id of everything else',
  suppliers: 'the supplier directory, shared by every company',
  registration_requests: 'a request to become a tenant, made before the company exists',
  rate_limits: 'login throttling by address and account, before anyone is known',
  sessions: 'a person’s login; the operator belongs to no company, and a manager’s current shop is checked on lookup',
  password_reset_tokens: 'a person’s reset link; the operator belongs to no company',
  mail_attachments: 'a part of one outbox mail, deleted with it',
  signing_keys: 'the installation’s keys for signing links sent outside the app, the same for every company',
};

/** Tenant tables whose company_id may be null, and why. */
const NULLABLE_COMPANY: Record<string, string> = {
  users: 'the operator (super admin) belongs to no company',
  mail_outbox: 'mail of the operator’s console (registration requests) belongs to no company',
  audit_log: 'the operator’s changes to global rows (the supplier directory) belong to no company',
};

type ForeignKey = {
  name: string;
  fromTable: string;
  fromColumns: string[];
  toTable: string;
  toColumns: string[];
};

describe('tenant keys', async () => {
  const { db } = await useTestDatabase();
  const { rows: tables } = await db.execute<{ table: string; company: 'missing' | 'null' | 'not null' }>(sql`
    select c.relname as "table",
      coalesce((select case when a.attnotnull then 'not null' else 'null' end from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped), 'missing') as company
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by 1`);
  const { rows: foreignKeys } = await db.execute<ForeignKey>(sql`
    select con.conname as name, src.relname as "fromTable", dst.relname as "toTable",
      array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as "fromColumns",
      array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as "toColumns"
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_class dst on dst.oid = con.confrelid
    join pg_namespace n on n.oid = src.relnamespace
    where con.contype = 'f' and n.nspname = 'public'
    order by 1`);
  const companyOf = new Map(tables.map((row) => [row.table, row.company]));

  it('finds the schema', () => {
    expect(tables.length).toBeGreaterThan(10);
    expect(foreignKeys.length).toBeGreaterThan(10);
  });

  it('lists only tables that exist', () => {
    for (const table of [...Object.keys(GLOBAL_TABLES), ...Object.keys(NULLABLE_COMPANY)])
      expect(companyOf.has(table), table).toBe(true);
  });

  it('gives every tenant table a company_id, not null unless listed', () => {
    const wrong = tables
      .filter(({ table }) => !(table in GLOBAL_TABLES))
      .filter(({ table, company }) => company === 'missing' || (company === 'null' && !(table in NULLABLE_COMPANY)))
      .map(({ table, company }) => `${table}: company_id ${company}`);
    expect(wrong).toEqual([]);
  });

  it('carries company_id in every foreign key into a tenant table', () => {
    const wrong = foreignKeys
      // Into a table whose company may be null (users: the operator acts in every company), the key is the id alone.
      .filter((fk) => companyOf.get(fk.toTable) === 'not null' && !(fk.fromTable in GLOBAL_TABLES))
      .filter((fk) => !(fk.fromColumns.includes('company_id') && fk.toColumns.includes('company_id')))
      .map((fk) => `${fk.name}: ${fk.fromTable}(${fk.fromColumns}) → ${fk.toTable}(${fk.toColumns})`);
    expect(wrong).toEqual([]);
  });

  it('keys every reference to a company by company_id', () => {
    const wrong = foreignKeys
      .filter((fk) => fk.toTable === 'companies' && fk.fromColumns.join() !== 'company_id')
      .map((fk) => `${fk.name}: ${fk.fromTable}(${fk.fromColumns})`);
    expect(wrong).toEqual([]);
  });
});
