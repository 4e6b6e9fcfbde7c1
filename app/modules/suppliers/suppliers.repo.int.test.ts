import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, suppliers } from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { createTenant, createUser } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import type { SupplierInput } from './supplier.schema';
import {
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  restoreSupplier,
  setSupplierActive,
  updateSupplier,
} from './suppliers.repo.server';

/** The saved supplier; the test fails when the repo refused. */
function supplierOf<T>(result: { ok: true; supplier: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Error(`not saved: ${result.reason}`);
  return result.supplier;
}

let db: Database;
let superScope: Scope;
let adminScope: Scope;
let staffScope: Scope;
let managerScope: Scope;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
  const operator = await createUser(db, { role: ROLES.superAdmin });
  superScope = { userId: operator.id, role: ROLES.superAdmin, companyId: null, shopId: null, permissions: [] };
  const { company, shop, admin, staff } = await createTenant(db);
  const manager = await createUser(db, { role: ROLES.companyManager, companyId: company.id });
  adminScope = {
    userId: admin.id,
    role: ROLES.admin,
    companyId: company.id,
    shopId: shop.id,
    permissions: ['suppliers:view', 'suppliers:edit'],
  };
  staffScope = {
    userId: staff.id,
    role: ROLES.staff,
    companyId: company.id,
    shopId: shop.id,
    permissions: ['suppliers:view'],
  };
  managerScope = {
    userId: manager.id,
    role: ROLES.companyManager,
    companyId: company.id,
    shopId: null,
    permissions: [],
  };
});

/** A name prefix no other supplier in the shared database has. */
const uniquePrefix = () => `Zs${randomUUID().slice(0, 8)}`;
const MISSING_ID = 2_000_000_000;

const input = (values: Partial<SupplierInput> = {}): SupplierInput => ({
  name: `${uniquePrefix()} Supplier`,
  country: 'SI',
  ...values,
});

const auditRows = (supplierId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'supplier'), eq(auditLog.entityId, String(supplierId))))
    .orderBy(asc(auditLog.id));

const page = (q: string, status: 'active' | 'inactive' | 'deleted' | 'all' = 'all', perPage = 50) =>
  listSuppliers(db, superScope, { q, status, page: 1, perPage });

describe('only the operator (role 1) may use the supplier directory', () => {
  it('refuses every other role on every function (reads find nothing)', async () => {
    const existing = supplierOf(await createSupplier(db, superScope, input()));
    const forbidden = { ok: false, reason: 'forbidden' };
    const calls: Record<string, [(scope: Scope) => Promise<unknown>, unknown]> = {
      listSuppliers: [
        (scope) => listSuppliers(db, scope, { status: 'all', page: 1, perPage: 10 }),
        { rows: [], total: 0 },
      ],
      getSupplier: [(scope) => getSupplier(db, scope, existing.id), null],
      createSupplier: [(scope) => createSupplier(db, scope, input()), forbidden],
      updateSupplier: [(scope) => updateSupplier(db, scope, existing.id, input({ name: 'Taken over' })), forbidden],
      setSupplierActive: [(scope) => setSupplierActive(db, scope, existing.id, false), forbidden],
      deleteSupplier: [(scope) => deleteSupplier(db, scope, existing.id), forbidden],
      restoreSupplier: [(scope) => restoreSupplier(db, scope, existing.id), forbidden],
    };
    for (const [name, [call, refused]] of Object.entries(calls)) {
      for (const scope of [adminScope, staffScope, managerScope]) {
        expect(await call(scope), `${name} as role ${scope.role}`).toEqual(refused);
      }
    }
    // Nothing was changed or written by the refused calls.
    expect(await getSupplier(db, superScope, existing.id)).toEqual(existing);
    expect((await auditRows(existing.id)).map((row) => row.action)).toEqual(['created']);
  });
});

describe('a supplier that does not exist', () => {
  it('answers null or false, never an error', async () => {
    expect(await getSupplier(db, superScope, MISSING_ID)).toBeNull();
    expect(await updateSupplier(db, superScope, MISSING_ID, input())).toEqual({ ok: false, reason: 'not_found' });
    expect(await setSupplierActive(db, superScope, MISSING_ID, false)).toEqual({ ok: false, reason: 'not_found' });
    expect(await setSupplierActive(db, superScope, MISSING_ID, true)).toEqual({ ok: false, reason: 'not_found' });
    expect(await deleteSupplier(db, superScope, MISSING_ID)).toEqual({ ok: false, reason: 'not_found' });
    expect(await restoreSupplier(db, superScope, MISSING_ID)).toEqual({ ok: false, reason: 'not_found' });
    expect(await auditRows(MISSING_ID)).toEqual([]);
  });
});

