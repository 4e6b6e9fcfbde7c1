import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readAnswerToken, signAnswerToken } from './answer-token';

const key = randomBytes(32);
const now = new Date('2026-11-24T10:00:00Z');
const claims = { reclamationId: 42, nonce: 'n0nce', expiresAt: new Date('2026-12-24T10:00:00Z') };

describe('answer link token', () => {
  it('reads back what it signed', () => {
    const token = signAnswerToken(key, claims);
    expect(readAnswerToken([key], token, now)).toEqual({ ok: true, claims });
  });

  it('verifies with an older key still kept', () => {
    const token = signAnswerToken(key, claims);
    expect(readAnswerToken([randomBytes(32), key], token, now).ok).toBe(true);
  });

  it('refuses a token signed with another key', () => {
    const token = signAnswerToken(randomBytes(32), claims);
    expect(readAnswerToken([key], token, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose claims were changed (another reclamation)', () => {
    const [, signature] = signAnswerToken(key, claims).split('.');
    const forged = Buffer.from(
      JSON.stringify({ p: 'reclamation_answer', r: 43, n: 'n0nce', e: 1_800_000_000 }),
    ).toString('base64url');
    expect(readAnswerToken([key], `${forged}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired token, and only after checking the signature', () => {
    const expired = signAnswerToken(key, { ...claims, expiresAt: new Date('2026-11-24T09:59:59Z') });
    expect(readAnswerToken([key], expired, now)).toEqual({ ok: false, reason: 'expired' });
    expect(readAnswerToken([randomBytes(32)], expired, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses garbage and overlong tokens', () => {
    for (const token of ['', 'abc', 'a.b.c', `${'a'.repeat(500)}.b`, '.'])
      expect(readAnswerToken([key], token, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
