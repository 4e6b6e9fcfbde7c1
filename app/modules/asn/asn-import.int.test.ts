import { and, count, eq } from 'drizzle-orm';
import { rememberedColumns } from '#app/modules/spreadsheet/column-mapping';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { advanceShipNotices, auditLog, deliveryNotes } from '#app/db/schema';
import { saveImportMapping } from '#app/modules/products/import-mapping.repo.server';
import {
  createDeliveryNote,
  createOrder,
  createProducts,
  createShopSupplier,
  createSupplier,
  createTenant,
  shopScopeOf,
} from '#tests/factories';
import { asnFixture, asnFixtureBytes } from '#tests/fixtures/asn/load';
import { testDatabaseKind, useTestDatabase } from '#tests/setup/db';
import { importAsnFile, previewAsnFile, type AsnImportInput } from './asn-import.service.server';
import { guessAsnMapping } from './asn-sheet';
import { getAsn, listAsnLines } from './asn.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** The sample messages' supplier (GLN 3830000000017) and products, with open order 1 for milk and yoghurt. */
async function asnShop() {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db, { gln: '3830000000017', vatNumber: 'SI12345679' });
  const other = await createSupplier(db);
  await createShopSupplier(db, tenant.shop, supplier.id);
  await createShopSupplier(db, tenant.shop, other.id);
  const [milk, yoghurt, cheese] = await createProducts(db, tenant.shop, [
    { supplierId: supplier.id, name: 'Mleko 3,5 %', ean: '3830000100014', supplierProductId: 'MLK-35' },
    // Ordered in pieces; the supplier sends boxes of 12.
    { supplierId: supplier.id, name: 'Jogurt', ean: '3830000100021', supplierUnit: 'kos', unitsPerPackage: '12' },
    // Known by an extra GTIN only; not on the order.
    { supplierId: supplier.id, name: 'Sir edamec', supplierUnit: 'kg', gtins: ['3830000100038'] },
  ]);
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const order = await createOrder(db, shop, {
    supplierId: supplier.id,
    lines: [{ productId: milk!.id }, { productId: yoghurt!.id }],
  });
  const scope = shopScopeOf(tenant.shop, tenant.admin);
  return { tenant, supplier, other, milk: milk!, yoghurt: yoghurt!, cheese: cheese!, order, shop, scope };
}

const upload = (bytes: Uint8Array | string, extra: Partial<AsnImportInput> = {}): AsnImportInput => ({
  bytes: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
  fileName: null,
  supplierId: null,
  channel: 'upload',
  apiKeyId: null,
  userId: null,
  ...extra,
});

const asnCount = async (shopId: number) =>
  (await db.select({ n: count() }).from(advanceShipNotices).where(eq(advanceShipNotices.shopId, shopId)))[0]!.n;

