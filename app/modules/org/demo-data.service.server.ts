import { and, eq, getTableName, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { cartSuppliers, companies, orders, shops, shopSuppliers, suppliers, users } from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import { DEMO_SUPPLIERS } from '#app/modules/shop-suppliers/demo-suppliers.data';
import { DEMO_ACCOUNT_EMAILS, DEMO_COMPANIES, DEMO_SUPER_EMAIL } from './demo-seed.service.server';

/**
 * The demo data of a real installation: whether it is there (for the banner on every page and the warning at start),
 * and removing it. Demo companies are those with a seeded name *and* VAT number; the demo accounts are the seeded
 * e-mail addresses (on the reserved `.test` domain, so no real person has one).
 */

// Earlier seeds gave Adriatic Foods a VAT number with a wrong check digit; installations seeded then still have it.
const EARLIER_DEMO_VAT_NUMBERS = ['SI98765432'];
const isDemoCompany = or(
  ...DEMO_COMPANIES.map((company) =>
    and(
      eq(companies.name, company.name),
      inArray(companies.vatNumber, [company.vatNumber, ...EARLIER_DEMO_VAT_NUMBERS]),
    ),
  ),
);
const demoEmails: string[] = [...DEMO_ACCOUNT_EMAILS];

/** True while a demo company or a demo account that can log in exists. Two small indexed lookups. */
export async function hasDemoData(db: DbOrTx): Promise<boolean> {
  const account = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, demoEmails), isNull(users.deletedAt)));
  const company = db
    .select({ one: sql`1` })
    .from(companies)
    .where(isDemoCompany);
  const result = await db.execute<{ present: boolean }>(
    sql`select exists (${account}) or exists (${company}) as present`,
  );
  return result.rows[0]?.present === true;
}

/** How long a node trusts its last answer: `npm run demo:remove` runs in another process, so nodes look again. */
const CHECK_EVERY_MS = 60_000;
let cached: { present: boolean; at: number } | undefined;

/** `hasDemoData`, asked at most once a minute per node: the banner on every page costs no query per request. */
export async function demoDataShown(db: DbOrTx, now = Date.now()): Promise<boolean> {
  if (cached && now - cached.at < CHECK_EVERY_MS) return cached.present;
  const present = await hasDemoData(db);
  cached = { present, at: now };
  return present;
}

/** The line the server logs at start while demo data exists; true when it warned. */
export async function warnAboutDemoData(db: DbOrTx, log: { warn(message: string): void }): Promise<boolean> {
  if (!(await demoDataShown(db))) return false;
  log.warn(
    'DEMO DATA: the demo accounts, whose password is published in the README, can log in. Remove them with `npm run demo:remove` before real use (README: "Running it for real").',
  );
  return true;
}

/** Forgets the cached answer (after seeding or removing, and in tests). */
export function forgetDemoDataShown(): void {
  cached = undefined;
}

export interface DemoRemoval {
  companies: number;
  users: number;
  suppliers: number;
}

interface ForeignKey {
  child: string;
  parent: string;
  /** The key's columns that may be null: clearing them lifts the key. */
  nullable: string[];
}

interface TenantTable {
  name: string;
  hasCompanyId: boolean;
}

/** Columns to clear in a table's demo rows before any is deleted. */
interface Nullify {
  table: TenantTable;
  columns: string[];
}

/**
 * Removes the demo companies with every row of theirs (regions, shops, users, suppliers of the shops, products,
 * carts, orders, mail, audit …), the demo super admin, and the demo directory suppliers no remaining shop uses, in one
 * transaction. Tenant tables are found by their `company_id` or `shop_id` column and emptied children first (by their
 * foreign keys), so a table added later is removed too. Rows of real companies are never deleted: a real row that
 * names a demo user (the demo operator who approved a registration) loses that name, as with ON DELETE SET NULL.
 */
