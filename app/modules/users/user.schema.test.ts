import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { UserSchema } from './user.schema';

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const base: [string, string][] = [
  ['name', ' Mojca '],
  ['lastname', 'Kos'],
  ['email', 'mojca@example.test'],
  ['language', 'si'],
];

describe('UserSchema', () => {
  it('reads a staff member from the form, with ticked boxes and several permissions', () => {
    const submission = parseWithZod(
      form([
        ...base,
        ['role', '4'],
        ['permissions', 'orders:view'],
        ['permissions', 'cart:use'],
        ['permissions', 'orders:view'],
        ['orderEmails', 'on'],
      ]),
      { schema: UserSchema },
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Mojca',
      lastname: 'Kos',
      email: 'mojca@example.test',
      role: 4,
      permissions: ['orders:view', 'cart:use'],
      language: 'si',
      orderEmails: true,
      itemEmails: false,
    });
  });

  it('keeps no permission list for admins and managers: they hold everything by their role', () => {
    for (const role of ['2', '3']) {
      const submission = parseWithZod(form([...base, ['role', role], ['permissions', 'orders:view']]), {
        schema: UserSchema,
      });
      expect(submission.status === 'success' && submission.value.permissions).toEqual([]);
    }
  });

  it('refuses the operator role, unknown roles and unknown permissions, and names each field', () => {
    for (const role of ['1', '5', 'admin', '']) {
      const submission = parseWithZod(form([...base, ['role', role]]), { schema: UserSchema });
      expect(submission.reply().error?.role).toEqual(['validation.choose']);
    }
    const submission = parseWithZod(form([...base, ['role', '4'], ['permissions', 'everything:all']]), {
      schema: UserSchema,
    });
    expect(submission.status).toBe('error');
    expect(Object.values(submission.reply().error ?? {}).flat()).toEqual(['validation.choose']);
  });

  it('asks for every required field and a valid e-mail', () => {
    const submission = parseWithZod(
      form([
        ['email', 'not-an-address'],
        ['role', '4'],
      ]),
      { schema: UserSchema },
    );
    expect(submission.reply().error).toMatchObject({
      name: ['validation.required'],
      lastname: ['validation.required'],
      email: ['validation.email'],
      language: ['validation.choose'],
    });
  });
});

describe('UserFieldsSchema', () => {
  it('gives the form its constraints: every text field required, permissions a list', async () => {
    const { getZodConstraint } = await import('@conform-to/zod/v4');
    const { UserFieldsSchema } = await import('./user.schema');
    const constraint = getZodConstraint(UserFieldsSchema);
    expect(constraint).toMatchObject({
      name: { required: true },
      lastname: { required: true },
      email: { required: true },
      role: { required: true },
      language: { required: true },
      permissions: { required: false, multiple: true },
      orderEmails: { required: false },
    });
  });
});
