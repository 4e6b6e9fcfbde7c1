import { describe, expect, it } from 'vitest';
import { visibleNav, type NavSection } from './navigation';

describe('visibleNav', () => {
  const sections: NavSection[] = [
    { items: [{ to: '/admin', labelKey: 'common.nav.dashboard', icon: 'home' }] },
    {
      labelKey: 'common.nav.orders.section',
      items: [
        { to: '/admin/ordering', labelKey: 'common.nav.orders.history', icon: 'home', permission: 'orders:view' },
      ],
    },
    {
      labelKey: 'common.nav.settings',
      items: [
        { to: '/admin/settings/users', labelKey: 'common.nav.users', icon: 'user', permission: 'users:view' },
        { to: '/admin/settings/profile', labelKey: 'common.nav.profile', icon: 'user' },
      ],
    },
  ];

  it('shows only what the permissions allow and drops empty sections', () => {
    const visible = visibleNav(sections, []);
    expect(visible.map((s) => s.items.map((i) => i.to))).toEqual([['/admin'], ['/admin/settings/profile']]);
  });

  it('shows permitted areas', () => {
    const visible = visibleNav(sections, ['orders:view', 'users:view']);
    expect(visible.flatMap((s) => s.items.map((i) => i.to))).toEqual([
      '/admin',
      '/admin/ordering',
      '/admin/settings/users',
      '/admin/settings/profile',
    ]);
  });

  it('shows an item that needs several permissions only to users holding all of them', () => {
    const importing: NavSection[] = [
      {
        items: [
          {
            to: '/admin/ordering/import-order',
            labelKey: 'common.nav.orders.import',
            icon: 'orderImport',
            permission: 'orders:import',
            alsoNeeds: ['orders:create'],
          },
        ],
      },
    ];
    expect(visibleNav(importing, ['orders:import'])).toEqual([]);
    expect(visibleNav(importing, ['orders:create'])).toEqual([]);
    expect(visibleNav(importing, ['orders:import', 'orders:create']).flatMap((s) => s.items.map((i) => i.to))).toEqual([
      '/admin/ordering/import-order',
    ]);
  });
});
