import { eq } from 'drizzle-orm';
import type { Database, Tx } from '#app/db/client.server';
import { companies, regions, registrationRequests, shops } from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import { ROLES } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { enqueueMail } from '#app/modules/mail/outbox.repo.server';
import { registrationRejectedMail } from '#app/modules/mail/templates.server';
import { FORBIDDEN } from '#app/modules/org/change-result';
import { isOperator } from '#app/modules/org/operator';
import { CompanySchema, RegionSchema, ShopSchema } from '#app/modules/org/org.schema';
import { insertInvitedUser } from '#app/modules/users/shop-users.repo.server';
import { ApproveFieldsSchema, RejectSchema, type ApproveInput, type RejectInput } from './registration-request.schema';

type DecisionRefusal = 'not_found' | 'already_decided' | 'forbidden';
export type ApproveResult =
  | { ok: true; companyId: number; regionId: number; shopId: number; userId: number }
  | { ok: false; reason: DecisionRefusal | 'email_taken' };
export type RejectResult = { ok: true } | { ok: false; reason: DecisionRefusal };

/** Thrown inside the approval's transaction so that everything it wrote so far is rolled back. */
class ApprovalRefused extends Error {
  constructor(readonly reason: 'email_taken') {
    super(reason);
  }
}

/** The request, locked until the transaction ends, so two operators cannot both decide it. */
async function lockNewRequest(tx: Tx, requestId: number) {
  const [request] = await tx
    .select()
    .from(registrationRequests)
    .where(eq(registrationRequests.id, requestId))
    .for('update');
  if (!request) return { ok: false, reason: 'not_found' } as const;
  if (request.status !== 'new') return { ok: false, reason: 'already_decided' } as const;
  return { ok: true, request } as const;
}

function auditDecision(
  tx: Tx,
  scope: Scope,
  requestId: number,
  status: 'approved' | 'rejected',
  extra: Record<string, { from: unknown; to: unknown }> = {},
) {
  // Not in any company's history: a rejected request has no company, and an approved one shows its creations there.
  return recordAudit(tx, {
    companyId: null,
    actorUserId: scope.userId,
    entityType: 'registration_request',
    entityId: requestId,
    action: status,
    changes: { status: { from: 'new', to: status }, ...extra },
  });
}

/**
 * Opens the account the visitor asked for, all at once or not at all: company, region, shop, the first admin (who
 * gets an invitation to choose a password), and the request marked approved. A taken e-mail rolls everything back.
 */
export async function approveRegistrationRequest(
  db: Database,
  scope: Scope,
  requestId: number,
  input: ApproveInput,
  appUrl: string,
): Promise<ApproveResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = ApproveFieldsSchema.parse(input);
  const company = CompanySchema.parse({
    name: values.companyName,
    vatNumber: values.vatNumber,
    address: values.companyAddress,
  });
  const region = RegionSchema.parse({ name: values.regionName });
  const shop = ShopSchema.parse({
    name: values.shopName,
    address: values.shopAddress,
    timeZone: values.timeZone,
    exportModule: values.exportModule,
  });
  try {
    return await db.transaction(async (tx): Promise<ApproveResult> => {
      const locked = await lockNewRequest(tx, requestId);
      if (!locked.ok) return locked;
      const audit = (
        companyId: number,
        entityType: string,
        entityId: number,
        changes: Record<string, { from: unknown; to: unknown }>,
      ) => recordAudit(tx, { companyId, actorUserId: scope.userId, entityType, entityId, action: 'created', changes });

      const [companyRow] = await tx.insert(companies).values(company).returning({ id: companies.id });
      const companyId = companyRow!.id;
      await audit(companyId, 'company', companyId, diffChanges({}, company));
      const [regionRow] = await tx
        .insert(regions)
        .values({ ...region, companyId })
        .returning({ id: regions.id });
      const regionId = regionRow!.id;
      await audit(companyId, 'region', regionId, diffChanges({}, region));
      const [shopRow] = await tx
        .insert(shops)
        .values({ ...shop, companyId, regionId })
        .returning({ id: shops.id });
      const shopId = shopRow!.id;
      await audit(companyId, 'shop', shopId, diffChanges({}, shop));

      const invited = await insertInvitedUser(
        tx,
        { actor: scope, companyId, regionId, shopId, shopName: shop.name, shopDeleted: false, timeZone: shop.timeZone },
        {
          name: values.adminName,
          lastname: values.adminLastname,
          email: values.adminEmail,
          role: ROLES.admin,
          permissions: [],
          language: values.adminLanguage,
          orderEmails: false,
          itemEmails: false,
        },
        appUrl,
      );
      if (!invited.ok) {
        if (invited.reason === 'email_taken') throw new ApprovalRefused('email_taken');
        throw new Error(`Inviting the admin of a new shop failed: ${invited.reason}`);
      }

      await tx
        .update(registrationRequests)
        .set({ status: 'approved', decidedBy: scope.userId, decidedAt: new Date() })
        .where(eq(registrationRequests.id, requestId));
      await auditDecision(tx, scope, requestId, 'approved', { companyId: { from: null, to: companyId } });
      return { ok: true, companyId, regionId, shopId, userId: invited.id };
    });
  } catch (error) {
    if (error instanceof ApprovalRefused) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** Turns the request down with a reason, which is e-mailed to the visitor in their language in the same transaction. */
export async function rejectRegistrationRequest(
  db: Database,
  scope: Scope,
  requestId: number,
  input: RejectInput,
): Promise<RejectResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  const { reason } = RejectSchema.parse(input);
  return db.transaction(async (tx): Promise<RejectResult> => {
    const locked = await lockNewRequest(tx, requestId);
    if (!locked.ok) return locked;
    const { request } = locked;
    await tx
      .update(registrationRequests)
      .set({ status: 'rejected', decidedBy: scope.userId, decidedAt: new Date(), rejectionReason: reason })
      .where(eq(registrationRequests.id, requestId));
    await auditDecision(tx, scope, requestId, 'rejected');
    const mail = registrationRejectedMail(request.language, {
      name: request.contactName,
      company: request.companyName,
      reason,
    });
    await enqueueMail(tx, { kind: 'registration_rejected', to: [request.email], ...mail });
    return { ok: true };
  });
}
