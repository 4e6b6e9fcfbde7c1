import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { sessions, shops } from '#app/db/schema';
import type { SwitchableShop } from './active-shop.schema';
import { ROLES } from './roles';
import { shopIsLive } from './session.repo.server';
import type { Scope } from './user-record';

/** The shops a company manager may switch to: the live shops of their company, by name. Nobody else switches. */
export async function listSwitchableShops(db: DbOrTx, scope: Scope): Promise<SwitchableShop[]> {
  if (scope.role !== ROLES.companyManager || scope.companyId === null) return [];
  return db
    .select({ uuid: shops.uuid, name: shops.name })
    .from(shops)
    .where(and(eq(shops.companyId, scope.companyId), shopIsLive()))
    .orderBy(asc(shops.name), asc(shops.id));
}

export type SetActiveShopResult = { ok: true } | { ok: false; reason: 'forbidden' | 'not_found' };

/**
 * Makes `shopUuid` the shop the manager works in for this session (their other sessions keep their own choice).
 * Only a live shop of the manager's own company is accepted; anything else is not found, whoever owns it.
 */
export async function setActiveShop(
  db: DbOrTx,
  scope: Scope,
  sessionId: number,
  shopUuid: string,
): Promise<SetActiveShopResult> {
  if (scope.role !== ROLES.companyManager || scope.companyId === null) return { ok: false, reason: 'forbidden' };
  const [row] = await db
    .update(sessions)
    .set({ activeShopId: shops.id })
    .from(shops)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, scope.userId),
        eq(shops.uuid, shopUuid),
        eq(shops.companyId, scope.companyId),
        shopIsLive(),
      ),
    )
    .returning({ id: sessions.id });
  return row ? { ok: true } : { ok: false, reason: 'not_found' };
}