describe('importing an EDIFACT DESADV', () => {
  it('stores the ASN with its supplier, order and matched lines, keeping the lines with problems', async () => {
    const { scope, supplier, order, milk, yoghurt, cheese, tenant } = await asnShop();
    const result = await importAsnFile(
      db,
      scope,
      upload(asnFixtureBytes('desadv-una-two-pallets.edi'), { userId: tenant.admin.id }),
    );
    expect(result).toMatchObject({
      ok: true,
      asns: [
        {
          asnNumber: 'ASN-1001',
          status: 'expected',
          replaced: false,
          orderId: order.id,
          orderNumber: '1',
          lineCount: 3,
          problems: [{ position: 3, problem: 'not_on_order' }],
        },
      ],
    });
    if (!result.ok) return;
    const id = result.asns[0]!.id;
    const asn = (await getAsn(db, scope, id))!;
    expect(asn).toMatchObject({
      supplierId: supplier.id,
      orderId: order.id,
      format: 'desadv',
      channel: 'upload',
      deliveryDate: '2026-11-25',
      deliveryNoteNumber: 'DN-7781',
      supplierGln: '3830000000017',
      lineCount: 3,
      problemCount: 1,
      revision: 1,
      createdByUserId: tenant.admin.id,
    });
    const lines = await listAsnLines(db, scope, id);
    expect(
      lines.map((line) => [line.productId, line.orderLineId !== null, line.sentQuantity, line.quantity, line.problem]),
    ).toEqual([
      [milk.id, true, '24.000', '24.000', null],
      [yoghurt.id, true, '10.000', '120.000', null],
      [cheese.id, false, '12.500', '12.500', 'not_on_order'],
    ]);
    expect(lines[0]).toMatchObject({ bestBefore: '2026-12-05', lot: 'L2411A', sscc: '038300000000000017' });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'advance_ship_notice'), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action)).toEqual(['imported']);
  });

  it('replaces the same ASN number from the same supplier, until receiving against it has started', async () => {
    const { scope, supplier, shop } = await asnShop();
    const file = asnFixtureBytes('desadv-una-two-pallets.edi');
    const first = await importAsnFile(db, scope, upload(file));
    const again = await importAsnFile(db, scope, upload(file));
    expect(again).toMatchObject({ ok: true, asns: [{ replaced: true }] });
    if (!first.ok || !again.ok) return;
    const id = first.asns[0]!.id;
    expect(again.asns[0]!.id).toBe(id);
    expect((await getAsn(db, scope, id))!.revision).toBe(2);
    expect(await listAsnLines(db, scope, id)).toHaveLength(3);

    const note = await createDeliveryNote(db, shop, {
      supplierId: supplier.id,
      deliveryDate: '2026-11-25',
      state: 'draft',
    });
    await db.update(deliveryNotes).set({ asnId: id }).where(eq(deliveryNotes.id, note.id));
    expect(await importAsnFile(db, scope, upload(file))).toEqual({
      ok: false,
      reason: 'receiving_started',
      asnNumber: 'ASN-1001',
    });
    expect((await getAsn(db, scope, id))!.revision).toBe(2);
  });

  it('takes the same new ASN sent several times at once as one ASN and its replacements, never a failure', async () => {
    const { scope } = await asnShop();
    const file = asnFixtureBytes('desadv-una-two-pallets.edi');
    const results = await Promise.all([1, 2, 3, 4].map(() => importAsnFile(db, scope, upload(file))));
    expect(results).toMatchObject([{ ok: true }, { ok: true }, { ok: true }, { ok: true }]);
    const ids = results.flatMap((result) => (result.ok ? result.asns.map((asn) => asn.id) : []));
    expect(new Set(ids).size).toBe(1);
    expect(results.map((result) => result.ok && result.asns[0]!.replaced).sort()).toEqual([false, true, true, true]);
    expect((await getAsn(db, scope, ids[0]!))!.revision).toBe(4);
    expect(await listAsnLines(db, scope, ids[0]!)).toHaveLength(3);
  });

  it('cancels the ASN when the supplier sends a cancellation', async () => {
    const { scope } = await asnShop();
    const file = asnFixture('desadv-una-two-pallets.edi');
    const first = await importAsnFile(db, scope, upload(file));
    const cancelled = await importAsnFile(db, scope, upload(file.replace('BGM+351+ASN-1001+9', 'BGM+351+ASN-1001+1')));
    expect(cancelled).toMatchObject({ ok: true, asns: [{ asnNumber: 'ASN-1001', status: 'cancelled' }] });
    if (!first.ok) return;
    expect((await getAsn(db, scope, first.asns[0]!.id))!.status).toBe('cancelled');
  });

  it('imports each message of an interchange, a cancellation of an unknown ASN stored as cancelled', async () => {
    const { scope } = await asnShop();
    const result = await importAsnFile(db, scope, upload(asnFixtureBytes('desadv-two-messages.edi')));
    expect(result).toMatchObject({
      ok: true,
      asns: [
        { asnNumber: 'ASN-1002', status: 'expected', orderId: null, orderNumber: '2', lineCount: 2 },
        { asnNumber: 'ASN-0999', status: 'cancelled', lineCount: 0 },
      ],
    });
    if (!result.ok) return;
    expect((await getAsn(db, scope, result.asns[1]!.id))!.status).toBe('cancelled');
  });

  it('refuses a message from a supplier the shop does not have, or another than the API key’s', async () => {
    const { scope, other } = await asnShop();
    const file = asnFixture('desadv-una-two-pallets.edi');
    expect(
      await importAsnFile(
        db,
        scope,
        upload(file.replaceAll('3830000000017', '3830000000048').replace('SI12345679', 'SI99999999')),
      ),
    ).toEqual({
      ok: false,
      reason: 'unknown_supplier',
    });
    expect(await importAsnFile(db, scope, upload(file, { channel: 'api', supplierId: other.id }))).toEqual({
      ok: false,
      reason: 'supplier_mismatch',
    });
  });

  it('names the segment of a malformed message and stores nothing', async () => {
    const { scope, tenant } = await asnShop();
    const result = await importAsnFile(db, scope, upload(asnFixtureBytes('desadv-missing-qty.edi')));
    expect(result).toMatchObject({ ok: false, reason: 'format' });
    if (result.ok || result.reason !== 'format') return;
    expect(result.errors[0]!.at).toBeTruthy();
    expect(await importAsnFile(db, scope, upload('not an advance ship notice at all'))).toMatchObject({
      ok: false,
      reason: 'format',
      errors: [{ code: 'file_unknown_format' }],
    });
    expect(await asnCount(tenant.shop.id)).toBe(0);
  });
});

