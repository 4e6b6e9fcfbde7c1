import { z } from 'zod';
import { LANGUAGES } from '#app/utils/language';
import { ALL_PERMISSIONS, ROLES, type Permission, type RoleId } from '#app/modules/auth/roles';

const text = () => z.string('validation.required');
const name = () => text().trim().min(1, 'validation.required').max(100, 'validation.tooLong');

/** Roles a user of a shop can hold; the operator (role 1) is never created from a shop. */
export const SHOP_ROLES = [ROLES.companyManager, ROLES.admin, ROLES.staff] as const satisfies readonly RoleId[];
export type ShopRole = (typeof SHOP_ROLES)[number];

/** The fields as the form has them; Conform reads its constraints (required, max length) from this. */
export const UserFieldsSchema = z.object({
  name: name(),
  lastname: name(),
  email: text().trim().min(1, 'validation.required').max(254, 'validation.tooLong').email('validation.email'),
  role: z.coerce
    .number('validation.choose')
    .refine((v): v is ShopRole => (SHOP_ROLES as readonly number[]).includes(v), 'validation.choose'),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], 'validation.choose')).default([]),
  language: z.enum(LANGUAGES, 'validation.choose'),
  orderEmails: z.boolean().default(false),
  itemEmails: z.boolean().default(false),
});

export const UserSchema = UserFieldsSchema
  // Admins and managers hold every permission by their role; only staff keep a list of their own.
  .transform((v) => ({
    ...v,
    role: v.role as ShopRole,
    permissions: v.role === ROLES.staff ? [...new Set(v.permissions)] : [],
  }));

/** The form sends the role as text; callers in code pass a number. */
export type UserInput = Omit<z.input<typeof UserSchema>, 'role'> & {
  role: number | string;
};
export type UserValues = z.output<typeof UserSchema>;

/** The user edit page's buttons besides saving the form. */
const USER_INTENTS = ['activate', 'deactivate', 'delete', 'restore', 'resend'] as const;
export const UserIntentSchema = z.enum(USER_INTENTS);
export type UserIntent = z.infer<typeof UserIntentSchema>;
