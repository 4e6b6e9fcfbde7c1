import { describe, expect, it } from 'vitest';
import { expectsForm, isUnreadableForm } from './form-body';

const post = (body: BodyInit | null, type?: string) =>
  new Request('http://x/login', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} });

describe('isUnreadableForm', () => {
  it('accepts url-encoded and multipart forms, and leaves the body for the action', async () => {
    const request = post('email=a%40b.test&password=x', 'application/x-www-form-urlencoded');
    expect(await isUnreadableForm(request)).toBe(false);
    expect((await request.formData()).get('email')).toBe('a@b.test');
    const form = new FormData();
    form.set('file', new File(['a;b'], 'x.csv'));
    expect(await isUnreadableForm(new Request('http://x/a', { method: 'POST', body: form }))).toBe(false);
    // Bytes that are not UTF-8 decode to U+FFFD: readable, and validation decides.
    expect(
      await isUnreadableForm(post(new Uint8Array([0x6e, 0x3d, 0xff, 0xfe]), 'application/x-www-form-urlencoded')),
    ).toBe(false);
  });

  it.each([
    ['no Content-Type', post('email=a')],
    ['JSON', post('{"email":"a"}', 'application/json')],
    ['text', post('email=a', 'text/plain')],
    ['multipart without a boundary', post('--x\r\n', 'multipart/form-data')],
    [
      'multipart cut short',
      post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', 'multipart/form-data; boundary=x'),
    ],
    ['a NUL character', post('name=a%00b', 'application/x-www-form-urlencoded')],
  ])('refuses %s', async (_name, request) => {
    expect(await isUnreadableForm(request)).toBe(true);
  });
});

describe('expectsForm', () => {
  it('checks the pages’ actions, not reads and not the JSON API', () => {
    expect(expectsForm('POST', '/login')).toBe(true);
    expect(expectsForm('POST', '/admin/cart.data')).toBe(true);
    expect(expectsForm('GET', '/login')).toBe(false);
    expect(expectsForm('POST', '/backend/auth/login')).toBe(false);
  });
});
