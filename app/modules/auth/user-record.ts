import type { ExportModule } from '#app/db/schema/org';
import type { Language } from '#app/utils/language';
import { effectivePermissions, ROLE_NAMES, type Permission, type RoleId } from './roles';

/** What `/backend/auth/me` and login answer, and what the pages know of the logged-in user. */
export interface UserRecord {
  id: number;
  name: string;
  lastname: string;
  email: string;
  role: { id: RoleId; name: string };
  permissions: Permission[];
  language: { code: Language };
  shop: { uuid: string; name: string; exportModule: ExportModule } | null;
  resultsPerPage: number;
}

/** The caller's tenant scope; built only from the session, never from request input. */
export interface Scope {
  userId: number;
  role: RoleId;
  companyId: number | null;
  shopId: number | null;
  permissions: Permission[];
}

export interface SessionUserRow {
  id: number;
  name: string;
  lastname: string;
  email: string;
  role: RoleId;
  permissions: string[];
  language: Language;
  resultsPerPage: number;
  companyId: number | null;
  shopId: number | null;
  shopUuid: string | null;
  shopName: string | null;
  shopExportModule: ExportModule | null;
}

export function toUserRecord(row: SessionUserRow): UserRecord {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    role: { id: row.role, name: ROLE_NAMES[row.role] },
    permissions: effectivePermissions(row.role, row.permissions),
    language: { code: row.language },
    shop:
      row.shopUuid && row.shopName && row.shopExportModule
        ? { uuid: row.shopUuid, name: row.shopName, exportModule: row.shopExportModule }
        : null,
    resultsPerPage: row.resultsPerPage,
  };
}

export function toScope(row: SessionUserRow): Scope {
  return {
    userId: row.id,
    role: row.role,
    companyId: row.companyId,
    shopId: row.shopId,
    permissions: effectivePermissions(row.role, row.permissions),
  };
}

export function hasPermission(user: Pick<UserRecord, 'permissions'>, permission: Permission): boolean {
  return user.permissions.includes(permission);
}
