export const ROLES = { superAdmin: 1, companyManager: 2, admin: 3, staff: 4 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_NAMES = {
  1: 'super_admin',
  2: 'company_manager',
  3: 'admin',
  4: 'staff',
} as const satisfies Record<RoleId, string>;
/** A role's name, also its text under `common.roles`. */
export type RoleName = (typeof ROLE_NAMES)[RoleId];

export function isRoleId(value: number): value is RoleId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/**
 * Permission keys are `area:action`, one area per navigation area of spec §2.
 * Profile, password and logout need no permission: every logged-in user has them.
 */
export const PERMISSION_AREAS = {
  deliveries: ['view', 'receive', 'reclamations', 'credit_notes', 'risk_items', 'stock_excluded', 'certified'],
  asn: ['view', 'import'],
  orders: ['view', 'create', 'import'],
  products: ['view', 'edit'],
  backorders: ['view', 'edit'],
  inventory: ['view', 'count', 'manage'],
  suppliers: ['view', 'edit'],
  users: ['view', 'edit'],
  mailing: ['edit'],
  cart: ['use'],
  analytics: ['view'],
} as const;

type Areas = typeof PERMISSION_AREAS;

/**
 * The areas a user can open today (docs/decisions/023), in PERMISSION_AREAS order: the overview and the permission
 * editor show only these. The other areas' permissions stay valid (stored grants and the staff preset keep them) and
 * are shown once their pages land; the navigation test keeps this list and the navigation in step.
 */
export const BUILT_AREAS = [
  'deliveries',
  'asn',
  'orders',
  'products',
  'backorders',
  'inventory',
  'suppliers',
  'users',
  'mailing',
  'cart',
  'analytics',
] as const satisfies readonly (keyof Areas)[];
export type BuiltArea = (typeof BUILT_AREAS)[number];
export const isBuiltArea = (area: string): area is BuiltArea => (BUILT_AREAS as readonly string[]).includes(area);
/** Whether the permission editor and the overview show a permission today: every action of a built area. */
export const isBuiltPermission = (permission: string) => isBuiltArea(permission.split(':')[0]!);
export type Permission = { [A in keyof Areas]: `${A}:${Areas[A][number]}` }[keyof Areas];

export const ALL_PERMISSIONS: readonly Permission[] = Object.entries(PERMISSION_AREAS).flatMap(([area, actions]) =>
  actions.map((action) => `${area}:${action}` as Permission),
);

const permissionSet = new Set<string>(ALL_PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return permissionSet.has(value);
}

/** Preset for a new staff member: the day-to-day work of a kitchen or shop floor. */
export const STAFF_DEFAULT_PERMISSIONS: readonly Permission[] = [
  'deliveries:view',
  'deliveries:receive',
  'asn:view',
  'orders:view',
  'orders:create',
  'products:view',
  'inventory:view',
  'inventory:count',
  'suppliers:view',
  'cart:use',
];

/** Admins and managers hold every permission of their shop(s); staff hold only what was granted. */
export function effectivePermissions(role: RoleId, granted: readonly string[]): Permission[] {
  if (role !== ROLES.staff) return [...ALL_PERMISSIONS];
  return ALL_PERMISSIONS.filter((permission) => granted.includes(permission));
}
