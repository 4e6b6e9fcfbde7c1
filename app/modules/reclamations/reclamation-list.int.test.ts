import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { reclamationLines } from '#app/db/schema';
import { supplierFilterOptions } from '#app/modules/shop-suppliers/supplier-filter.server';
import { createDeliveryNote, createReceivingTenant, createReclamation } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { getReclamationListPage } from './reclamation-list.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const all = { page: 1, perPage: 25, status: 'all', reason: 'all' } as const;

describe('the reclamation list', () => {
  it('filters by status and reason, pages, and totals the expected credit of the filtered set', async () => {
    const tenant = await createReceivingTenant(db);
    const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
    const note = await createDeliveryNote(db, shop, { supplierId: tenant.supplier.id, deliveryDate: '2026-11-20' });
    await createReclamation(db, shop, {
      supplierId: tenant.supplier.id,
      deliveryNoteId: note.id,
      lines: [{ reason: 'short', amount: '10.00' }],
    });
    const answered = await createReclamation(db, shop, {
      supplierId: tenant.supplier.id,
      deliveryNoteId: note.id,
      status: 'answered',
      lines: [
        { reason: 'temperature', amount: '20.00' },
        { reason: 'damaged', amount: '5.00' },
      ],
    });
    // The supplier promised 15 on the first line and rejected the second.
    const lines = await db.select().from(reclamationLines).where(eq(reclamationLines.reclamationId, answered.id));
    await db
      .update(reclamationLines)
      .set({ supplierAnswer: 'accepted', promisedCredit: '15.00' })
      .where(eq(reclamationLines.id, lines.find((line) => line.reason === 'temperature')!.id));
    await db
      .update(reclamationLines)
      .set({ supplierAnswer: 'rejected' })
      .where(eq(reclamationLines.id, lines.find((line) => line.reason === 'damaged')!.id));

    const page = await getReclamationListPage(db, tenant.scope, all);
    expect(page.total).toBe(2);
    expect(page.expectedCredit).toBe('25.00');
    expect(page.supplier).toBeNull();
    const offered = await supplierFilterOptions(db, tenant.scope, 'reclamations');
    expect(offered.map((s) => s.supplierId)).toEqual([tenant.supplier.id]);
    expect(page.rows.map((row) => [row.number, row.lines, row.credit])).toEqual([
      [2, 2, '15.00'],
      [1, 1, '10.00'],
    ]);
    const answeredOnly = await getReclamationListPage(db, tenant.scope, { ...all, status: 'answered' });
    expect(answeredOnly.rows.map((row) => row.id)).toEqual([answered.id]);
    expect(answeredOnly.expectedCredit).toBe('15.00');
    const byReason = await getReclamationListPage(db, tenant.scope, { ...all, reason: 'short' });
    expect(byReason.rows.map((row) => row.number)).toEqual([1]);
    expect((await getReclamationListPage(db, tenant.scope, { ...all, status: 'failed' })).total).toBe(0);
    const second = await getReclamationListPage(db, tenant.scope, { ...all, perPage: 1, page: 2 });
    expect(second.rows.map((row) => row.number)).toEqual([1]);
    expect(second.total).toBe(2);
    const future = await getReclamationListPage(db, tenant.scope, { ...all, from: '2999-01-01' });
    expect(future.total).toBe(0);
    // Each reclamation's credit is kept from its lines (triggers of migration 0027): a line removed takes its part.
    await db.delete(reclamationLines).where(eq(reclamationLines.reclamationId, answered.id));
    const afterRemoval = await getReclamationListPage(db, tenant.scope, all);
    expect(afterRemoval.expectedCredit).toBe('10.00');
    expect(afterRemoval.rows.map((row) => [row.number, row.lines, row.credit])).toEqual([
      [2, 0, '0.00'],
      [1, 1, '10.00'],
    ]);

    // Another shop sees none of them.
    const other = await createReceivingTenant(db);
    expect((await getReclamationListPage(db, other.scope, all)).total).toBe(0);
  });
});
