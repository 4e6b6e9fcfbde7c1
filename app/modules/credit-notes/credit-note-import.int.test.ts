import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { creditNoteLines, creditNotes, suppliers } from '#app/db/schema';
import { createDeliveryNote, createReceivingTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import {
  loadCreditNoteImport,
  receiveCreditNoteFile,
  runCreditNoteImportStep,
} from './credit-note-import.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

async function importShop() {
  const t = await createReceivingTenant(db, { products: [{ name: 'Milk', supplierProductId: 'MILK-1' }] });
  await db.update(suppliers).set({ vatNumber: 'SI55667788' }).where(eq(suppliers.id, t.supplier.id));
  await createDeliveryNote(
    db,
    { companyId: t.company.id, shopId: t.shop.id },
    {
      supplierId: t.supplier.id,
      deliveryNumber: 'DN-9',
      deliveryDate: '2026-11-12',
      lines: [{ productId: t.products[0]!.id, itemCode: 'MILK-1', delivered: '8' }],
    },
  );
  return t;
}

const UBL = `<?xml version="1.0"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>CN-UBL-1</cbc:ID><cbc:IssueDate>2026-11-20</cbc:IssueDate>
  <cac:DespatchDocumentReference><cbc:ID>DN-9</cbc:ID></cac:DespatchDocumentReference>
  <cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="9949">SI55667788</cbc:EndpointID></cac:Party></cac:AccountingSupplierParty>
  <cac:CreditNoteLine><cbc:ID>1</cbc:ID><cbc:CreditedQuantity unitCode="C62">2</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">2.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Milk</cbc:Name><cac:SellersItemIdentification><cbc:ID>MILK-1</cbc:ID></cac:SellersItemIdentification></cac:Item>
  </cac:CreditNoteLine>
  <cac:CreditNoteLine><cbc:ID>2</cbc:ID><cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">1.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Other</cbc:Name><cac:SellersItemIdentification><cbc:ID>ZZZ</cbc:ID></cac:SellersItemIdentification></cac:Item>
  </cac:CreditNoteLine>
</CreditNote>`;

describe('importing credit notes', () => {
  it('previews and imports a UBL credit note of the supplier it names, once', async () => {
    const t = await importShop();
    const received = await receiveCreditNoteFile(t.scope, Buffer.from(UBL), 'cn.xml');
    if (!received.ok) throw new Error(JSON.stringify(received.errors));
    const page = await loadCreditNoteImport(db, t.scope, { token: received.token, supplierId: null, kind: 'credit' });
    expect(page.step).toBe('preview');
    if (page.step !== 'preview') return;
    expect(page.supplierId).toBe(t.supplier.id);
    expect(page.preview.documents[0]!.lines.map((line) => line.match?.deliveryNumber ?? null)).toEqual(['DN-9', null]);
    const step = {
      token: received.token,
      supplierId: t.supplier.id,
      kind: 'credit' as const,
      column: () => null,
      hasColumns: false,
    };
    const done = await runCreditNoteImportStep(db, t.scope, { ...step, intent: 'import' });
    expect(done).toMatchObject({ ok: true, data: { step: 'done', imported: [{ number: 'CN-UBL-1', unmatched: 1 }] } });
    const again = await receiveCreditNoteFile(t.scope, Buffer.from(UBL), 'cn.xml');
    if (!again.ok) throw new Error('refused');
    expect(await runCreditNoteImportStep(db, t.scope, { ...step, token: again.token, intent: 'import' })).toMatchObject(
      {
        ok: true,
        data: { step: 'done', imported: [], duplicates: ['CN-UBL-1'] },
      },
    );
  });

  it('imports a CSV through its column mapping, and refuses a file that is neither', async () => {
    const t = await importShop();
    const csv =
      'Številka;Datum;Dobavnica;Šifra;Razlika;Znesek\nCSV-1;20.11.2026;DN-9;MILK-1;2;2,50\nCSV-1;20.11.2026;DN-9;NOPE;1;1\n';
    const received = await receiveCreditNoteFile(t.scope, Buffer.from(csv), 'cn.csv');
    if (!received.ok) throw new Error('refused');
    const page = await loadCreditNoteImport(db, t.scope, {
      token: received.token,
      supplierId: t.supplier.id,
      kind: 'credit',
    });
    expect(page.step).toBe('map');
    if (page.step !== 'map') return;
    const column = (index: number) => page.mapping[index];
    const step = {
      token: received.token,
      supplierId: t.supplier.id,
      kind: 'credit' as const,
      column,
      hasColumns: true,
    };
    const preview = await runCreditNoteImportStep(db, t.scope, { ...step, intent: 'preview' });
    if (!preview.ok || preview.data.step !== 'preview') throw new Error('no preview');
    // The preview carries the columns it was read with; the page posts them back with the import.
    expect(preview.data.preview.columns).toEqual(page.mapping);
    const columns = preview.data.preview.columns!;
    const done = await runCreditNoteImportStep(db, t.scope, {
      ...step,
      column: (index) => columns[index],
      intent: 'import',
    });
    expect(done).toMatchObject({ ok: true, data: { imported: [{ number: 'CSV-1', unmatched: 1 }] } });
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.shopId, t.shop.id));
    expect(note).toMatchObject({ source: 'spreadsheet', deliveryReference: 'DN-9' });
    expect(await db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, note!.id))).toHaveLength(2);

    const bad = await receiveCreditNoteFile(t.scope, Buffer.from([0, 1, 2, 3]), 'x.bin');
    expect(bad).toMatchObject({ ok: false, errors: [{ code: 'file_unknown_format' }] });
  });
});
