import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { shops, users } from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { MailingInput } from './mailing.schema';

const liveUsersOf = (shop: ShopScope) =>
  and(eq(users.companyId, shop.companyId), eq(users.shopId, shop.shopId), isNull(users.deletedAt));

/** One page of the shop's users with their mailing flags, and the shop's extra addresses. */
export async function getMailingSettings(db: DbOrTx, shop: ShopScope, page = 1, perPage = 25) {
  const [rows, [total], [extras]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        lastname: users.lastname,
        email: users.email,
        isActive: users.isActive,
        orderEmails: users.orderEmails,
        itemEmails: users.itemEmails,
      })
      .from(users)
      .where(liveUsersOf(shop))
      .orderBy(asc(users.lastname), asc(users.name), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(users).where(liveUsersOf(shop)),
    db
      .select({ extraOrderEmails: shops.extraOrderEmails, extraItemEmails: shops.extraItemEmails })
      .from(shops)
      .where(and(eq(shops.companyId, shop.companyId), eq(shops.id, shop.shopId))),
  ]);
  return {
    users: rows,
    total: total?.n ?? 0,
    extraOrderEmails: extras?.extraOrderEmails ?? [],
    extraItemEmails: extras?.extraItemEmails ?? [],
  };
}

/**
 * Saves the flags of the users that were on the page and the extra addresses, together. A user id that is not a live
 * user of this shop refuses the whole save.
 */
export async function saveMailingSettings(
  db: Database,
  shop: ShopScope,
  input: MailingInput,
): Promise<{ ok: true } | { ok: false; reason: 'not_found' }> {
  return db.transaction(async (tx) => {
    const before = input.userIds.length
      ? await tx
          .select({ id: users.id, orderEmails: users.orderEmails, itemEmails: users.itemEmails })
          .from(users)
          .where(and(liveUsersOf(shop), inArray(users.id, input.userIds)))
          .for('update')
      : [];
    if (before.length !== new Set(input.userIds).size) return { ok: false, reason: 'not_found' } as const;
    for (const row of before) {
      const after = { orderEmails: input.orderEmails.includes(row.id), itemEmails: input.itemEmails.includes(row.id) };
      const changes = diffChanges(row, after);
      if (!Object.keys(changes).length) continue;
      await tx
        .update(users)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(users.id, row.id));
      await recordAudit(tx, {
        companyId: shop.companyId,
        actorUserId: shop.actor.userId,
        entityType: 'user',
        entityId: row.id,
        action: 'mailing_updated',
        changes,
      });
    }
    const where = and(eq(shops.companyId, shop.companyId), eq(shops.id, shop.shopId));
    const [current] = await tx
      .select({ extraOrderEmails: shops.extraOrderEmails, extraItemEmails: shops.extraItemEmails })
      .from(shops)
      .where(where)
      .for('update');
    if (!current) return { ok: false, reason: 'not_found' } as const;
    const extras = { extraOrderEmails: input.extraOrderEmails, extraItemEmails: input.extraItemEmails };
    const changes = diffChanges(
      { extraOrderEmails: current.extraOrderEmails.join(', '), extraItemEmails: current.extraItemEmails.join(', ') },
      { extraOrderEmails: extras.extraOrderEmails.join(', '), extraItemEmails: extras.extraItemEmails.join(', ') },
    );
    if (Object.keys(changes).length) {
      await tx
        .update(shops)
        .set({ ...extras, updatedAt: new Date() })
        .where(where);
      await recordAudit(tx, {
        companyId: shop.companyId,
        actorUserId: shop.actor.userId,
        entityType: 'shop',
        entityId: shop.shopId,
        action: 'mailing_updated',
        changes,
      });
    }
    return { ok: true } as const;
  });
}

/**
 * Who gets a copy of a shop's order e-mails or its item e-mails: active users of the shop with the flag, and the
 * shop's extra addresses, each once.
 */
export async function mailingRecipients(
  db: DbOrTx,
  shop: { companyId: number; shopId: number },
  kind: 'order' | 'item',
): Promise<string[]> {
  const flag = kind === 'order' ? users.orderEmails : users.itemEmails;
  const [people, [extras]] = await Promise.all([
    db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.companyId, shop.companyId),
          eq(users.shopId, shop.shopId),
          isNull(users.deletedAt),
          eq(users.isActive, true),
          eq(flag, true),
        ),
      ),
    db
      .select({ emails: kind === 'order' ? shops.extraOrderEmails : shops.extraItemEmails })
      .from(shops)
      .where(and(eq(shops.companyId, shop.companyId), eq(shops.id, shop.shopId))),
  ]);
  const all = [...people.map((p) => p.email), ...(extras?.emails ?? [])];
  const seen = new Set<string>();
  return all.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
