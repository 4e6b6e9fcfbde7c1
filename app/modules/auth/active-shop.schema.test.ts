import { describe, expect, it } from 'vitest';
import { SwitchShopSchema } from './active-shop.schema';

describe('SwitchShopSchema', () => {
  it('takes a shop uuid and an optional page to go back to', () => {
    const shop = '3f2b8c1e-9a4d-4f6b-8c2e-1d5a7b9c0e3f';
    expect(SwitchShopSchema.parse({ shop })).toEqual({ shop });
    expect(SwitchShopSchema.parse({ shop, redirectTo: '/admin/settings/profile' })).toEqual({
      shop,
      redirectTo: '/admin/settings/profile',
    });
  });

  it('refuses a missing or malformed shop, such as an internal numeric id', () => {
    for (const shop of [undefined, '', '12', 'not-a-uuid', "3f2b8c1e-9a4d-4f6b-8c2e-1d5a7b9c0e3f' or 1=1"]) {
      expect(SwitchShopSchema.safeParse({ shop }).success).toBe(false);
    }
  });

  it('refuses an overlong redirect target', () => {
    expect(
      SwitchShopSchema.safeParse({ shop: '3f2b8c1e-9a4d-4f6b-8c2e-1d5a7b9c0e3f', redirectTo: `/${'a'.repeat(2000)}` })
        .success,
    ).toBe(false);
  });
});
