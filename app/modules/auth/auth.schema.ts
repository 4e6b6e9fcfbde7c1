import { z } from 'zod';
import { LANGUAGES } from '#app/utils/language';

export const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;

/** Messages are translation keys; the UI shows them in the user's language. */
// Conform submits an empty field as undefined, so the type error must also read "required".
const text = () => z.string('validation.required');
const email = text().trim().min(1, 'validation.required').max(254, 'validation.tooLong').email('validation.email');
const password = text()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong');

export const LoginSchema = z.object({
  email,
  password: text().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ResetRequestSchema = z.object({ email });
export type ResetRequestInput = z.infer<typeof ResetRequestSchema>;

/** `POST /backend/auth/resetpassword/confirm/{token}`: the new password only. */
export const ResetConfirmSchema = z.object({ password });

/** The reset page asks twice, so a typo does not lock the user out again. */
export const ResetPasswordFormSchema = z
  .object({ password, confirmPassword: text().min(1, 'validation.required') })
  .refine((v) => v.confirmPassword === v.password, {
    message: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof ResetPasswordFormSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: text().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
    newPassword: password,
    confirmPassword: text().min(1, 'validation.required'),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const ProfileSchema = z.object({
  name: text().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  lastname: text().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  language: z.enum(LANGUAGES, 'validation.choose'),
  resultsPerPage: z.coerce
    .number()
    .pipe(z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)], 'validation.choose')),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const RegisterSchema = z.object({
  companyName: text().trim().min(2, 'validation.required').max(200, 'validation.tooLong'),
  contactName: text().trim().min(2, 'validation.required').max(200, 'validation.tooLong'),
  email,
  phone: text()
    .trim()
    .min(1, 'validation.required')
    .max(40, 'validation.tooLong')
    .regex(/^\+?[0-9 ()/-]{6,}$/, 'validation.phone'),
  shopCount: z.coerce
    .number('validation.required')
    .int('validation.number')
    .min(1, 'validation.shopCount')
    .max(1000, 'validation.shopCount'),
  message: z.string().trim().max(2000, 'validation.tooLong').optional(),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;
