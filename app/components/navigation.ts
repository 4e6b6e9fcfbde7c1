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
  { items: [{ to: '/admin/products', labelKey: 'products.title', icon: 'products', permission: 'products:view' }] },
  {
    items: [
      { to: '/admin/suppliers', labelKey: 'common.nav.suppliers', icon: 'suppliers', permission: 'suppliers:view' },
    ],
  },
  {
    labelKey: 'orderHistory.navSection',
    items: [
      {
        to: '/admin/ordering/new-order',
        labelKey: 'cart.newOrderTitle',
        icon: 'newOrder',
        permission: 'orders:create',
      },
      {
        to: '/admin/cart',
        labelKey: 'cart.cartTitle',
        icon: 'cart',
        permission: 'cart:use',
        countKey: 'common.nav.cartLines',
      },
      {
        to: '/admin/ordering/approvals',
        labelKey: 'cart.approvals.title',
        icon: 'registrations',
        permission: 'orders:create',
        countKey: 'cart.approvals.navCount',
      },
      {
        to: '/admin/ordering',
        labelKey: 'orderHistory.title',
        icon: 'orderHistory',
        permission: 'orders:view',
        end: true,
      },
      {
        to: '/admin/ordering/import-order',
        labelKey: 'orderHistory.importTitle',
        icon: 'orderImport',
        permission: 'orders:import',
        alsoNeeds: ['orders:create'],
      },
    ],
  },
  {
    labelKey: 'deliveryLists.nav.section',
    items: [
      {
        to: '/admin/deliveries/notes',
        labelKey: 'deliveryLists.nav.notes',
        icon: 'deliveryNotes',
        permission: 'deliveries:view',
      },
      {
        to: '/admin/backorder',
        labelKey: 'deliveryLists.nav.backorders',
        icon: 'backorders',
        permission: 'backorders:view',
      },
      {
        to: '/admin/deliveries/reclamations',
        labelKey: 'deliveryLists.nav.reclamations',
        icon: 'reclamations',
        permission: 'deliveries:reclamations',
      },
      {
        to: '/admin/deliveries/riskproducts',
        labelKey: 'deliveryLists.nav.riskItems',
        icon: 'riskItems',
        permission: 'deliveries:risk_items',
      },
      {
        to: '/admin/deliveries/ascmsc',
        labelKey: 'deliveryLists.nav.certified',
        icon: 'certified',
        permission: 'deliveries:certified',
      },
      {
        to: '/admin/deliveries/stockexcluded',
        labelKey: 'deliveryLists.nav.stockExcluded',
        icon: 'stockExcluded',
        permission: 'deliveries:stock_excluded',
      },
      {
        to: '/admin/deliveries/comparison',
        labelKey: 'deliveryLists.nav.comparison',
        icon: 'comparison',
        permission: 'deliveries:credit_notes',
      },
    ],
  },
  {
    labelKey: 'asn.nav.section',
    items: [
      {
        to: '/admin/advance-ship-notice',
        labelKey: 'asn.nav.list',
        icon: 'deliveryNotes',
        permission: 'asn:view',
        end: true,
      },
      {
        to: '/admin/advance-ship-notice/import-asn',
        labelKey: 'asnImport.nav',
        icon: 'asnImport',
        permission: 'asn:import',
      },
      {
        to: '/admin/advance-ship-notice/api-keys',
        labelKey: 'asnApi.keys.nav',
        icon: 'asnApiKeys',
        permission: 'asn:import',
      },
    ],
  },
  {
    labelKey: 'inventory.nav.section',
    items: [
      {
        to: '/admin/inventory/add',
        labelKey: 'inventory.nav.add',
        icon: 'inventoryAdd',
        permission: 'inventory:manage',
      },
      {
        to: '/admin/inventory/history',
        labelKey: 'inventory.nav.history',
        icon: 'inventoryHistory',
        permission: 'inventory:view',
      },
      {
        to: '/admin/inventory/departments',
        labelKey: 'inventory.nav.departments',
        icon: 'departments',
        permission: 'inventory:manage',
      },
      {
        to: '/admin/inventory/sectors',
        labelKey: 'inventory.nav.sectors',
        icon: 'sectors',
        permission: 'inventory:manage',
      },
      {
        to: '/admin/inventory/sector-products',
        labelKey: 'inventory.nav.sectorProducts',
        icon: 'sectorProducts',
        permission: 'inventory:manage',
      },
    ],
  },
  {
    items: [{ to: '/admin/analytics', labelKey: 'analytics.nav', icon: 'analytics', permission: 'analytics:view' }],
  },
  {
    labelKey: 'common.nav.settings',
    items: [
      { to: '/admin/settings/users', labelKey: 'users.title', icon: 'users', permission: 'users:view' },
      { to: '/admin/settings/mailing', labelKey: 'mailing.title', icon: 'mailing', permission: 'mailing:edit' },
      {
        to: '/admin/settings/receiving',
        labelKey: 'deliveryLists.nav.settings',
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
      { to: '/super/registration-requests', labelKey: 'registrations.nav', icon: 'registrations' },
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
