import type { Database } from '#app/db/client.server';
import { users } from '#app/db/schema';
import { hashPassword } from '#app/modules/auth/password.server';
import { ROLES } from '#app/modules/auth/roles';
import { recordAudit } from '#app/modules/audit/audit.repo.server';

/** For the operator's command line only: there is no page that creates a super admin. */
export async function createSuperAdmin(
  db: Database,
  input: { email: string; name: string; lastname: string; password: string },
): Promise<{ ok: true; id: number } | { ok: false; reason: 'email_taken' }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // The unique index on lower(email) decides, so two operators racing for one address cannot both win.
    const [row] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, lastname: input.lastname, passwordHash, role: ROLES.superAdmin })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) return { ok: false, reason: 'email_taken' } as const;
    await recordAudit(tx, {
      companyId: null,
      actorUserId: null,
      entityType: 'user',
      entityId: row!.id,
      action: 'super_admin_created',
    });
    return { ok: true, id: row!.id } as const;
  });
}
