import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a supplier's answer link works after the reclamation is sent. */
export const ANSWER_LINK_DAYS = 30;

const PURPOSE = 'reclamation_answer';
const MAX_TOKEN_LENGTH = 400;

export interface AnswerClaims {
  reclamationId: number;
  /** The reclamation's current link nonce: sending again issues a new one, which revokes the old link. */
  nonce: string;
  expiresAt: Date;
}

export type ReadAnswerToken = { ok: true; claims: AnswerClaims } | { ok: false; reason: 'invalid' | 'expired' };

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`${PURPOSE}.${payload}`).digest('base64url');

/** A link token for one reclamation's answer page: its claims, signed with the purpose, so it opens nothing else. */
export function signAnswerToken(key: Buffer, claims: AnswerClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: PURPOSE,
      r: claims.reclamationId,
      n: claims.nonce,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** Checks the signature with every kept key (the newest signs; older ones still verify) and then the expiry. */
export function readAnswerToken(keys: readonly Buffer[], token: string, now: Date): ReadAnswerToken {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const signed = keys.some((key) => {
    const expected = Buffer.from(mac(key, payload), 'base64url');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signed) return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const claims = parsed as { p?: unknown; r?: unknown; n?: unknown; e?: unknown };
  if (
    claims.p !== PURPOSE ||
    typeof claims.r !== 'number' ||
    !Number.isSafeInteger(claims.r) ||
    typeof claims.n !== 'string' ||
    typeof claims.e !== 'number'
  )
    return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(claims.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { reclamationId: claims.r, nonce: claims.n, expiresAt } };
}
