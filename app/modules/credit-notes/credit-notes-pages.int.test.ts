import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { creditNoteLines, creditNotes, deliveryNoteLines } from '#app/db/schema';
import { createCreditNote, createDeliveryNote, createReceivingTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import * as detail from '#app/routes/admin/deliveries/comparison/credit-note';
import * as list from '#app/routes/admin/deliveries/comparison/credit-notes';
import * as entry from '#app/routes/admin/deliveries/comparison/credit-notes-new';
import * as importPage from '#app/routes/admin/deliveries/comparison/credit-notes-import';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const BASE = 'http://localhost/admin/deliveries/comparison/credit-notes';

async function shop() {
  const tenant = await createReceivingTenant(db, {
    products: [{ name: 'Milk', supplierProductId: 'MILK-1' }],
    staffPermissions: ['deliveries:view', 'deliveries:receive'],
  });
  const owner = { companyId: tenant.company.id, shopId: tenant.shop.id };
  await createDeliveryNote(db, owner, {
    supplierId: tenant.supplier.id,
    deliveryNumber: 'DN-7',
    deliveryDate: '2026-11-12',
    lines: [{ productId: tenant.products[0]!.id, itemCode: 'MILK-1', delivered: '8' }],
  });
  return { ...tenant, owner };
}

const get = async (route: { loader: (args: never) => unknown }, user: { id: number }, url: string, params = {}) =>
  answerOf(
    Promise.resolve(
      route.loader({ request: new Request(url), context: await adminContext(db, user), params } as never),
    ),
  );
const post = async (
  route: { action: (args: never) => unknown },
  user: { id: number },
  url: string,
  fields: Record<string, string>,
  params = {},
) =>
  answerOf(
    Promise.resolve(
      route.action({ request: postForm(url, fields), context: await adminContext(db, user), params } as never),
    ),
  );

const entryFields = (supplierId: number, number: string) => ({
  supplierId: String(supplierId),
  kind: 'credit',
  number,
  issueDate: '2026-11-20',
  deliveryReference: 'DN-7',
  'lines[0].itemId': 'MILK-1',
  'lines[0].differenceQuantity': '2',
  'lines[0].unitPrice': '1,25',
  'lines[1].itemId': 'NOPE',
  'lines[1].amount': '3',
});

describe('the credit note pages', () => {
  it('save a typed document with its matches and amounts, refuse the same number, and show it', async () => {
    const t = await shop();
    const saved = await post(entry, t.admin, `${BASE}/new`, entryFields(t.supplier.id, 'CN-1'));
    expect(saved.status).toBe(302);
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.shopId, t.shop.id));
    const lines = await db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, note!.id))
      .orderBy(creditNoteLines.position);
    const [noteLine] = await db.select().from(deliveryNoteLines).where(eq(deliveryNoteLines.shopId, t.shop.id));
    expect(lines.map((line) => [line.amount, line.deliveryNoteLineId])).toEqual([
      ['2.5000', noteLine!.id],
      ['3.0000', null],
    ]);

    const again = await post(entry, t.admin, `${BASE}/new`, entryFields(t.supplier.id, 'CN-1'));
    expect(again).toMatchObject({ status: 409, data: { duplicateId: note!.id } });

    const page = await get(detail, t.admin, `${BASE}/${note!.id}`, { creditNoteId: String(note!.id) });
    expect(page.status).toBe(200);
    const listed = await get(list, t.admin, `${BASE}?kind=credit`);
    expect(listed.data).toMatchObject({ total: 1, rows: [{ number: 'CN-1', unmatched: 1 }] });
  });

  it('refuse bad input on its fields in the language of the user, keeping what was typed', async () => {
    const t = await shop();
    const answer = await post(entry, t.admin, `${BASE}/new`, {
      ...entryFields(t.supplier.id, 'CN-2'),
      'lines[0].unitPrice': 'abc',
      issueDate: '2026-02-30',
    });
    expect(answer.status).toBe(400);
    const result = (
      answer.data as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
    ).result;
    expect(result.error['issueDate']).toEqual(['creditNotes.validation.date']);
    expect(result.error['lines[0].unitPrice']).toEqual(['creditNotes.validation.decimal.format']);
    expect(result.initialValue).toMatchObject({ number: 'CN-2' });
  });

  it("answer 404 for another shop's document and 403 without deliveries:credit_notes", async () => {
    const a = await shop();
    const b = await shop();
    const note = await createCreditNote(db, a.owner, {
      supplierId: a.supplier.id,
      lines: [{ itemId: 'X', amount: '1' }],
    });
    const url = `${BASE}/${note.id}`;
    expect((await get(detail, b.admin, url, { creditNoteId: String(note.id) })).status).toBe(404);
    expect((await post(detail, b.admin, url, { intent: 'delete' }, { creditNoteId: String(note.id) })).status).toBe(
      404,
    );
    expect(await db.select().from(creditNotes).where(eq(creditNotes.id, note.id))).toHaveLength(1);

    for (const [route, path] of [
      [list, BASE],
      [entry, `${BASE}/new`],
      [importPage, `${BASE}/import`],
    ] as const)
      expect((await get(route, a.staff, path)).status).toBe(403);
    expect((await get(detail, a.staff, url, { creditNoteId: String(note.id) })).status).toBe(403);
    expect((await post(detail, a.staff, url, { intent: 'delete' }, { creditNoteId: String(note.id) })).status).toBe(
      403,
    );
    expect((await post(entry, a.staff, `${BASE}/new`, entryFields(a.supplier.id, 'CN-3'))).status).toBe(403);

    expect((await post(detail, a.admin, url, { intent: 'delete' }, { creditNoteId: String(note.id) })).status).toBe(
      302,
    );
    expect(await db.select().from(creditNotes).where(eq(creditNotes.id, note.id))).toEqual([]);
  });
});
