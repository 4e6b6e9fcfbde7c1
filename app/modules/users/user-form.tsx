import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Checkbox, Fieldset, Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors, SelectField, TextField } from '#app/components/form';
import { LANGUAGES } from '#app/utils/language';
import { ROLE_NAMES, ROLES, STAFF_DEFAULT_PERMISSIONS, isPermission, type Permission } from '#app/modules/auth/roles';
import { PermissionsField } from './permissions-field';
import { UserFieldsSchema, UserSchema, type ShopRole, type UserInput } from './user.schema';

interface UserFormProps {
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: UserInput;
  cancelTo: string;
  /** The roles this form may give; the caller never offers one above its own. */
  roles: readonly ShopRole[];
  grantable: readonly Permission[];
  isNew: boolean;
}

function initialPermissions(value: unknown): Permission[] {
  if (Array.isArray(value)) return value.filter((p): p is Permission => typeof p === 'string' && isPermission(p));
  return typeof value === 'string' && isPermission(value) ? [value] : [];
}

export function UserForm({ lastResult, defaultValue, cancelTo, roles, grantable, isNew }: UserFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<UserInput>({
    lastResult,
    defaultValue: defaultValue ?? { role: ROLES.staff, language: 'si', permissions: [...STAFF_DEFAULT_PERMISSIONS] },
    constraint: getZodConstraint(UserFieldsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UserSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [role, setRole] = useState(String(fields.role.initialValue ?? ROLES.staff));
  const [permissions, setPermissions] = useState(() => initialPermissions(fields.permissions.initialValue));
  const changeRole = (next: string) => {
    // A new staff member starts from the usual preset rather than from nothing.
    if (Number(next) === ROLES.staff && permissions.length === 0)
      setPermissions(grantable.filter((p) => STAFF_DEFAULT_PERMISSIONS.includes(p)));
    setRole(next);
  };
  const roleError = fields.role.errors?.[0];
  const permissionsError = fields.permissions.errors?.[0] ?? Object.values(fields.permissions.allErrors ?? {})[0]?.[0];
  return (
    <Paper withBorder p="md" maw={960}>
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField field={fields.name} label={t('users.name')} autoComplete="off" />
            <TextField field={fields.lastname} label={t('users.lastname')} autoComplete="off" />
            <TextField
              field={fields.email}
              label={t('users.email')}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
            <SelectField
              field={fields.language}
              label={t('users.language')}
              data={LANGUAGES.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
            />
          </SimpleGrid>
          <Radio.Group
            name={fields.role.name}
            label={t('users.role')}
            value={role}
            onChange={changeRole}
            withAsterisk
            error={roleError ? t(messageKey(roleError)) : undefined}
          >
            <Group mt="xs">
              {roles.map((id) => (
                <Radio key={id} value={String(id)} label={t(`common.roles.${ROLE_NAMES[id]}`)} />
              ))}
            </Group>
          </Radio.Group>
          {Number(role) === ROLES.staff ? (
            <PermissionsField
              name={fields.permissions.name}
              value={permissions}
              onChange={setPermissions}
              grantable={grantable}
              error={permissionsError ? t(messageKey(permissionsError)) : undefined}
            />
          ) : (
            <Fieldset legend={t('users.permissions.label')}>
              <Text size="sm">{t('users.permissions.allByRole')}</Text>
            </Fieldset>
          )}
          <Fieldset legend={t('users.mailing')}>
            <Stack gap="xs">
              <Checkbox
                name={fields.orderEmails.name}
                label={t('users.orderEmails')}
                defaultChecked={fields.orderEmails.initialValue === 'on'}
              />
              <Checkbox
                name={fields.itemEmails.name}
                label={t('users.itemEmails')}
                defaultChecked={fields.itemEmails.initialValue === 'on'}
              />
            </Stack>
          </Fieldset>
          {isNew && <Text size="sm">{t('users.invitationHint')}</Text>}
          <Group>
            <Button
              type="submit"
              loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === null}
            >
              {t('common.save')}
            </Button>
            <Button component={Link} to={cancelTo} variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
