import { ROLES } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';

/**
 * The operator console's data is for role 1 only, whatever the route or form says. The super layout's guard answers
 * 403 first; behind it the repos check again, as results: a read by anyone else finds nothing, a write is refused as
 * `forbidden`.
 */
export function isOperator(scope: Scope): boolean {
  return scope.role === ROLES.superAdmin;
}
