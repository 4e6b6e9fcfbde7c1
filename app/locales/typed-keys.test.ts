import { describe, expect, expectTypeOf, it } from 'vitest';
import { createI18n, keysUnder, messageKey } from '#app/utils/i18n';
import type { TranslationKey } from './index';
import en from './en';

/** The typing itself is checked by `npm run typecheck` (tsc reads this file); the runtime checks show what t() gives. */
describe('typed translation keys (app/i18next.d.ts)', () => {
  const { t } = createI18n('en', { en });

  it('a key of the English texts is a TranslationKey, a misspelled or missing one is not', () => {
    expectTypeOf<'auth.login.invalid'>().toExtend<TranslationKey>();
    expectTypeOf<'common.nav.cartLines'>().toExtend<TranslationKey>(); // a counted text, by its base key
    expectTypeOf<'auth.login.invalidd'>().not.toExtend<TranslationKey>();
    expectTypeOf<'auth.login'>().not.toExtend<TranslationKey>(); // a group, not a text
    expectTypeOf<string>().not.toExtend<TranslationKey>();
  });

  it('t() takes only keys and gives a string', () => {
    expect(t('auth.login.invalid')).toBe(en.auth.login.invalid);
    expectTypeOf(t('auth.login.invalid')).toEqualTypeOf<string>();
    // @ts-expect-error a misspelled key fails the type check
    expect(t('auth.login.invalidd')).toBe('auth.login.invalidd');
  });

  it('keys built from a list of literals are the union of those keys', () => {
    const keys = keysUnder('public.privacy.cookies', ['session', 'language']);
    expectTypeOf(keys).toEqualTypeOf<('public.privacy.cookies.session' | 'public.privacy.cookies.language')[]>();
    expect(keys).toEqual(['public.privacy.cookies.session', 'public.privacy.cookies.language']);
    expect(keys.map((key) => t(key))).toEqual([en.public.privacy.cookies.session, en.public.privacy.cookies.language]);
  });

  it('messageKey() is the one place a runtime string (a zod message) becomes a key', () => {
    expectTypeOf(messageKey).returns.toEqualTypeOf<TranslationKey>();
    expect(t(messageKey('validation.required'))).toBe(en.validation.required);
  });
});
