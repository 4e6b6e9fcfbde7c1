import { describe, expect, it } from 'vitest';
import { operatorShopPath, userEditPath, usersListPath } from './user-paths';

describe('user paths', () => {
  it('puts the shop admin’s pages under /admin/settings', () => {
    expect(usersListPath('/admin')).toBe('/admin/settings/users');
    expect(userEditPath('/admin', 7)).toBe('/admin/settings/7/edit');
  });

  it('puts the operator’s right under the shop, whose page lists the users', () => {
    const base = operatorShopPath({ companyId: 1, regionId: 2, shopId: 3 });
    expect(base).toBe('/super/companies/1/2/3');
    expect(usersListPath(base)).toBe(base);
    expect(userEditPath(base, 7)).toBe('/super/companies/1/2/3/7/edit');
  });
});
