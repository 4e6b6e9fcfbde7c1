import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, registrationRequests, users } from '#app/db/schema';
import type { Database } from '#app/db/client.server';
import { createTenant, createUser, uniqueEmail } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import type { RegisterInput } from './auth.schema';
import { REGISTER_LIMIT_PER_IP, submitRegistrationRequest } from './registration.service.server';
import { ROLES } from './roles';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** A fake IP no other test uses, so the per-IP limit starts from zero. */
const uniqueIp = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const tag = randomUUID().slice(0, 8);
  return {
    companyName: `Kitchen ${tag}`,
    contactName: 'Ana Novak',
    email: uniqueEmail('applicant'),
    phone: '+386 1 234 5678',
    shopCount: 3,
    message: 'We would like to try it.',
    ...overrides,
  };
}

/** The registration mails of one request, told apart by its unique company name. */
async function mailsFor(companyName: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration_request'));
  return rows.filter((row) => row.text.includes(companyName));
}

async function requestsFor(email: string) {
  return db.select().from(registrationRequests).where(eq(registrationRequests.email, email));
}

/** Every super admin who may receive mail now (other test files may add some at any time). */
async function activeSuperAdminEmails() {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, ROLES.superAdmin), eq(users.isActive, true), isNull(users.deletedAt)));
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

describe('submitRegistrationRequest', () => {
  it('stores the request as new, in the chosen language', async () => {
    const input = registration();
    const result = await submitRegistrationRequest(db, input, { language: 'si', ip: uniqueIp() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [stored] = await requestsFor(input.email);
    expect(stored).toMatchObject({
      id: result.id,
      companyName: input.companyName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      shopCount: 3,
      message: input.message,
      language: 'si',
      status: 'new',
      decidedBy: null,
      decidedAt: null,
    });
  });

  it('stores an empty message as null', async () => {
    const input = registration({ message: '' });
    const result = await submitRegistrationRequest(db, input, { language: 'en', ip: uniqueIp() });
    expect(result.ok).toBe(true);
    const [stored] = await requestsFor(input.email);
    expect(stored?.message).toBeNull();
    expect(stored?.language).toBe('en');
  });

  it('mails every active super admin once, plus the operator address, and nobody else', async () => {
    const active1 = await createUser(db, { role: ROLES.superAdmin, email: uniqueEmail('op-a') });
    const active2 = await createUser(db, { role: ROLES.superAdmin, email: uniqueEmail('op-b'), language: 'si' });
    const inactive = await createUser(db, { role: ROLES.superAdmin, email: uniqueEmail('op-off'), isActive: false });
    const deleted = await createUser(db, {
      role: ROLES.superAdmin,
      email: uniqueEmail('op-gone'),
      deletedAt: new Date(),
    });
    const operatorEmail = uniqueEmail('operator');

    const before = await activeSuperAdminEmails();
    const input = registration();
    const result = await submitRegistrationRequest(db, input, { language: 'en', ip: uniqueIp(), operatorEmail });
    const after = await activeSuperAdminEmails();
    expect(result.ok).toBe(true);

    const mails = await mailsFor(input.companyName);
    const recipients = mails.flatMap((mail) => mail.to);
    expect(mails.every((mail) => mail.to.length === 1)).toBe(true);
    expect(mails.every((mail) => mail.status === 'sending' && mail.companyId === null)).toBe(true);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).toContain(active1.email);
    expect(recipients).toContain(active2.email);
    expect(recipients).toContain(operatorEmail);
    expect(recipients).not.toContain(inactive.email);
    expect(recipients).not.toContain(deleted.email);
    const operators = recipients.filter((email) => email !== operatorEmail);
    for (const email of before) expect(operators).toContain(email);
    for (const email of operators) expect(after.has(email)).toBe(true);
    // Each mail carries the request.
    for (const mail of mails) {
      expect(mail.text).toContain(input.email);
      expect(mail.text).toContain(input.phone);
    }
  });

  it('does not mail shop admins, managers or staff', async () => {
    const tenant = await createTenant(db);
    const manager = await createUser(db, { role: ROLES.companyManager, companyId: tenant.company.id });
    const input = registration();
    expect((await submitRegistrationRequest(db, input, { language: 'en', ip: uniqueIp() })).ok).toBe(true);
    const recipients = (await mailsFor(input.companyName)).flatMap((mail) => mail.to);
    expect(recipients).not.toContain(tenant.admin.email);
    expect(recipients).not.toContain(tenant.staff.email);
    expect(recipients).not.toContain(manager.email);
  });

  it('sends one mail when the operator address is a super admin’s, whatever the case', async () => {
    const local = `Boss-${randomUUID().slice(0, 8)}`;
    const superAdmin = await createUser(db, { role: ROLES.superAdmin, email: `${local}@Example.TEST` });
    const input = registration();
    const result = await submitRegistrationRequest(db, input, {
      language: 'en',
      ip: uniqueIp(),
      operatorEmail: `${local.toUpperCase()}@example.test`,
    });
    expect(result.ok).toBe(true);
    const recipients = (await mailsFor(input.companyName)).flatMap((mail) => mail.to.map((to) => to.toLowerCase()));
    expect(recipients.filter((email) => email === superAdmin.email.toLowerCase())).toHaveLength(1);
    expect(new Set(recipients).size).toBe(recipients.length);
  });

  it('refuses past the per-IP limit and stores nothing more', async () => {
    expect(REGISTER_LIMIT_PER_IP).toEqual({ limit: 5, windowMs: 60 * 60 * 1000 });
    const ip = uniqueIp();
    const applicant = uniqueEmail('busy');
    for (let i = 0; i < REGISTER_LIMIT_PER_IP.limit; i++) {
      expect((await submitRegistrationRequest(db, registration({ email: applicant }), { language: 'en', ip })).ok).toBe(
        true,
      );
    }

    const blocked = registration({ email: applicant });
    expect(
      await submitRegistrationRequest(db, blocked, { language: 'en', ip, operatorEmail: uniqueEmail('operator') }),
    ).toEqual({
      ok: false,
      reason: 'rate_limited',
    });
    expect(await requestsFor(applicant)).toHaveLength(REGISTER_LIMIT_PER_IP.limit);
    expect(await mailsFor(blocked.companyName)).toHaveLength(0);

    // Another IP is not held back.
    const other = registration({ email: applicant });
    expect((await submitRegistrationRequest(db, other, { language: 'en', ip: uniqueIp() })).ok).toBe(true);
    expect(await requestsFor(applicant)).toHaveLength(REGISTER_LIMIT_PER_IP.limit + 1);
  });
});
