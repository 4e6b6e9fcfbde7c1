import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isApiKeyPost } from './api-key-request';

const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  ({ method, path, headers }) as unknown as IncomingMessage & { path: string };

describe('isApiKeyPost', () => {
  it('is a POST to /backend/asn that presents a key in either header', () => {
    expect(isApiKeyPost(request('POST', '/backend/asn', { authorization: 'Bearer pvz_x' }))).toBe(true);
    expect(isApiKeyPost(request('POST', '/backend/asn', { 'x-api-key': 'pvz_x' }))).toBe(true);
  });

  it('is nothing else: another path, another method, no key', () => {
    expect(isApiKeyPost(request('POST', '/backend/asn'))).toBe(false);
    expect(isApiKeyPost(request('POST', '/backend/asn', { cookie: 'prevzem_session=abc' }))).toBe(false);
    expect(isApiKeyPost(request('POST', '/backend/auth/login', { authorization: 'Bearer pvz_x' }))).toBe(false);
    expect(isApiKeyPost(request('POST', '/admin/advance-ship-notice/api-keys', { 'x-api-key': 'pvz_x' }))).toBe(false);
    expect(isApiKeyPost(request('PUT', '/backend/asn', { 'x-api-key': 'pvz_x' }))).toBe(false);
  });
});