describe('importing a UBL despatch advice', () => {
  it('matches its supplier by GLN and its lines by GTIN', async () => {
    const { scope, order, milk } = await asnShop();
    const result = await importAsnFile(db, scope, upload(asnFixtureBytes('ubl-peppol.xml')));
    expect(result).toMatchObject({ ok: true, asns: [{ asnNumber: 'DA-2026-3001', orderId: order.id }] });
    if (!result.ok) return;
    const asn = (await getAsn(db, scope, result.asns[0]!.id))!;
    expect(asn).toMatchObject({ format: 'ubl', deliveryDate: '2026-11-25' });
    const lines = await listAsnLines(db, scope, asn.id);
    expect(lines[0]).toMatchObject({ productId: milk.id, bestBefore: '2026-12-05', lot: 'L2411A' });
  });
});

const CSV = [
  'Dobavnica ASN;Naročilo;Datum dobave;EAN;Šifra dobavitelja;Naziv;Količina;Enota;Rok uporabe',
  'ASN-77;1;25.11.2026;3830000100014;;Mleko;24;kos;05.12.2026',
  'ASN-77;1;25.11.2026;;JOG-9;Neznan jogurt;2;kos;',
  'ASN-78;;26.11.2026;3830000100021;;Jogurt;1;XBX;',
].join('\n');

describe('importing a spreadsheet', () => {
  it('needs the supplier and a mapping, chosen or remembered for the shop and supplier', async () => {
    const { scope, supplier, milk } = await asnShop();
    expect(await importAsnFile(db, scope, upload(CSV))).toEqual({ ok: false, reason: 'unknown_supplier' });
    expect(await importAsnFile(db, scope, upload(CSV, { supplierId: supplier.id }))).toEqual({
      ok: false,
      reason: 'needs_mapping',
    });
    const headers = CSV.split('\n')[0]!.split(';');
    const mapping = guessAsnMapping(headers);
    mapping[0] = 'asnNumber';
    const preview = await previewAsnFile(db, scope, {
      bytes: new TextEncoder().encode(CSV),
      fileName: null,
      supplierId: supplier.id,
      mapping,
    });
    expect(preview).toMatchObject({ ok: true, format: 'csv', badRows: [] });
    if (!preview.ok) return;
    expect(
      preview.asns.map((asn) => [asn.asnNumber, asn.order?.number ?? null, asn.lines.map((l) => l.problem)]),
    ).toEqual([
      ['ASN-77', 1, [null, 'no_product']],
      ['ASN-78', null, [null]],
    ]);
    expect(preview.asns[1]!.lines[0]!.quantity).toBe('12');

    await saveImportMapping(db, scope, `asn:${supplier.id}`, rememberedColumns(headers, mapping));
    const result = await importAsnFile(db, scope, upload(CSV, { supplierId: supplier.id }));
    expect(result).toMatchObject({ ok: true, asns: [{ asnNumber: 'ASN-77', lineCount: 2 }, { asnNumber: 'ASN-78' }] });
    if (!result.ok) return;
    const lines = await listAsnLines(db, scope, result.asns[0]!.id);
    expect(lines.map((line) => [line.productId, line.problem, line.bestBefore])).toEqual([
      [milk.id, null, '2026-12-05'],
      [null, 'no_product', null],
    ]);
  });

  it('reports each bad row with its number and imports nothing', async () => {
    const { scope, supplier, tenant } = await asnShop();
    const bad = `${CSV}\nASN-79;;;12345;;Napaka;nič;;`;
    const headers = CSV.split('\n')[0]!.split(';');
    const mapping = guessAsnMapping(headers);
    mapping[0] = 'asnNumber';
    const input = { bytes: new TextEncoder().encode(bad), fileName: null, supplierId: supplier.id, mapping };
    const preview = await previewAsnFile(db, scope, input);
    expect(preview).toMatchObject({
      ok: true,
      badRows: [
        {
          row: 5,
          issues: [
            { field: 'quantity', code: 'quantity' },
            { field: 'gtin', code: 'gtin' },
          ],
        },
      ],
    });
    const result = await importAsnFile(db, scope, upload(bad, { supplierId: supplier.id, mapping }));
    expect(result).toMatchObject({
      ok: false,
      reason: 'format',
      errors: [{ code: 'sheet_quantity', at: 'row 5' }, { code: 'sheet_gtin' }],
    });
    expect(await asnCount(tenant.shop.id)).toBe(0);
  });
});

