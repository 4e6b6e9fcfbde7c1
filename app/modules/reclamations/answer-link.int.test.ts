import { describe, expect, it } from 'vitest';
import { createDeliveryNote, createReceivingTenant, createReclamation } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { issueAnswerLink, openAnswerLink } from './answer-link.repo.server';

describe('reclamation answer links', async () => {
  const { db } = await useTestDatabase();
  const tenant = await createReceivingTenant(db);
  const note = await createDeliveryNote(db, tenant.scope, {
    supplierId: tenant.supplier.id,
    deliveryDate: '2026-11-20',
    lines: [{ productId: tenant.products[0]!.id, state: 'short' }],
  });
  const reclamation = await createReclamation(db, tenant.scope, {
    supplierId: tenant.supplier.id,
    deliveryNoteId: note.id,
    status: 'sent',
  });
  const now = new Date('2026-11-24T10:00:00Z');

  it('opens the reclamation it was issued for, until it expires', async () => {
    const token = await issueAnswerLink(db, tenant.scope, reclamation.id, now);
    expect(await openAnswerLink(db, token, now)).toEqual({
      ok: true,
      reclamation: { id: reclamation.id, companyId: tenant.scope.companyId, shopId: tenant.scope.shopId },
    });
    expect(await openAnswerLink(db, token, new Date('2026-12-25T10:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('is revoked by a newer link and refused when forged', async () => {
    const first = await issueAnswerLink(db, tenant.scope, reclamation.id, now);
    const second = await issueAnswerLink(db, tenant.scope, reclamation.id, now);
    expect(await openAnswerLink(db, first, now)).toEqual({ ok: false, reason: 'invalid' });
    expect((await openAnswerLink(db, second, now)).ok).toBe(true);
    expect(await openAnswerLink(db, `${second.split('.')[0]}.AAAA`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('issues nothing for another shop’s reclamation', async () => {
    const other = await createReceivingTenant(db);
    const token = await issueAnswerLink(db, other.scope, reclamation.id, now);
    expect(await openAnswerLink(db, token, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
