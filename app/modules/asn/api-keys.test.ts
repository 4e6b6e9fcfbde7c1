import { describe, expect, it } from 'vitest';
import { apiKeyPrefix, isWellFormedApiKey, presentedApiKey } from './api-keys';

const KEY = `pvz_${'A'.repeat(20)}-_${'z'.repeat(21)}`;

describe('the API key', () => {
  it('has the shape pvz_ and 43 base64url characters, and shows only its first 12', () => {
    expect(KEY).toHaveLength(47);
    expect(isWellFormedApiKey(KEY)).toBe(true);
    for (const bad of ['', 'pvz_', KEY.slice(0, -1), `${KEY}A`, KEY.replace('pvz_', 'pvx_'), `${KEY.slice(0, -1)}=`])
      expect(isWellFormedApiKey(bad)).toBe(false);
    expect(apiKeyPrefix(KEY)).toBe('pvz_AAAAAAAA');
  });

  it('is read from Authorization: Bearer or X-Api-Key', () => {
    expect(presentedApiKey(`Bearer ${KEY}`, null)).toBe(KEY);
    expect(presentedApiKey(`bearer   ${KEY} `, null)).toBe(KEY);
    expect(presentedApiKey(null, ` ${KEY} `)).toBe(KEY);
    expect(presentedApiKey(`Bearer ${KEY}`, KEY)).toBe(KEY);
    expect(presentedApiKey(null, null)).toBeNull();
    expect(presentedApiKey(null, '  ')).toBeNull();
  });

  it('is no key when the headers are another scheme or disagree', () => {
    expect(presentedApiKey('Basic dXNlcjpwYXNz', null)).toBe('');
    expect(presentedApiKey('Bearer', null)).toBe('');
    expect(presentedApiKey(`Bearer ${KEY}`, `${KEY.slice(0, -1)}B`)).toBe('');
    expect(presentedApiKey('Basic dXNlcjpwYXNz', KEY)).toBe(KEY);
  });
});
