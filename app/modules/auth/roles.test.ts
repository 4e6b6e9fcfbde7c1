import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, effectivePermissions, isPermission, PERMISSION_AREAS, ROLES } from './roles';

describe('permissions', () => {
  it('has an area:action key for every navigation area of spec §2', () => {
    expect(Object.keys(PERMISSION_AREAS).sort()).toEqual(
      [
        'analytics',
        'asn',
        'backorders',
        'cart',
        'deliveries',
        'inventory',
        'mailing',
        'orders',
        'products',
        'suppliers',
        'users',
      ].sort(),
    );
    for (const permission of ALL_PERMISSIONS) expect(permission).toMatch(/^[a-z]+:[a-z_]+$/);
  });

  it('gives admins, managers and the operator everything, and staff only what was granted', () => {
    expect(effectivePermissions(ROLES.admin, [])).toEqual(ALL_PERMISSIONS);
    expect(effectivePermissions(ROLES.companyManager, [])).toEqual(ALL_PERMISSIONS);
    expect(effectivePermissions(ROLES.superAdmin, [])).toEqual(ALL_PERMISSIONS);
    expect(effectivePermissions(ROLES.staff, ['orders:view', 'made:up', 'cart:use'])).toEqual([
      'orders:view',
      'cart:use',
    ]);
  });

  it('recognises only known keys', () => {
    expect(isPermission('orders:view')).toBe(true);
    expect(isPermission('orders:delete-everything')).toBe(false);
  });
});