export async function removeDemoData(db: Database): Promise<DemoRemoval> {
  const result = await db.transaction(async (tx) => {
    // As text, to keep the microseconds: the seed makes its suppliers in the companies' transaction, at the same now().
    const demoCompanyRows = await tx
      .select({ id: companies.id, createdAt: sql<string>`${companies.createdAt}::text` })
      .from(companies)
      .where(isDemoCompany);
    const demoCompanies = demoCompanyRows.map((row) => row.id);
    const seededAt = demoCompanyRows
      .map((row) => row.createdAt)
      .sort()
      .at(-1);
    const demoShops = demoCompanies.length
      ? (await tx.select({ id: shops.id }).from(shops).where(inArray(shops.companyId, demoCompanies))).map(
          (row) => row.id,
        )
      : [];
    const demoUserFilter = or(
      demoCompanies.length ? inArray(users.companyId, demoCompanies) : sql`false`,
      and(eq(users.role, ROLES.superAdmin), sql`lower(${users.email}) = ${DEMO_SUPER_EMAIL}`),
    );
    const demoUsers = (await tx.select({ id: users.id }).from(users).where(demoUserFilter)).map((row) => row.id);

    const { ordered, nullify } = await tenantTablesChildrenFirst(tx);
    for (const { table, columns } of nullify) {
      const set = sql.join(
        columns.map((column) => sql`${sql.identifier(column)} = null`),
        sql`, `,
      );
      const where = table.hasCompanyId
        ? sql`company_id = any(${pgArray(demoCompanies.length ? demoCompanies : [0])})`
        : sql`shop_id = any(${pgArray(demoShops.length ? demoShops : [0])})`;
      await tx.execute(sql`update ${sql.identifier(table.name)} set ${set} where ${where}`);
    }
    for (const table of ordered) {
      if (table.name === 'users') {
        await clearReferencesTo(tx, demoUsers);
        if (demoUsers.length) await tx.delete(users).where(inArray(users.id, demoUsers));
        continue;
      }
      if (table.hasCompanyId) {
        if (demoCompanies.length)
          await tx.execute(
            sql`delete from ${sql.identifier(table.name)} where company_id = any(${pgArray(demoCompanies)})`,
          );
      } else if (demoShops.length) {
        await tx.execute(sql`delete from ${sql.identifier(table.name)} where shop_id = any(${pgArray(demoShops)})`);
      }
    }
    if (demoCompanies.length) await tx.delete(companies).where(inArray(companies.id, demoCompanies));

    // The demo suppliers' addresses are on .test and reach nobody; keep any a real shop has taken up or ordered from,
    // and any added after the demo (someone's own, by the same name).
    let removedSuppliers = 0;
    if (seededAt) {
      const removed = await tx
        .delete(suppliers)
        .where(
          and(
            sql`${suppliers.createdAt} <= ${seededAt}::timestamptz`,
            inArray(
              suppliers.name,
              DEMO_SUPPLIERS.map((supplier) => supplier.directory.name),
            ),
            inArray(
              suppliers.email,
              DEMO_SUPPLIERS.map((supplier) => supplier.directory.email),
            ),
            sql`not exists (select 1 from ${shopSuppliers} where ${shopSuppliers.supplierId} = ${suppliers.id})`,
            sql`not exists (select 1 from ${orders} where ${orders.supplierId} = ${suppliers.id})`,
            sql`not exists (select 1 from ${cartSuppliers} where ${cartSuppliers.supplierId} = ${suppliers.id})`,
          ),
        )
        .returning({ id: suppliers.id });
      removedSuppliers = removed.length;
    }
    return { companies: demoCompanies.length, users: demoUsers.length, suppliers: removedSuppliers };
  });
  forgetDemoDataShown();
  return result;
}

const pgArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Every table of the schema with a company_id or shop_id column (but companies), ordered so children come first. */
async function tenantTablesChildrenFirst(tx: DbOrTx): Promise<{ ordered: TenantTable[]; nullify: Nullify[] }> {
  const columns = await tx.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.column_name in ('company_id', 'shop_id')`);
  const tables = new Map<string, { name: string; hasCompanyId: boolean }>();
  for (const row of columns.rows) {
    if (row.table_name === 'companies') continue;
    const table = tables.get(row.table_name) ?? { name: row.table_name, hasCompanyId: false };
    if (row.column_name === 'company_id') table.hasCompanyId = true;
    tables.set(row.table_name, table);
  }
  const keys = await tx.execute<{ child: string; parent: string; nullable: string[] | null }>(sql`
    select child.relname as child, parent.relname as parent,
      (select array_agg(a.attname::text) from pg_attribute a
        where a.attrelid = k.conrelid and a.attnum = any(k.conkey) and not a.attnotnull) as nullable
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = current_schema()::regnamespace and k.conrelid <> k.confrelid`);
  let edges: ForeignKey[] = keys.rows
    .filter((key) => tables.has(key.child) && tables.has(key.parent))
    // A row's company and shop say whose it is: never cleared.
    .map((key) => ({ ...key, nullable: (key.nullable ?? []).filter((c) => c !== 'company_id' && c !== 'shop_id') }))
    .sort((a, b) => `${a.child} ${a.parent}`.localeCompare(`${b.child} ${b.parent}`));
  // Kahn's algorithm over "child before parent"; names sorted so the order is the same on every run.
  const ordered: { name: string; hasCompanyId: boolean }[] = [];
  const nullify: Nullify[] = [];
  const remaining = new Set([...tables.keys()].sort());
  while (remaining.size) {
    const next = [...remaining].find(
      (name) => !edges.some((edge) => edge.parent === name && edge.child !== name && remaining.has(edge.child)),
    );
    if (next) {
      ordered.push(tables.get(next)!);
      remaining.delete(next);
      continue;
    }
    // Tables that point at each other (a delivery note's backorder, a backorder's note): a key with a nullable column
    // is cleared first, which breaks the cycle; one key at a time, so no more is cleared than needed.
    const breakable = edges.find(
      (edge) => edge.nullable.length > 0 && remaining.has(edge.child) && remaining.has(edge.parent),
    );
    if (!breakable) throw new Error(`Tenant tables reference each other in a cycle: ${[...remaining].join(', ')}`);
    nullify.push({ table: tables.get(breakable.child)!, columns: breakable.nullable });
    edges = edges.filter((edge) => edge !== breakable);
  }
  return { ordered, nullify };
}

/** Rows that stay (not the demo tenants') and point at a demo user by a NO ACTION key lose that pointer. */
async function clearReferencesTo(tx: DbOrTx, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const references = await tx.execute<{ table_name: string; column_name: string }>(sql`
    select child.relname as table_name, a.attname as column_name from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.confrelid = ${getTableName(users)}::regclass
      and array_length(k.conkey, 1) = 1 and k.confdeltype in ('a', 'r') and k.conrelid <> k.confrelid`);
  for (const { table_name: table, column_name: column } of references.rows) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = null where ${sql.identifier(column)} = any(${pgArray(userIds)})`,
    );
  }
}
