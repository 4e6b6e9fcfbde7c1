import { describe, expect, it } from 'vitest';
import { homePathForRole, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/admin/settings/profile?x=1')).toBe('/admin/settings/profile?x=1');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'admin',
    '',
    null,
    undefined,
    '/\nhttp://x',
    '/ad\tmin',
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target, '/fallback')).toBe('/fallback');
  });
});

describe('safeRedirectPath with letters outside ASCII', () => {
  it('percent-encodes them, so the Location header stays valid', () => {
    expect(safeRedirectPath('/ž')).toBe('/%C5%BE');
    expect(safeRedirectPath('/admin/products?q=čaj%20x')).toBe('/admin/products?q=%C4%8Daj%20x');
    expect(() => new Headers({ Location: safeRedirectPath('/ž') })).not.toThrow();
  });
  it('refuses what cannot be encoded', () => {
    expect(safeRedirectPath('/a\ud800', '/fallback')).toBe('/fallback');
  });
});

describe('homePathForRole', () => {
  it('sends the operator to the companies and everyone else to the admin area', () => {
    expect(homePathForRole(1)).toBe('/super/companies');
    expect(homePathForRole(3)).toBe('/admin');
    expect(homePathForRole(4)).toBe('/admin');
  });
});
