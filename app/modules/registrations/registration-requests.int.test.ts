import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import {
  auditLog,
  companies,
  mailOutbox,
  passwordResetTokens,
  regions,
  registrationRequests,
  shops,
  users,
} from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { createTenant, createUser, uniqueEmail } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { approvalDefaults, type ApproveInput } from './registration-request.schema';
import { getRegistrationRequest, listRegistrationRequests } from './registration-requests.repo.server';
import { approveRegistrationRequest, rejectRegistrationRequest } from './registration-requests.service.server';

const APP_URL = 'https://prevzem.example';

let db: Database;
let superScope: Scope;
let adminScope: Scope;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
  const operator = await createUser(db, { role: ROLES.superAdmin, name: 'Sara' });
  superScope = { userId: operator.id, role: ROLES.superAdmin, companyId: null, shopId: null, permissions: [] };
  const tenant = await createTenant(db);
  adminScope = {
    userId: tenant.admin.id,
    role: ROLES.admin,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: ['users:view', 'users:edit'],
  };
});

/** A company name no other request in the shared database has. */
const uniqueName = (label = 'Gostilna') => `${label} Zq${randomUUID().slice(0, 8)}`;

async function createRequest(values: Partial<typeof registrationRequests.$inferInsert> = {}) {
  const [row] = await db
    .insert(registrationRequests)
    .values({
      companyName: uniqueName(),
      contactName: 'Marta Lipnik',
      email: uniqueEmail('marta'),
      phone: '+386 41 123 456',
      shopCount: 2,
      language: 'si',
      ...values,
    })
    .returning();
  return row!;
}

const approval = (
  request: Awaited<ReturnType<typeof createRequest>>,
  values: Partial<ApproveInput> = {},
): ApproveInput => ({
  ...approvalDefaults(request, 'Osrednja Slovenija'),
  ...values,
});

async function requestRow(id: number) {
  const [row] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id));
  return row!;
}

const mailsTo = (email: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, [email]))
    .orderBy(desc(mailOutbox.id));
const companiesNamed = (name: string) => db.select().from(companies).where(eq(companies.name, name));

describe('listRegistrationRequests', () => {
  it('shows new requests newest first, filters by status and searches company, contact and e-mail', async () => {
    const tag = `Zq${randomUUID().slice(0, 8)}`;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const older = await createRequest({ companyName: `${tag} Older`, createdAt: at(1) });
    const newer = await createRequest({ companyName: `${tag} Newer`, createdAt: at(2) });
    const approved = await createRequest({ companyName: `${tag} Approved`, status: 'approved', createdAt: at(3) });
    const rejected = await createRequest({ companyName: `${tag} Rejected`, status: 'rejected', createdAt: at(4) });
    const byContact = await createRequest({ contactName: `Jure ${tag}`, createdAt: at(5) });
    const byEmail = await createRequest({ email: `${tag.toLowerCase()}@kavarna.test`, createdAt: at(6) });

    const ids = async (status: 'new' | 'approved' | 'rejected' | 'all', q = tag) =>
      (await listRegistrationRequests(db, superScope, { q, status, page: 1, perPage: 10 })).rows.map((row) => row.id);
    expect(await ids('new')).toEqual([byEmail.id, byContact.id, newer.id, older.id]);
    expect(await ids('approved')).toEqual([approved.id]);
    expect(await ids('rejected')).toEqual([rejected.id]);
    expect(await ids('all')).toEqual([byEmail.id, byContact.id, rejected.id, approved.id, newer.id, older.id]);
    // Case does not matter; `%` and `_` are literal characters.
    expect(await ids('all', tag.toUpperCase())).toHaveLength(6);
    expect(await ids('all', `${tag}%`)).toEqual([]);
    expect(await ids('all', `${tag}_Newer`)).toEqual([]);

    const { rows } = await listRegistrationRequests(db, superScope, {
      q: `${tag} Newer`,
      status: 'new',
      page: 1,
      perPage: 10,
    });
    expect(rows).toEqual([
      {
        id: newer.id,
        companyName: newer.companyName,
        contactName: 'Marta Lipnik',
        email: newer.email,
        shopCount: 2,
        status: 'new',
        createdAt: at(2),
      },
    ]);
  });

  it('pages with the total of all matches', async () => {
    const tag = `Zq${randomUUID().slice(0, 8)}`;
    const created = [];
    for (let i = 0; i < 5; i++)
      created.push(
        await createRequest({ companyName: `${tag} ${i}`, createdAt: new Date(Date.UTC(2026, 1, 1, 8, i)) }),
      );
    const page = (n: number) =>
      listRegistrationRequests(db, superScope, { q: tag, status: 'new', page: n, perPage: 2 });
    const newestFirst = created.map((row) => row.id).reverse();
    expect(await page(1)).toMatchObject({ total: 5, rows: newestFirst.slice(0, 2).map((id) => ({ id })) });
    expect(await page(3)).toMatchObject({ total: 5, rows: [{ id: newestFirst[4] }] });
    expect(await page(4)).toEqual({ total: 5, rows: [] });
  });
});

