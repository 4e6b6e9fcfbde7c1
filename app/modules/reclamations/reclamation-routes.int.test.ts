import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { reclamations, shopSuppliers } from '#app/db/schema';
import { getReceipt } from '#app/modules/receiving/receipt-view.server';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import { createOrder, createReceivingTenant, memoryFileStorage, signOffInputOf } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import { loader as notePage } from '#app/routes/admin/deliveries/note';
import { action as detailAction, loader as detailPage } from '#app/routes/admin/deliveries/reclamations/detail';
import { loader as listPage } from '#app/routes/admin/deliveries/reclamations/list';
import { action as reportProblem } from '#app/routes/admin/deliveries/reclamations/report-problem';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const storage = memoryFileStorage();

/**
 * A shop whose order of two products was received with the first one short: the note, its drafted reclamation, and a
 * second signed-off note of the same order's supplier without any reclamation. Its staff user may view deliveries but
 * not handle reclamations.
 */
async function shopWithReclamation() {
  const tenant = await createReceivingTenant(db, {
    products: [{}, {}],
    staffPermissions: ['deliveries:view', 'deliveries:receive'],
  });
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  await db
    .update(shopSuppliers)
    .set({ reclamationEmails: ['claims@supplier.test'] })
    .where(eq(shopSuppliers.supplierId, tenant.supplier.id));
  const receive = async (delivered: string) => {
    const order = await createOrder(db, shop, {
      supplierId: tenant.supplier.id,
      lines: [
        { productId: tenant.products[0]!.id, quantity: '10', price: '4.50', productName: 'Jogurt' },
        { productId: tenant.products[1]!.id, quantity: '5', price: '2.00', productName: 'Kefir' },
      ],
    });
    const started = await startReceipt(db, tenant.scope, { orderId: order.id });
    if (!started.ok) throw new Error(started.reason);
    const view = (await getReceipt(db, tenant.scope, started.noteId))!;
    const signed = await signOff(
      db,
      tenant.scope,
      started.noteId,
      signOffInputOf(view, { lines: { 0: { delivered } } }),
      storage,
    );
    if (!signed.ok) throw new Error(signed.reason);
    return started.noteId;
  };
  const noteId = await receive('6');
  const cleanNoteId = await receive('10');
  const [reclamation] = await db.select().from(reclamations).where(eq(reclamations.deliveryNoteId, noteId));
  return { tenant, noteId, cleanNoteId, reclamationId: reclamation!.id };
}

const base = 'http://localhost/admin/deliveries';

async function list(user: { id: number }) {
  return answerOf(
    listPage({
      request: new Request(`${base}/reclamations`),
      context: await adminContext(db, user),
      params: {},
    } as never),
  );
}

async function detail(user: { id: number }, reclamationId: number) {
  return answerOf(
    detailPage({
      request: new Request(`${base}/reclamations/${reclamationId}`),
      context: await adminContext(db, user),
      params: { reclamationId: String(reclamationId) },
    } as never),
  );
}

async function act(user: { id: number }, reclamationId: number, fields: Record<string, string>) {
  return answerOf(
    detailAction({
      request: postForm(`${base}/reclamations/${reclamationId}`, fields),
      context: await adminContext(db, user),
      params: { reclamationId: String(reclamationId) },
    } as never),
  );
}

async function report(user: { id: number }, noteId: number) {
  return answerOf(
    reportProblem({
      request: postForm(`${base}/notes/${noteId}/report-problem`, {}),
      context: await adminContext(db, user),
      params: { noteId: String(noteId) },
    } as never),
  );
}

async function note(user: { id: number }, noteId: number) {
  return answerOf(
    notePage({
      request: new Request(`${base}/notes/${noteId}`),
      context: await adminContext(db, user),
      params: { noteId: String(noteId) },
    } as never),
  );
}

interface Detail {
  reclamation: { status: string; solvedAt: Date | null; solvedBy: string | null };
  lines: { id: number; productName: string; quantity: string; reason: string; solvedAt: Date | null }[];
  noteLines: { id: number; productName: string }[];
}

const ACTIONS: Record<string, string>[] = [
  { intent: 'send' },
  { intent: 'retry' },
  { intent: 'updateLine', lineId: '1', reason: 'short', quantity: '2' },
  { intent: 'addLine', noteLineId: '1', reason: 'short', quantity: '1' },
  { intent: 'removeLine', lineId: '1' },
  { intent: 'solveLine', lineId: '1', solved: 'true' },
  { intent: 'solve' },
];

