import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { mailAttachments, mailOutbox, suppliers } from '#app/db/schema';
import { getReceipt } from '#app/modules/receiving/receipt-view.server';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import { createOrder, createReceivingTenant, memoryFileStorage, signOffInputOf } from '#tests/factories';
import { asnFixtureBytes } from '#tests/fixtures/asn/load';
import { useTestDatabase } from '#tests/setup/db';
import { importAsnFile, type AsnImportInput } from './asn-import.service.server';
import { getAsn } from './asn.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const storage = memoryFileStorage();
const DESADV = 'desadv-una-two-pallets.edi';

const upload = (bytes: Uint8Array): AsnImportInput => ({
  bytes,
  fileName: null,
  supplierId: null,
  channel: 'upload',
  apiKeyId: null,
  userId: null,
});

/**
 * The sample DESADV's dairy (tests/fixtures/asn/README.md) as a shop's supplier: milk by its GTIN, yoghurt in pieces
 * (sent as boxes of 12), cheese by an extra GTIN and not on the order; the shop's first order, number 1, for 24 milk
 * and 120 yoghurt.
 */
async function dairyShop() {
  const tenant = await createReceivingTenant(db, {
    products: [
      { name: 'Mleko 3,5 %', ean: '3830000100014', supplierProductId: 'MLK-35', supplierUnit: 'kos' },
      { name: 'Jogurt', ean: '3830000100021', supplierUnit: 'kos', unitsPerPackage: '12' },
      { name: 'Sir edamec', supplierUnit: 'kg', isWeighted: true, gtins: ['3830000100038'] },
    ],
  });
  await db
    .update(suppliers)
    .set({ gln: '3830000000017', email: 'dairy@supplier.test', language: 'en' })
    .where(eq(suppliers.id, tenant.supplier.id));
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const [milk, yoghurt] = tenant.products;
  const order = await createOrder(db, shop, {
    supplierId: tenant.supplier.id,
    lines: [
      { productId: milk!.id, quantity: '24' },
      { productId: yoghurt!.id, quantity: '120' },
    ],
  });
  return { tenant, order };
}

describe('an imported DESADV, received against', () => {
  it('goes from expected to partly received, tells the supplier the difference with a RECADV, and cannot be replaced then', async () => {
    const { tenant, order } = await dairyShop();
    const imported = await importAsnFile(db, tenant.scope, upload(asnFixtureBytes(DESADV)));
    if (!imported.ok) throw new Error(imported.reason);
    const [asn] = imported.asns;
    expect(asn).toMatchObject({ asnNumber: 'ASN-1001', status: 'expected', orderId: order.id });

    const started = await startReceipt(db, tenant.scope, { asnId: asn!.id });
    if (!started.ok) throw new Error(started.reason);
    const view = (await getReceipt(db, tenant.scope, started.noteId))!;
    // The announced quantities in the product's unit (10 boxes of 12 yoghurts: 120), the cheese as an unplanned line,
    // best before and lot from the message; the ordered quantities still there.
    expect(view.lines.map((line) => [line.productId, line.ordered, line.announced])).toEqual([
      [tenant.products[0]!.id, '24.000', '24'],
      [tenant.products[1]!.id, '120.000', '120'],
      [tenant.products[2]!.id, null, '12.5'],
    ]);
    expect(view.draft.lines[0]).toMatchObject({ bestBefore: '2026-12-05', lot: 'L2411A' });

    // Two yoghurt boxes short.
    const input = signOffInputOf(view, {
      lines: { 0: { delivered: '24' }, 1: { delivered: '96', shortChoice: 'cancel_rest' }, 2: { delivered: '12.5' } },
    });
    const signed = await signOff(db, tenant.scope, started.noteId, input, storage);
    expect(signed).toMatchObject({ ok: true });
    expect(await getAsn(db, tenant.scope, asn!.id)).toMatchObject({ status: 'partly_received' });

    const [mail, ...others] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, tenant.company.id), eq(mailOutbox.kind, 'receiving_advice')));
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: ['dairy@supplier.test'] });
    const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail!.id));
    expect(files.map((file) => file.filename.split('.').pop())).toEqual(['csv', 'edi']);
    const recadv = files[1]!.content.toString('utf8');
    expect(recadv).toContain('RECADV');
    expect(recadv).toContain('ASN-1001');

    // The same ASN again: receiving has started, so it is not replaced.
    expect(await importAsnFile(db, tenant.scope, upload(asnFixtureBytes(DESADV)))).toEqual({
      ok: false,
      reason: 'receiving_started',
      asnNumber: 'ASN-1001',
    });
  });

  it("is another shop's business: not found there, and not received there", async () => {
    const { tenant } = await dairyShop();
    const imported = await importAsnFile(db, tenant.scope, upload(asnFixtureBytes(DESADV)));
    if (!imported.ok) throw new Error(imported.reason);
    const other = await createReceivingTenant(db);
    expect(await getAsn(db, other.scope, imported.asns[0]!.id)).toBeNull();
    expect(await startReceipt(db, other.scope, { asnId: imported.asns[0]!.id })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});
