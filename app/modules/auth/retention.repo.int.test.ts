import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { mailOutbox, orders, passwordResetTokens, rateLimits, registrationRequests } from '#app/db/schema';
import { deleteOldMail } from '#app/modules/mail/outbox.repo.server';
import { createOrder, createProduct, createShopSupplier, createSupplier, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { deleteExpiredAccountData } from './retention.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2031-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('retention', () => {
  it('deletes old rate-limit counters, spent reset tokens and unapproved registration requests, and keeps the rest', async () => {
    const { admin } = await createTenant(db);
    const key = `retention-${admin.id}`;
    await db.insert(rateLimits).values([
      { key: `${key}-old`, windowStart: ago(2 * 60 * 60 * 1000), hits: 3 },
      { key: `${key}-new`, windowStart: ago(10 * 60 * 1000), hits: 3 },
    ]);
    const tokens = await db
      .insert(passwordResetTokens)
      .values([
        {
          tokenHash: `${key}-expired`,
          userId: admin.id,
          email: admin.email,
          expiresAt: ago(2 * DAY),
          createdAt: ago(2 * DAY),
        },
        { tokenHash: `${key}-used`, userId: admin.id, email: admin.email, expiresAt: ago(-DAY), usedAt: ago(2 * DAY) },
        {
          tokenHash: `${key}-open`,
          userId: admin.id,
          email: admin.email,
          expiresAt: new Date(now.getTime() + 30 * 60 * 1000),
        },
      ])
      .returning();
    const base = { contactName: 'C', email: 'c@x.test', phone: '+386 1 234 567', shopCount: 1 };
    const requests = await db
      .insert(registrationRequests)
      .values([
        { ...base, companyName: `${key} rejected old`, status: 'rejected', createdAt: ago(400 * DAY) },
        { ...base, companyName: `${key} approved old`, status: 'approved', createdAt: ago(400 * DAY) },
        { ...base, companyName: `${key} new`, createdAt: ago(10 * DAY) },
      ])
      .returning();

    await deleteExpiredAccountData(db, now);

    const counters = await db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, [`${key}-old`, `${key}-new`]));
    expect(counters.map((c) => c.key)).toEqual([`${key}-new`]);
    const left = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, admin.id));
    expect(left.map((t) => t.tokenHash)).toEqual([`${key}-open`]);
    expect(tokens).toHaveLength(3);
    const kept = await db
      .select()
      .from(registrationRequests)
      .where(
        inArray(
          registrationRequests.id,
          requests.map((r) => r.id),
        ),
      );
    expect(kept.map((r) => r.companyName).sort()).toEqual([`${key} approved old`, `${key} new`]);
  });

  it('deletes sent and failed mail after a year, never mail still being sent', async () => {
    const rows = await db
      .insert(mailOutbox)
      .values([
        {
          kind: 'retention',
          to: ['a@x.test'],
          subject: 'old sent',
          text: '-',
          status: 'sent',
          createdAt: ago(400 * DAY),
        },
        {
          kind: 'retention',
          to: ['a@x.test'],
          subject: 'old failed',
          text: '-',
          status: 'failed',
          createdAt: ago(400 * DAY),
        },
        {
          kind: 'retention',
          to: ['a@x.test'],
          subject: 'old sending',
          text: '-',
          status: 'sending',
          createdAt: ago(400 * DAY),
          nextAttemptAt: ago(-DAY * 10000),
        },
        { kind: 'retention', to: ['a@x.test'], subject: 'new sent', text: '-', status: 'sent', createdAt: ago(DAY) },
      ])
      .returning();
    // An order keeps its history when the e-mail it was sent with is deleted.
    const { company, shop } = await createTenant(db);
    const supplier = await createSupplier(db, { name: 'Retention supplier' });
    await createShopSupplier(db, shop, supplier.id);
    const product = await createProduct(db, shop, { supplierId: supplier.id });
    const order = await createOrder(
      db,
      { companyId: company.id, shopId: shop.id },
      { supplierId: supplier.id, deliveryDate: '2030-05-01', lines: [{ productId: product.id }], mailId: rows[0]!.id },
    );

    await deleteOldMail(db, now);
    const kept = await db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(kept.map((m) => m.subject).sort()).toEqual(['new sent', 'old sending']);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.mailId).toBeNull();
  });
});
