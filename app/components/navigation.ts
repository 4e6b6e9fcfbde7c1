import type { TranslationKey } from '#app/locales';
import type { Permission } from '#app/modules/auth/roles';

export type NavIcon =
  | 'home'
  | 'settings'
  | 'user'
  | 'password'
  | 'companies'
  | 'suppliers'
  | 'products'
  | 'registrations'
  | 'users'
  | 'mailing'
  | 'orderHistory'
  | 'orderImport'
  | 'newOrder'
  | 'cart'
  | 'deliveryNotes'
  | 'backorders'
  | 'receivingRules'
  | 'asnImport'
  | 'asnApiKeys'
  | 'reclamations'
  | 'riskItems'
  | 'stockExcluded'
  | 'certified'
  | 'comparison'
  | 'inventoryAdd'
  | 'inventoryHistory'
  | 'departments'
  | 'sectors'
  | 'sectorProducts'
  | 'analytics';

interface NavItem {
  to: string;
  labelKey: TranslationKey;
  icon: NavIcon;
  /** Shown only to users holding this permission; none means every logged-in user. */
  permission?: Permission;
  /** Permissions needed as well (importing orders also creates them). */
  alsoNeeds?: readonly Permission[];
  end?: boolean;
  /** A count shown beside the label (e.g. the cart's lines), read out as this key with {{count}}. */
  countKey?: TranslationKey;
}

export interface NavSection {
  labelKey?: TranslationKey;
  items: NavItem[];
}