describe('create, read and update', () => {
  it('stores every field, with the VAT number normalised, and audits the creation', async () => {
    const name = `${uniquePrefix()} Mlinotest`;
    const created = supplierOf(
      await createSupplier(db, superScope, {
        name: `  ${name}  `,
        address: 'Tovarniška cesta 14',
        city: 'Ajdovščina',
        postCode: '5270',
        country: 'SI',
        email: 'narocila@mlinotest.test',
        vatNumber: '1234 5679',
        supplierShopNumber: 'S-17',
        shopSupplierNumber: 'D-204',
        contactPerson: 'Eva Furlan',
        contactPhone: '+386 5 364 00 00',
        contactEmails: ['eva@mlinotest.test', '', 'prodaja@mlinotest.test'],
        customerIdAtSupplier: 'KUP-881',
        supplierIdInOwnSystem: 'DOB-12',
      }),
    );
    expect(created).toMatchObject({
      name,
      address: 'Tovarniška cesta 14',
      city: 'Ajdovščina',
      postCode: '5270',
      country: 'SI',
      email: 'narocila@mlinotest.test',
      vatNumber: 'SI12345679',
      supplierShopNumber: 'S-17',
      shopSupplierNumber: 'D-204',
      contactPerson: 'Eva Furlan',
      contactPhone: '+386 5 364 00 00',
      contactEmails: ['eva@mlinotest.test', 'prodaja@mlinotest.test'],
      customerIdAtSupplier: 'KUP-881',
      supplierIdInOwnSystem: 'DOB-12',
      isActive: true,
      deletedAt: null,
    });
    expect(await getSupplier(db, superScope, created.id)).toEqual(created);

    const [audit] = await auditRows(created.id);
    expect(audit).toMatchObject({
      companyId: null,
      actorUserId: superScope.userId,
      entityType: 'supplier',
      action: 'created',
    });
    expect(audit!.changes).toMatchObject({ name: { to: name }, vatNumber: { to: 'SI12345679' } });
  });

  it('refuses invalid input even when a caller skips the form', async () => {
    await expect(createSupplier(db, superScope, input({ vatNumber: 'SI12345678' }))).rejects.toThrow();
    await expect(createSupplier(db, superScope, input({ postCode: '10000' }))).rejects.toThrow();
  });

  it('updates every field, clears emptied ones, and audits old and new values', async () => {
    const created = supplierOf(
      await createSupplier(
        db,
        superScope,
        input({ city: 'Koper', contactEmails: ['a@dobavitelj.test'], contactPerson: 'Ana' }),
      ),
    );
    const newName = `${uniquePrefix()} Renamed`;
    const updated = supplierOf(
      await updateSupplier(db, superScope, created.id, {
        name: newName,
        country: 'HR',
        postCode: '10000',
        vatNumber: '33392005961',
        city: 'Zagreb',
        contactPerson: '',
        contactEmails: ['a@dobavitelj.test', 'b@dobavitelj.test'],
      }),
    );
    expect(updated).toMatchObject({
      id: created.id,
      name: newName,
      country: 'HR',
      postCode: '10000',
      vatNumber: 'HR33392005961',
      city: 'Zagreb',
      contactPerson: null,
      contactEmails: ['a@dobavitelj.test', 'b@dobavitelj.test'],
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await getSupplier(db, superScope, created.id)).toEqual(updated);

    const audits = await auditRows(created.id);
    expect(audits.map((row) => row.action)).toEqual(['created', 'updated']);
    expect(audits[1]!.changes).toEqual({
      name: { from: created.name, to: newName },
      country: { from: 'SI', to: 'HR' },
      postCode: { from: null, to: '10000' },
      vatNumber: { from: null, to: 'HR33392005961' },
      city: { from: 'Koper', to: 'Zagreb' },
      contactPerson: { from: 'Ana', to: null },
      contactEmails: { from: ['a@dobavitelj.test'], to: ['a@dobavitelj.test', 'b@dobavitelj.test'] },
    });
    expect(audits[1]).toMatchObject({ companyId: null, actorUserId: superScope.userId });
  });

  it('writes no audit row when nothing changed', async () => {
    const values = input({ city: 'Celje', contactEmails: ['x@dobavitelj.test'] });
    const created = supplierOf(await createSupplier(db, superScope, values));
    expect(await updateSupplier(db, superScope, created.id, values)).toEqual({ ok: true, supplier: created });
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual(['created']);
  });

  it('does not update a deleted supplier until it is restored', async () => {
    const created = supplierOf(await createSupplier(db, superScope, input()));
    await deleteSupplier(db, superScope, created.id);
    expect(await updateSupplier(db, superScope, created.id, input({ name: 'Too late' }))).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect((await getSupplier(db, superScope, created.id))!.name).toBe(created.name);
    await restoreSupplier(db, superScope, created.id);
    expect(
      supplierOf(await updateSupplier(db, superScope, created.id, input({ name: `${created.name} again` }))),
    ).toMatchObject({
      name: `${created.name} again`,
    });
  });
});

describe('activate, deactivate, delete and restore', () => {
  it('deactivates and activates, auditing each change once', async () => {
    const created = supplierOf(await createSupplier(db, superScope, input()));
    expect(await setSupplierActive(db, superScope, created.id, false)).toEqual({ ok: true });
    expect((await getSupplier(db, superScope, created.id))!.isActive).toBe(false);
    expect(await setSupplierActive(db, superScope, created.id, false)).toEqual({ ok: true }); // already inactive: no new audit row
    expect(await setSupplierActive(db, superScope, created.id, true)).toEqual({ ok: true });
    expect((await getSupplier(db, superScope, created.id))!.isActive).toBe(true);

    const audits = await auditRows(created.id);
    expect(audits.map((row) => [row.action, row.changes])).toEqual([
      ['created', expect.anything()],
      ['deactivated', { isActive: { from: true, to: false } }],
      ['activated', { isActive: { from: false, to: true } }],
    ]);
  });

  it('soft-deletes and restores, keeping the row and its active flag', async () => {
    const created = supplierOf(await createSupplier(db, superScope, input()));
    await setSupplierActive(db, superScope, created.id, false);
    expect(await deleteSupplier(db, superScope, created.id)).toEqual({ ok: true });
    const deleted = await getSupplier(db, superScope, created.id);
    expect(deleted!.deletedAt).toBeInstanceOf(Date);
    expect(await deleteSupplier(db, superScope, created.id)).toEqual({ ok: true }); // twice: nothing more happens
    // A deleted supplier is neither activated nor deactivated.
    expect(await setSupplierActive(db, superScope, created.id, true)).toEqual({ ok: false, reason: 'not_found' });

    expect(await restoreSupplier(db, superScope, created.id)).toEqual({ ok: true });
    expect(await restoreSupplier(db, superScope, created.id)).toEqual({ ok: true });
    expect(await getSupplier(db, superScope, created.id)).toMatchObject({ deletedAt: null, isActive: false });

    const [row] = await db.select().from(suppliers).where(eq(suppliers.id, created.id));
    expect(row).toBeDefined();
    expect((await auditRows(created.id)).map((audit) => audit.action)).toEqual([
      'created',
      'deactivated',
      'deleted',
      'restored',
    ]);
  });
});

describe('listSuppliers', () => {
  it('filters by status: active by default, inactive, deleted, all', async () => {
    const prefix = uniquePrefix();
    const live = supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} A live` })));
    const paused = supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} B paused` })));
    const gone = supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} C gone` })));
    await setSupplierActive(db, superScope, paused.id, false);
    await deleteSupplier(db, superScope, gone.id);

    const ids = async (status: 'active' | 'inactive' | 'deleted' | 'all') => {
      const result = await page(prefix, status);
      expect(result.total).toBe(result.rows.length);
      return result.rows.map((row) => row.id);
    };
    expect(await ids('active')).toEqual([live.id]);
    expect(await ids('inactive')).toEqual([paused.id]);
    expect(await ids('deleted')).toEqual([gone.id]);
    expect(await ids('all')).toEqual([live.id, paused.id, gone.id]);

    const { rows } = await page(prefix, 'all');
    expect(rows.map((row) => [row.isActive, row.deletedAt !== null])).toEqual([
      [true, false],
      [false, false],
      [true, true],
    ]);
  });

  it('searches name, city, VAT number and e-mail, case-insensitively', async () => {
    const prefix = uniquePrefix();
    const tag = prefix.toLowerCase();
    const byName = supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} Pekarna Grosuplje` })));
    const byCity = supplierOf(
      await createSupplier(db, superScope, input({ name: `${prefix} X`, city: `Kranj ${tag}` })),
    );
    const byEmail = supplierOf(
      await createSupplier(db, superScope, input({ name: `${prefix} Y`, email: `${tag}@narocila.test` })),
    );
    // A VAT number is unique enough on its own: pick one valid number per run.
    const byVat = supplierOf(
      await createSupplier(db, superScope, input({ name: `${prefix} Z`, country: 'DE', vatNumber: 'DE136695976' })),
    );

    const search = async (q: string) => (await page(q)).rows.map((row) => row.id);
    expect(await search(`${prefix} pekarna`)).toEqual([byName.id]);
    expect(await search(`${prefix.toUpperCase()} PEKARNA grosuplje`)).toEqual([byName.id]);
    expect(await search(`kranj ${tag.toUpperCase()}`)).toEqual([byCity.id]);
    expect(await search(`${tag.toUpperCase()}@NAROCILA`)).toEqual([byEmail.id]);
    expect(await search(prefix)).toEqual([byName.id, byCity.id, byEmail.id, byVat.id]);
    const vatHits = await search('de136695976');
    expect(vatHits).toContain(byVat.id);
    expect(await search('DE 136.695.976')).toContain(byVat.id);
  });

  it('takes % and _ in the search literally', async () => {
    const prefix = uniquePrefix();
    const percent = supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} 100% Bio` })));
    supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} 1000 Bio` })));
    const underscore = supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} a_b` })));
    supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} axb` })));
    const backslash = supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} c\\d` })));
    supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} cd` })));

    const search = async (q: string) => (await page(q)).rows.map((row) => row.id);
    expect(await search(`${prefix} 100%`)).toEqual([percent.id]);
    expect(await search(`${prefix} a_b`)).toEqual([underscore.id]);
    expect(await search(`${prefix} c\\d`)).toEqual([backslash.id]);
    expect(await search(`${prefix}%Bio`)).toEqual([]);
    expect(await search(`${prefix}_`)).toEqual([]);
  });

  it('pages through the results in name order, ignoring case, and answers the total', async () => {
    const prefix = uniquePrefix();
    for (const letter of ['e', 'C', 'a', 'D', 'b'])
      supplierOf(await createSupplier(db, superScope, input({ name: `${prefix} ${letter}` })));
    const byName = ['a', 'b', 'C', 'D', 'e'].map((letter) => `${prefix} ${letter}`);

    const pages = [];
    for (const n of [1, 2, 3, 4])
      pages.push(await listSuppliers(db, superScope, { q: prefix, status: 'active', page: n, perPage: 2 }));
    expect(pages.map((result) => result.rows.map((row) => row.name))).toEqual([
      byName.slice(0, 2),
      byName.slice(2, 4),
      byName.slice(4),
      [],
    ]);
    for (const result of pages) expect(result.total).toBe(5);
  });

  it('lists without a search too', async () => {
    const created = supplierOf(await createSupplier(db, superScope, input()));
    const { rows, total } = await listSuppliers(db, superScope, { status: 'all', page: 1, perPage: 100_000 });
    // Other test files may add suppliers meanwhile, so only a lower bound holds.
    expect(total).toBeGreaterThanOrEqual(1);
    expect(rows.map((row) => row.id)).toContain(created.id);
  });
});

describe('GLN and mail language', () => {
  it('are saved by the operator, audited, and cleared by an empty field', async () => {
    const name = `GLN ${randomUUID().slice(0, 6)}`;
    const created = supplierOf(
      await createSupplier(db, superScope, { name, country: 'SI', gln: '3830000000017', language: 'sl' }),
    );
    expect([created.gln, created.language]).toEqual(['3830000000017', 'sl']);
    const updated = supplierOf(
      await updateSupplier(db, superScope, created.id, { name, country: 'SI', gln: '', language: 'en' }),
    );
    expect([updated.gln, updated.language]).toEqual([null, 'en']);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'supplier'),
          eq(auditLog.entityId, String(created.id)),
          eq(auditLog.action, 'updated'),
        ),
      );
    expect(audit!.changes).toMatchObject({
      gln: { from: '3830000000017', to: null },
      language: { from: 'sl', to: 'en' },
    });
  });
});