describe('the reclamation pages', () => {
  it('answer 403 to a staff user without deliveries:reclamations, and the note page offers them nothing', async () => {
    const { tenant, noteId, reclamationId } = await shopWithReclamation();
    expect((await list(tenant.staff)).status).toBe(403);
    expect((await detail(tenant.staff, reclamationId)).status).toBe(403);
    for (const fields of ACTIONS) expect((await act(tenant.staff, reclamationId, fields)).status).toBe(403);
    expect((await report(tenant.staff, noteId)).status).toBe(403);
    const page = await note(tenant.staff, noteId);
    expect(page.status).toBe(200);
    expect((page.data as { reclamations: unknown }).reclamations).toBeNull();
    const [row] = await db.select().from(reclamations).where(eq(reclamations.id, reclamationId));
    expect(row).toMatchObject({ status: 'open', sentAt: null });
  });

  it("answer 404 for another shop's reclamation or note", async () => {
    const mine = await shopWithReclamation();
    const theirs = await shopWithReclamation();
    expect((await detail(mine.tenant.admin, theirs.reclamationId)).status).toBe(404);
    for (const fields of ACTIONS) expect((await act(mine.tenant.admin, theirs.reclamationId, fields)).status).toBe(404);
    expect((await report(mine.tenant.admin, theirs.cleanNoteId)).status).toBe(404);
    expect((await report(mine.tenant.admin, theirs.noteId)).status).toBe(404);
    const listed = await list(mine.tenant.admin);
    expect(listed.status).toBe(200);
    const ids = (listed.data as { rows: { id: number }[] }).rows.map((row) => row.id);
    expect(ids).toEqual([mine.reclamationId]);
    const [row] = await db.select().from(reclamations).where(eq(reclamations.id, theirs.reclamationId));
    expect(row).toMatchObject({ status: 'open', sentAt: null });
    expect(await db.select().from(reclamations).where(eq(reclamations.deliveryNoteId, theirs.cleanNoteId))).toEqual([]);
  });

  it('link the note to its reclamation, and "Report a problem" opens one on a note without', async () => {
    const { tenant, noteId, cleanNoteId, reclamationId } = await shopWithReclamation();
    const page = await note(tenant.admin, noteId);
    expect((page.data as { reclamations: unknown }).reclamations).toEqual([
      { id: reclamationId, number: 1, status: 'open' },
    ]);
    expect((await note(tenant.admin, cleanNoteId)).data).toMatchObject({ reclamations: [] });

    const reported = await report(tenant.admin, cleanNoteId);
    expect(reported.status).toBe(302);
    const [created] = await db.select().from(reclamations).where(eq(reclamations.deliveryNoteId, cleanNoteId));
    expect(created).toMatchObject({ status: 'open', number: 2 });
    // Reporting again lands on the same reclamation.
    await report(tenant.admin, cleanNoteId);
    expect(await db.select().from(reclamations).where(eq(reclamations.deliveryNoteId, cleanNoteId))).toHaveLength(1);
    expect((await note(tenant.admin, cleanNoteId)).data).toMatchObject({
      reclamations: [{ id: created!.id, number: 2, status: 'open' }],
    });
  });

  it('change a quantity, add a line from the note, send, and solve every line: solved with who and when', async () => {
    const { tenant, reclamationId } = await shopWithReclamation();
    const admin = tenant.admin;
    const before = (await detail(admin, reclamationId)).data as Detail;
    expect(before.lines).toEqual([expect.objectContaining({ productName: 'Jogurt', quantity: '4.000' })]);
    const drafted = before.lines[0]!;

    const bad = await act(admin, reclamationId, {
      intent: 'updateLine',
      lineId: String(drafted.id),
      reason: 'short',
      quantity: '-2',
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { quantity: ['reclamations.errors.quantity'] } });

    expect(
      (
        await act(admin, reclamationId, {
          intent: 'updateLine',
          lineId: String(drafted.id),
          reason: 'short',
          quantity: '3,5',
        })
      ).data,
    ).toMatchObject({ ok: true });
    const kefir = before.noteLines.find((line) => line.productName === 'Kefir')!;
    expect(
      (
        await act(admin, reclamationId, {
          intent: 'addLine',
          noteLineId: String(kefir.id),
          reason: 'damaged',
          quantity: '1',
          note: 'Crushed pack',
        })
      ).data,
    ).toMatchObject({ ok: true });
    const edited = (await detail(admin, reclamationId)).data as Detail;
    expect(edited.lines.map((line) => [line.productName, line.quantity, line.reason])).toEqual([
      ['Jogurt', '3.500', 'short'],
      ['Kefir', '1.000', 'damaged'],
    ]);

    expect((await act(admin, reclamationId, { intent: 'send' })).data).toMatchObject({ ok: true });
    expect(((await detail(admin, reclamationId)).data as Detail).reclamation.status).toBe('sent');

    for (const line of edited.lines)
      expect(
        (await act(admin, reclamationId, { intent: 'solveLine', lineId: String(line.id), solved: 'true' })).data,
      ).toMatchObject({ ok: true });
    const solved = (await detail(admin, reclamationId)).data as Detail;
    expect(solved.reclamation).toMatchObject({ status: 'solved', solvedAt: expect.any(Date) });
    expect(solved.reclamation.solvedBy).toEqual(expect.stringContaining(admin.name));
    expect(solved.lines.every((line) => line.solvedAt !== null)).toBe(true);
    // Solved: no more changes.
    const late = await act(admin, reclamationId, { intent: 'removeLine', lineId: String(drafted.id) });
    expect(late.status).toBe(409);
  });

  it('"Mark the reclamation solved" solves every line at once', async () => {
    const { tenant, reclamationId } = await shopWithReclamation();
    expect((await act(tenant.admin, reclamationId, { intent: 'solve' })).data).toMatchObject({ ok: true });
    const solved = (await detail(tenant.admin, reclamationId)).data as Detail;
    expect(solved.reclamation).toMatchObject({ status: 'solved', solvedAt: expect.any(Date) });
    expect(solved.lines.every((line) => line.solvedAt !== null)).toBe(true);
  });
});
