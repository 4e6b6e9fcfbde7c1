import { describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '#app/components/navigation';
import { BUILT_AREAS, isBuiltArea, isBuiltPermission, isPermission, PERMISSION_AREAS } from './roles';

describe('areas shown today', () => {
  it('are exactly the areas the navigation opens, so no one is offered a page that does not exist', () => {
    const navigated = new Set(
      ADMIN_NAV.flatMap((section) =>
        section.items.flatMap((item) => (item.permission ? [item.permission.split(':')[0]] : [])),
      ),
    );
    expect([...BUILT_AREAS].sort()).toEqual([...navigated].sort());
    expect(isBuiltArea('asn')).toBe(true);
    expect(isBuiltArea('inventory')).toBe(true);
    expect(isBuiltArea('analytics')).toBe(true);
  });

  it('keep every permission of the data model valid, shown or not', () => {
    expect(isPermission('deliveries:view')).toBe(true);
    for (const area of BUILT_AREAS) expect(Object.keys(PERMISSION_AREAS)).toContain(area);
  });

  it('show every action of a built area', () => {
    expect(isBuiltPermission('deliveries:view')).toBe(true);
    expect(isBuiltPermission('deliveries:receive')).toBe(true);
    expect(isBuiltPermission('backorders:edit')).toBe(true);
    for (const action of ['reclamations', 'credit_notes', 'risk_items', 'stock_excluded', 'certified'])
      expect(isBuiltPermission(`deliveries:${action}`)).toBe(true);
    expect(isBuiltPermission('asn:import')).toBe(true);
    for (const action of ['view', 'count', 'manage']) expect(isBuiltPermission(`inventory:${action}`)).toBe(true);
    expect(isBuiltPermission('analytics:view')).toBe(true);
  });
});
