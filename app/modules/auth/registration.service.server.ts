import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import { registrationRequests, users } from '#app/db/schema';
import { enqueueMail } from '#app/modules/mail/outbox.repo.server';
import { registrationRequestMail } from '#app/modules/mail/templates.server';
import type { RegisterInput } from './auth.schema';
import type { Language } from '#app/utils/language';
import { hitRateLimit } from './rate-limit.repo.server';
import { ROLES } from './roles';

export const REGISTER_LIMIT_PER_IP = { limit: 5, windowMs: 60 * 60 * 1000 };

/** Stores the request and, in the same transaction, mails every operator (and OPERATOR_EMAIL). */
export async function submitRegistrationRequest(
  db: Database,
  input: RegisterInput,
  options: { language: Language; ip: string | null; operatorEmail?: string },
): Promise<{ ok: true; id: number } | { ok: false; reason: 'rate_limited' }> {
  if (!(await hitRateLimit(db, `register:ip:${options.ip ?? 'unknown'}`, REGISTER_LIMIT_PER_IP))) {
    return { ok: false, reason: 'rate_limited' };
  }
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(registrationRequests)
      .values({ ...input, message: input.message || null, language: options.language })
      .returning({ id: registrationRequests.id });
    const operators = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.role, ROLES.superAdmin), eq(users.isActive, true), isNull(users.deletedAt)));
    const recipients = new Map(operators.map((o) => [o.email.toLowerCase(), o.language]));
    const operatorEmail = options.operatorEmail?.toLowerCase();
    if (operatorEmail && !recipients.has(operatorEmail)) recipients.set(operatorEmail, 'en');
    for (const [email, language] of recipients) {
      await enqueueMail(tx, { kind: 'registration_request', to: [email], ...registrationRequestMail(language, input) });
    }
    return { ok: true, id: request!.id } as const;
  });
}
