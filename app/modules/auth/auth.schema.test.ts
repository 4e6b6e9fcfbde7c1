import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordFormSchema,
} from './auth.schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('validation messages are translation keys', () => {
  it('marks missing fields as required, also when the form sent nothing', () => {
    expect(messages(LoginSchema.safeParse({}))).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });
  it('checks e-mail and password length', () => {
    expect(messages(LoginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({ email: 'validation.email' });
    expect(messages(ResetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'validation.passwordTooShort',
    });
  });
  it('requires the repeated password to match', () => {
    const result = ChangePasswordSchema.safeParse({
      currentPassword: 'a',
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-2',
    });
    expect(messages(result)).toEqual({ confirmPassword: 'validation.passwordsDiffer' });
  });
  it('accepts only the offered languages and page sizes', () => {
    expect(ProfileSchema.safeParse({ name: 'A', lastname: 'B', language: 'si', resultsPerPage: '50' }).success).toBe(
      true,
    );
    expect(
      messages(ProfileSchema.safeParse({ name: 'A', lastname: 'B', language: 'de', resultsPerPage: '30' })),
    ).toEqual({
      language: 'validation.choose',
      resultsPerPage: 'validation.choose',
    });
  });
  it('validates a registration request', () => {
    const valid = {
      companyName: 'Gostilna',
      contactName: 'Marta',
      email: 'm@x.si',
      phone: '+386 41 123 456',
      shopCount: '2',
    };
    expect(RegisterSchema.safeParse(valid).success).toBe(true);
    expect(messages(RegisterSchema.safeParse({ ...valid, phone: 'call me', shopCount: '0' }))).toEqual({
      phone: 'validation.phone',
      shopCount: 'validation.shopCount',
    });
  });
});
