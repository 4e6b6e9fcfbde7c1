import type { Scope } from '#app/modules/auth/user-record';

/**
 * The shop a page works in: the caller's own shop (a company manager's current one), or the shop the operator chose
 * in the path. Middleware resolves it once per request from the session (and, for the operator, the path); every
 * shop-level module function takes it first and touches only that shop's rows.
 */
export interface ShopScope {
  /** Who is acting: permissions, role and user id for the audit log. */
  actor: Scope;
  companyId: number;
  regionId: number;
  shopId: number;
  shopName: string;
  /** Deleted shops stay readable for the operator; nothing new is created in them. */
  shopDeleted: boolean;
  /** "Today" for prices, delivery dates and receiving is the shop's date. */
  timeZone: string;
}

/** Whether the actor of a shop scope holds a permission; repos check it too, so no caller can skip it. */
export function mayInShop(shop: Pick<ShopScope, 'actor'>, permission: Scope['permissions'][number]): boolean {
  return shop.actor.permissions.includes(permission);
}