describe('getRegistrationRequest', () => {
  it('answers the request, and null for an id that does not exist', async () => {
    const request = await createRequest({ message: 'Two restaurants and a bar.' });
    expect(await getRegistrationRequest(db, superScope, request.id)).toMatchObject({
      id: request.id,
      companyName: request.companyName,
      message: 'Two restaurants and a bar.',
      language: 'si',
      status: 'new',
      decidedAt: null,
      decidedByName: null,
    });
    expect(await getRegistrationRequest(db, superScope, 2_147_483_647)).toBeNull();
  });
});

describe('approveRegistrationRequest', () => {
  it('creates company, region, shop and an invited admin in one go, and marks the request approved', async () => {
    const request = await createRequest({ contactName: 'Ana Marija Novak' });
    const result = await approveRegistrationRequest(
      db,
      superScope,
      request.id,
      approval(request, {
        vatNumber: 'SI12345679',
        shopAddress: 'Trg 1, Ljubljana',
        exportModule: 'minimax',
        timeZone: 'Europe/Vienna',
      }),
      APP_URL,
    );
    if (!result.ok) throw new Error(`approval refused: ${result.reason}`);

    const [company] = await db.select().from(companies).where(eq(companies.id, result.companyId));
    expect(company).toMatchObject({
      name: request.companyName,
      vatNumber: 'SI12345679',
      address: null,
      isActive: true,
    });
    const [region] = await db.select().from(regions).where(eq(regions.id, result.regionId));
    expect(region).toMatchObject({ companyId: result.companyId, name: 'Osrednja Slovenija' });
    const [shop] = await db.select().from(shops).where(eq(shops.id, result.shopId));
    expect(shop).toMatchObject({
      companyId: result.companyId,
      regionId: result.regionId,
      name: request.companyName,
      address: 'Trg 1, Ljubljana',
      timeZone: 'Europe/Vienna',
      exportModule: 'minimax',
    });
    const [admin] = await db.select().from(users).where(eq(users.id, result.userId));
    expect(admin).toMatchObject({
      name: 'Ana Marija',
      lastname: 'Novak',
      email: request.email,
      role: ROLES.admin,
      companyId: result.companyId,
      shopId: result.shopId,
      language: 'si',
      passwordHash: null,
      isActive: true,
    });

    const tokens = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, result.userId));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'invite', usedAt: null });
    const [mail] = await mailsTo(request.email);
    expect(mail).toMatchObject({ kind: 'invitation', companyId: result.companyId, status: 'sending' });
    expect(mail!.text).toContain(`${APP_URL}/reset-password?token=`);
    expect(mail!.text).toContain('&invitation=1');
    expect(mail!.subject).toBe(`Vaš račun v Prevzemu za ${request.companyName}`);

    expect(await requestRow(request.id)).toMatchObject({
      status: 'approved',
      decidedBy: superScope.userId,
      rejectionReason: null,
    });
    expect((await requestRow(request.id)).decidedAt).toBeInstanceOf(Date);
    expect(await getRegistrationRequest(db, superScope, request.id)).toMatchObject({
      status: 'approved',
      decidedByName: 'Sara User',
    });

    // Every creation is in the new company's history, by the operator.
    const history = await db
      .select({ entityType: auditLog.entityType, action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.companyId, result.companyId));
    expect(history.map((h) => h.entityType).sort()).toEqual(['company', 'region', 'shop', 'user']);
    expect(history.every((h) => h.action === 'created' && h.actor === superScope.userId)).toBe(true);
    const decision = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'registration_request'), eq(auditLog.entityId, String(request.id))));
    expect(decision).toMatchObject([{ action: 'approved', actorUserId: superScope.userId, companyId: null }]);
  });

  it('rolls everything back when the admin e-mail already belongs to a user, in any case', async () => {
    const existing = (await createTenant(db)).staff;
    const request = await createRequest();
    const result = await approveRegistrationRequest(
      db,
      superScope,
      request.id,
      approval(request, { adminEmail: existing.email.toUpperCase() }),
      APP_URL,
    );
    expect(result).toEqual({ ok: false, reason: 'email_taken' });
    expect(await companiesNamed(request.companyName)).toEqual([]);
    expect(await db.select().from(shops).where(eq(shops.name, request.companyName))).toEqual([]);
    expect(await requestRow(request.id)).toMatchObject({ status: 'new', decidedBy: null, decidedAt: null });
    expect(await mailsTo(existing.email.toUpperCase())).toEqual([]);
    expect(await mailsTo(existing.email)).toEqual([]);

    // With a free e-mail the same request goes through.
    const retry = await approveRegistrationRequest(db, superScope, request.id, approval(request), APP_URL);
    expect(retry.ok).toBe(true);
    expect(await companiesNamed(request.companyName)).toHaveLength(1);
  });

  it('refuses a request that is already decided, and creates nothing', async () => {
    const request = await createRequest();
    expect((await approveRegistrationRequest(db, superScope, request.id, approval(request), APP_URL)).ok).toBe(true);
    const again = await approveRegistrationRequest(
      db,
      superScope,
      request.id,
      approval(request, { adminEmail: uniqueEmail('second') }),
      APP_URL,
    );
    expect(again).toEqual({ ok: false, reason: 'already_decided' });
    expect(await companiesNamed(request.companyName)).toHaveLength(1);

    const rejected = await createRequest();
    expect(await rejectRegistrationRequest(db, superScope, rejected.id, { reason: 'Outside our area.' })).toEqual({
      ok: true,
    });
    expect(await approveRegistrationRequest(db, superScope, rejected.id, approval(rejected), APP_URL)).toEqual({
      ok: false,
      reason: 'already_decided',
    });
    expect(await companiesNamed(rejected.companyName)).toEqual([]);
    expect(await requestRow(rejected.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Outside our area.' });
  });

  it('lets only one of two operators approving at the same moment through', async () => {
    const request = await createRequest();
    const results = await Promise.all([
      approveRegistrationRequest(
        db,
        superScope,
        request.id,
        approval(request, { adminEmail: uniqueEmail('first') }),
        APP_URL,
      ),
      approveRegistrationRequest(
        db,
        superScope,
        request.id,
        approval(request, { adminEmail: uniqueEmail('second') }),
        APP_URL,
      ),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'already_decided' }]);
    expect(await companiesNamed(request.companyName)).toHaveLength(1);
  });

  it('answers not_found for a request that does not exist', async () => {
    const request = await createRequest();
    expect(await approveRegistrationRequest(db, superScope, 2_147_483_647, approval(request), APP_URL)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('refuses invalid input before touching anything', async () => {
    const request = await createRequest();
    await expect(
      approveRegistrationRequest(db, superScope, request.id, approval(request, { timeZone: 'Mars/Olympus' }), APP_URL),
    ).rejects.toThrow();
    expect(await requestRow(request.id)).toMatchObject({ status: 'new' });
  });
});

describe('rejectRegistrationRequest', () => {
  it('stores the reason and e-mails the requester in the language of their request', async () => {
    const si = await createRequest({ language: 'si' });
    expect(
      await rejectRegistrationRequest(db, superScope, si.id, { reason: '  Trenutno delamo samo s hoteli.  ' }),
    ).toEqual({ ok: true });
    expect(await requestRow(si.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Trenutno delamo samo s hoteli.',
      decidedBy: superScope.userId,
    });
    expect((await requestRow(si.id)).decidedAt).toBeInstanceOf(Date);
    const [siMail] = await mailsTo(si.email);
    expect(siMail).toMatchObject({
      kind: 'registration_rejected',
      companyId: null,
      subject: `Vaša zahteva za račun v Prevzemu za ${si.companyName}`,
    });
    expect(siMail!.text).toContain('Pozdravljeni, Marta Lipnik,');
    expect(siMail!.text).toContain('Razlog:\nTrenutno delamo samo s hoteli.');
    expect(await getRegistrationRequest(db, superScope, si.id)).toMatchObject({
      status: 'rejected',
      decidedByName: 'Sara User',
    });

    const en = await createRequest({ language: 'en' });
    await rejectRegistrationRequest(db, superScope, en.id, { reason: 'We only serve Slovenia for now.' });
    const [enMail] = await mailsTo(en.email);
    expect(enMail!.subject).toBe(`Your Prevzem account request for ${en.companyName}`);
    expect(enMail!.text).toContain('Reason:\nWe only serve Slovenia for now.');
  });

  it('refuses a second decision and sends no second mail', async () => {
    const request = await createRequest();
    await rejectRegistrationRequest(db, superScope, request.id, { reason: 'First reason.' });
    expect(await rejectRegistrationRequest(db, superScope, request.id, { reason: 'Second reason.' })).toEqual({
      ok: false,
      reason: 'already_decided',
    });
    expect(await requestRow(request.id)).toMatchObject({ rejectionReason: 'First reason.' });
    expect(await mailsTo(request.email)).toHaveLength(1);

    const approved = await createRequest();
    await approveRegistrationRequest(db, superScope, approved.id, approval(approved), APP_URL);
    expect(await rejectRegistrationRequest(db, superScope, approved.id, { reason: 'Too late.' })).toEqual({
      ok: false,
      reason: 'already_decided',
    });
    expect(await requestRow(approved.id)).toMatchObject({ status: 'approved', rejectionReason: null });
    expect((await mailsTo(approved.email)).map((m) => m.kind)).toEqual(['invitation']);
  });

  it('requires a reason', async () => {
    const request = await createRequest();
    await expect(rejectRegistrationRequest(db, superScope, request.id, { reason: ' ' })).rejects.toThrow();
    expect(await requestRow(request.id)).toMatchObject({ status: 'new' });
    expect(await rejectRegistrationRequest(db, superScope, 2_147_483_647, { reason: 'x' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('every function is for the operator only', () => {
  it('refuses an admin (role 3), whose reads find nothing, and changes nothing', async () => {
    const request = await createRequest();
    const forbidden = { ok: false, reason: 'forbidden' };
    expect(await listRegistrationRequests(db, adminScope, { status: 'all', page: 1, perPage: 10 })).toEqual({
      rows: [],
      total: 0,
    });
    expect(await getRegistrationRequest(db, adminScope, request.id)).toBeNull();
    expect(await approveRegistrationRequest(db, adminScope, request.id, approval(request), APP_URL)).toEqual(forbidden);
    expect(await rejectRegistrationRequest(db, adminScope, request.id, { reason: 'No.' })).toEqual(forbidden);
    expect(await requestRow(request.id)).toMatchObject({ status: 'new', decidedBy: null });
    expect(await companiesNamed(request.companyName)).toEqual([]);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, [[request.email]])),
    ).toEqual([]);
  });
});
