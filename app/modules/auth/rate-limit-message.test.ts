import { describe, expect, it } from 'vitest';
import { getServerT } from '#app/utils/i18n.server';
import { retryAfterMinutes } from './rate-limit.repo.server';

describe('retryAfterMinutes', () => {
  it('rounds the rest of the window up to whole minutes, at least one', () => {
    expect(retryAfterMinutes(15 * 60_000)).toBe(15);
    expect(retryAfterMinutes(14 * 60_000 + 1)).toBe(15);
    expect(retryAfterMinutes(60_000)).toBe(1);
    expect(retryAfterMinutes(1)).toBe(1);
    expect(retryAfterMinutes(0)).toBe(1);
  });
});

describe('the 429 messages', () => {
  it('show the number of minutes in English and Slovenian, never a raw placeholder', () => {
    const en = getServerT('en');
    const si = getServerT('si');
    expect(en('auth.login.rateLimited', { minutes: 7 })).toBe('Too many login attempts. Please try again in 7 min.');
    expect(si('auth.login.rateLimited', { minutes: 7 })).toBe('Preveč poskusov prijave. Poskusite znova čez 7 min.');
    expect(en('auth.reset.rateLimited', { minutes: 3 })).toBe(
      'Too many attempts from this address. Please try again in 3 min.',
    );
    expect(si('auth.reset.rateLimited', { minutes: 3 })).toBe(
      'Preveč poskusov s tega naslova. Poskusite znova čez 3 min.',
    );
  });
});