describe('tenants', () => {
  it('never match another shop’s supplier, and never see another shop’s ASN', async () => {
    const first = await asnShop();
    const imported = await importAsnFile(db, first.scope, upload(asnFixtureBytes('desadv-una-two-pallets.edi')));
    if (!imported.ok) throw new Error('import failed');
    const other = await createTenant(db);
    const otherScope = shopScopeOf(other.shop, other.admin);
    // The supplier of the message is in the directory, but not one of this shop's suppliers.
    expect(await importAsnFile(db, otherScope, upload(asnFixtureBytes('desadv-una-two-pallets.edi')))).toEqual({
      ok: false,
      reason: 'unknown_supplier',
    });
    expect(await importAsnFile(db, otherScope, upload(CSV, { supplierId: first.supplier.id }))).toEqual({
      ok: false,
      reason: 'unknown_supplier',
    });
    expect(await getAsn(db, otherScope, imported.asns[0]!.id)).toBeNull();
    expect(await listAsnLines(db, otherScope, imported.asns[0]!.id)).toEqual([]);
  });

  it('a preview writes nothing', async () => {
    const { scope, tenant } = await asnShop();
    const preview = await previewAsnFile(db, scope, {
      bytes: asnFixtureBytes('desadv-una-two-pallets.edi'),
      fileName: null,
      supplierId: null,
    });
    expect(preview).toMatchObject({ ok: true, asns: [{ asnNumber: 'ASN-1001', existing: null }] });
    expect(await asnCount(tenant.shop.id)).toBe(0);
  });
});

describe('statements', () => {
  it.runIf(testDatabaseKind() === 'postgres')('do not grow with the lines of a spreadsheet', async () => {
    const { scope, supplier } = await asnShop();
    const headers = ['ASN number', 'Order number', 'GTIN', 'Supplier item code', 'Quantity'];
    const mapping = guessAsnMapping(headers);
    const file = (lines: number) =>
      [
        headers.join(';'),
        ...Array.from({ length: lines }, (_, i) =>
          [`S-${lines}`, '1', i % 2 ? '3830000100014' : '', i % 2 ? '' : `CODE-${i}`, String(i + 1)].join(';'),
        ),
      ].join('\n');
    let statements = 0;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const counted = async (lines: number) => {
        const before = statements;
        const result = await importAsnFile(db, scope, upload(file(lines), { supplierId: supplier.id, mapping }));
        expect(result).toMatchObject({ ok: true, asns: [{ lineCount: lines }] });
        return statements - before;
      };
      expect(await counted(300)).toBe(await counted(3));
    } finally {
      pg.Client.prototype.query = query;
    }
  });
});
