import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { reclamations } from '#app/db/schema';
import { loadSigningKeys } from '#app/modules/auth/signing-keys.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { ANSWER_LINK_DAYS, readAnswerToken, signAnswerToken } from './answer-token';

/**
 * Gives a reclamation a new answer link (sending or sending again): a new nonce revokes any earlier link, and the
 * link works for ANSWER_LINK_DAYS. Returns the token for the path `/reclamation-answer/{token}`.
 */
export async function issueAnswerLink(
  tx: DbOrTx,
  shop: Pick<ShopScope, 'companyId' | 'shopId'>,
  reclamationId: number,
  now = new Date(),
): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + ANSWER_LINK_DAYS * 24 * 60 * 60 * 1000);
  await tx
    .update(reclamations)
    .set({ linkNonce: nonce, linkExpiresAt: expiresAt, linkUsedAt: null })
    .where(
      and(
        eq(reclamations.companyId, shop.companyId),
        eq(reclamations.shopId, shop.shopId),
        eq(reclamations.id, reclamationId),
      ),
    );
  const [key] = await loadSigningKeys(tx);
  return signAnswerToken(key!, { reclamationId, nonce, expiresAt });
}

export type OpenAnswerLink =
  | { ok: true; reclamation: { id: number; companyId: number; shopId: number } }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * The reclamation an answer link opens: refused when forged or revoked (invalid), past its expiry (expired) or
 * already answered through (used). The link is the supplier's only credential, so it names nothing else.
 */
export async function openAnswerLink(db: DbOrTx, token: string, now = new Date()): Promise<OpenAnswerLink> {
  const read = readAnswerToken(await loadSigningKeys(db), token, now);
  if (!read.ok) return read;
  const [row] = await db
    .select({
      id: reclamations.id,
      companyId: reclamations.companyId,
      shopId: reclamations.shopId,
      nonce: reclamations.linkNonce,
      usedAt: reclamations.linkUsedAt,
    })
    .from(reclamations)
    .where(eq(reclamations.id, read.claims.reclamationId));
  if (!row || row.nonce !== read.claims.nonce) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  return { ok: true, reclamation: { id: row.id, companyId: row.companyId, shopId: row.shopId } };
}
