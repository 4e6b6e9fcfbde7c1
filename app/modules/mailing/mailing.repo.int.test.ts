import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { shops, users } from '#app/db/schema';
import { getSessionUserRow } from '#app/modules/users/users.repo.server';
import { toScope } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createShop, createTenant, createUser } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { getMailingSettings, mailingRecipients, saveMailingSettings } from './mailing.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

async function adminTarget() {
  const tenant = await createTenant(db);
  const target = (await findOwnShop(db, toScope((await getSessionUserRow(db, tenant.admin.id))!)))!;
  return { ...tenant, target };
}

const flagsOf = async (id: number) => {
  const [row] = await db
    .select({ orderEmails: users.orderEmails, itemEmails: users.itemEmails })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe('mailing settings', () => {
  it('saves the flags of the users on the page and the extra addresses together', async () => {
    const { target, admin, staff, shop } = await adminTarget();
    const result = await saveMailingSettings(db, target, {
      userIds: [admin.id, staff.id],
      orderEmails: [admin.id],
      itemEmails: [admin.id, staff.id],
      extraOrderEmails: ['nabava@hotel.si'],
      extraItemEmails: [],
    });
    expect(result).toEqual({ ok: true });
    expect(await flagsOf(admin.id)).toEqual({ orderEmails: true, itemEmails: true });
    expect(await flagsOf(staff.id)).toEqual({ orderEmails: false, itemEmails: true });
    const settings = await getMailingSettings(db, target);
    expect(settings).toMatchObject({ total: 2, extraOrderEmails: ['nabava@hotel.si'], extraItemEmails: [] });
    const [row] = await db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row!.extraOrderEmails).toEqual(['nabava@hotel.si']);
  });

  it('refuses the whole save when a user of another shop or company is among the ids', async () => {
    const { target, admin, company, region } = await adminTarget();
    const sibling = await createShop(db, company.id, region.id);
    const siblingUser = await createUser(db, { companyId: company.id, shopId: sibling.id });
    const stranger = (await createTenant(db)).admin;
    for (const other of [siblingUser, stranger]) {
      const result = await saveMailingSettings(db, target, {
        userIds: [admin.id, other.id],
        orderEmails: [admin.id, other.id],
        itemEmails: [],
        extraOrderEmails: ['x@hotel.si'],
        extraItemEmails: [],
      });
      expect(result).toEqual({ ok: false, reason: 'not_found' });
      expect(await flagsOf(admin.id)).toEqual({ orderEmails: false, itemEmails: false });
      expect(await flagsOf(other.id)).toEqual({ orderEmails: false, itemEmails: false });
    }
    expect((await getMailingSettings(db, target)).extraOrderEmails).toEqual([]);
  });

  it('lists only live users of the shop, a page at a time', async () => {
    const { target, company, shop } = await adminTarget();
    await createUser(db, { companyId: company.id, shopId: shop.id, deletedAt: new Date() });
    const page = await getMailingSettings(db, target, 2, 1);
    expect(page.total).toBe(2);
    expect(page.users).toHaveLength(1);
  });
});

describe('mailingRecipients', () => {
  it('active users of the shop with the flag, and the extra addresses, each once', async () => {
    const { target, admin, staff, company, shop } = await adminTarget();
    const inactive = await createUser(db, { companyId: company.id, shopId: shop.id, isActive: false });
    const other = await createTenant(db);
    await db.update(users).set({ orderEmails: true }).where(eq(users.id, other.admin.id));
    await saveMailingSettings(db, target, {
      userIds: [admin.id, staff.id, inactive.id],
      orderEmails: [admin.id, inactive.id],
      itemEmails: [staff.id],
      extraOrderEmails: ['nabava@hotel.si', admin.email.toLowerCase()],
      extraItemEmails: ['kakovost@hotel.si'],
    });
    expect(await mailingRecipients(db, { companyId: company.id, shopId: shop.id }, 'order')).toEqual([
      admin.email,
      'nabava@hotel.si',
    ]);
    expect(await mailingRecipients(db, { companyId: company.id, shopId: shop.id }, 'item')).toEqual([
      staff.email,
      'kakovost@hotel.si',
    ]);
    expect(await mailingRecipients(db, { companyId: other.company.id, shopId: other.shop.id }, 'order')).toEqual([
      other.admin.email,
    ]);
  });
});
