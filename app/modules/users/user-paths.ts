/**
 * Where a shop's user pages live. The shop admin's are under /admin/settings; the operator's are right under the shop
 * (`basePath` is '/super/companies/{c}/{r}/{s}'), whose page lists the users.
 */
const OWN_BASE = '/admin';

export function usersListPath(basePath: string): string {
  return basePath === OWN_BASE ? `${OWN_BASE}/settings/users` : basePath;
}

export function userEditPath(basePath: string, userId: number): string {
  return basePath === OWN_BASE ? `${OWN_BASE}/settings/${userId}/edit` : `${basePath}/${userId}/edit`;
}

/** The operator console's page of a shop. */
export function operatorShopPath(shop: { companyId: number; regionId: number; shopId: number }): string {
  return `/super/companies/${shop.companyId}/${shop.regionId}/${shop.shopId}`;
}