/** The logged-in layout's areas (spec §2 "Navigation areas"); later areas are added here as they ship. */
export const ADMIN_NAV: NavSection[] = [
  { items: [{ to: '/admin', labelKey: 'common.nav.dashboard', icon: 'home', end: true }] },
  {
    items: [{ to: '/admin/products', labelKey: 'common.nav.products', icon: 'products', permission: 'products:view' }],
  },
  {
    items: [
      { to: '/admin/suppliers', labelKey: 'common.nav.suppliers', icon: 'suppliers', permission: 'suppliers:view' },
    ],
  },
  {
    labelKey: 'common.nav.orders.section',
    items: [
      {
        to: '/admin/ordering/new-order',
        labelKey: 'common.nav.orders.newOrder',
        icon: 'newOrder',
        permission: 'orders:create',
      },
      {
        to: '/admin/cart',
        labelKey: 'common.nav.orders.cart',
        icon: 'cart',
        permission: 'cart:use',
        countKey: 'common.nav.cartLines',
      },
      {
        to: '/admin/ordering/approvals',
        labelKey: 'common.nav.orders.approvals',
        icon: 'registrations',
        permission: 'orders:create',
        countKey: 'common.nav.orders.approvalsCount',
      },
      {
        to: '/admin/ordering',
        labelKey: 'common.nav.orders.history',
        icon: 'orderHistory',
        permission: 'orders:view',
        end: true,
      },
      {
        to: '/admin/ordering/import-order',
        labelKey: 'common.nav.orders.import',
        icon: 'orderImport',
        permission: 'orders:import',
        alsoNeeds: ['orders:create'],
      },
    ],
  },
  {
    labelKey: 'common.nav.deliveries.section',
    items: [
      {
        to: '/admin/deliveries/notes',
        labelKey: 'common.nav.deliveries.notes',
        icon: 'deliveryNotes',
        permission: 'deliveries:view',
      },
      {
        to: '/admin/backorder',
        labelKey: 'common.nav.deliveries.backorders',
        icon: 'backorders',
        permission: 'backorders:view',
      },
      {
        to: '/admin/deliveries/reclamations',
        labelKey: 'common.nav.deliveries.reclamations',
        icon: 'reclamations',
        permission: 'deliveries:reclamations',
      },
      {
        to: '/admin/deliveries/riskproducts',
        labelKey: 'common.nav.deliveries.riskItems',
        icon: 'riskItems',
        permission: 'deliveries:risk_items',
      },
      {
        to: '/admin/deliveries/ascmsc',
        labelKey: 'common.nav.deliveries.certified',
        icon: 'certified',
        permission: 'deliveries:certified',
      },
      {
        to: '/admin/deliveries/stockexcluded',
        labelKey: 'common.nav.deliveries.stockExcluded',
        icon: 'stockExcluded',
        permission: 'deliveries:stock_excluded',
      },
      {
        to: '/admin/deliveries/comparison',
        labelKey: 'common.nav.deliveries.comparison',
        icon: 'comparison',
        permission: 'deliveries:credit_notes',
      },
    ],
  },
  {
    labelKey: 'common.nav.asn.section',
    items: [
      {
        to: '/admin/advance-ship-notice',
        labelKey: 'common.nav.asn.list',
        icon: 'deliveryNotes',
        permission: 'asn:view',
        end: true,
      },
      {
        to: '/admin/advance-ship-notice/import-asn',
        labelKey: 'common.nav.asn.import',
        icon: 'asnImport',
        permission: 'asn:import',
      },
      {
        to: '/admin/advance-ship-notice/api-keys',
        labelKey: 'common.nav.asn.apiKeys',
        icon: 'asnApiKeys',
        permission: 'asn:import',
      },
    ],
  },
  {
    labelKey: 'common.nav.inventory.section',
    items: [
      {
        to: '/admin/inventory/add',
        labelKey: 'common.nav.inventory.add',
        icon: 'inventoryAdd',
        permission: 'inventory:manage',
      },
      {
        to: '/admin/inventory/history',
        labelKey: 'common.nav.inventory.history',
        icon: 'inventoryHistory',
        permission: 'inventory:view',
      },
      {
        to: '/admin/inventory/departments',
        labelKey: 'common.nav.inventory.departments',
        icon: 'departments',
        permission: 'inventory:manage',
      },
      {
        to: '/admin/inventory/sectors',
        labelKey: 'common.nav.inventory.sectors',
        icon: 'sectors',
        permission: 'inventory:manage',
      },
      {
        to: '/admin/inventory/sector-products',
        labelKey: 'common.nav.inventory.sectorProducts',
        icon: 'sectorProducts',
        permission: 'inventory:manage',
      },
    ],
  },
  {
    items: [
      { to: '/admin/analytics', labelKey: 'common.nav.analytics', icon: 'analytics', permission: 'analytics:view' },
    ],
  },
  {
    labelKey: 'common.nav.settings',
    items: [
      { to: '/admin/settings/users', labelKey: 'common.nav.users', icon: 'users', permission: 'users:view' },
      { to: '/admin/settings/mailing', labelKey: 'common.nav.mailing', icon: 'mailing', permission: 'mailing:edit' },
      {
        to: '/admin/settings/receiving',
        labelKey: 'common.nav.deliveries.settings',
        icon: 'receivingRules',
        permission: 'products:edit',
      },
      { to: '/admin/settings/profile', labelKey: 'common.nav.profile', icon: 'user' },
      { to: '/admin/settings/change-password', labelKey: 'common.nav.changePassword', icon: 'password' },
    ],
  },
];

export const SUPER_NAV: NavSection[] = [
  {
    items: [
      { to: '/super/companies', labelKey: 'common.nav.companies', icon: 'companies' },
      { to: '/super/suppliers', labelKey: 'common.nav.suppliers', icon: 'suppliers' },
      { to: '/super/registration-requests', labelKey: 'common.nav.registrations', icon: 'registrations' },
    ],
  },
  {
    labelKey: 'common.nav.settings',
    items: [
      { to: '/admin/settings/profile', labelKey: 'common.nav.profile', icon: 'user' },
      { to: '/admin/settings/change-password', labelKey: 'common.nav.changePassword', icon: 'password' },
    ],
  },
];

/** Drops the items the user may not open, and sections left empty. */
export function visibleNav(sections: NavSection[], permissions: readonly string[]): NavSection[] {
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) =>
          (!item.permission || permissions.includes(item.permission)) &&
          (item.alsoNeeds ?? []).every((p) => permissions.includes(p)),
      ),
    }))
    .filter((section) => section.items.length > 0);
}
