import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { shops } from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { ReceivingRules } from './receiving-rules.schema';

const columns = {
  chilledMax: shops.chilledMax,
  frozenMax: shops.frozenMax,
  frozenTransportMax: shops.frozenTransportMax,
  roomMax: shops.roomMax,
};

const ofShop = (shop: ShopScope) => and(eq(shops.companyId, shop.companyId), eq(shops.id, shop.shopId));

/** The shop's own temperature limits (null: the default), or null when the shop is gone. */
export async function getReceivingRules(db: DbOrTx, shop: ShopScope): Promise<ReceivingRules | null> {
  const [row] = await db.select(columns).from(shops).where(ofShop(shop));
  return row ?? null;
}

/** Saves the shop's temperature limits, with an audit row of what changed. */
export async function saveReceivingRules(
  db: Database,
  shop: ShopScope,
  rules: ReceivingRules,
): Promise<{ ok: true } | { ok: false; reason: 'not_found' }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(shops).where(ofShop(shop)).for('update');
    if (!before) return { ok: false, reason: 'not_found' } as const;
    // Stored as numeric(4,1): "4.0" and "4" are the same limit.
    const canonical = (value: string | null) => (value === null ? null : Number(value).toFixed(1));
    const changes = diffChanges(
      Object.fromEntries(Object.entries(before).map(([key, value]) => [key, canonical(value)])),
      Object.fromEntries(Object.entries(rules).map(([key, value]) => [key, canonical(value)])),
    );
    if (!Object.keys(changes).length) return { ok: true } as const;
    await tx
      .update(shops)
      .set({ ...rules, updatedAt: new Date() })
      .where(ofShop(shop));
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'shop',
      entityId: shop.shopId,
      action: 'receiving_rules_updated',
      changes,
    });
    return { ok: true } as const;
  });
}
