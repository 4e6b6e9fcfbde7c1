import type { SubmissionResult } from '@conform-to/react';
import { Alert, Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { ConfirmAction } from '#app/components/confirm-action';
import { PageTitle } from '#app/components/page-title';
import { StatusBadge } from '#app/components/status-badge';
import { isPermission, type Permission } from '#app/modules/auth/roles';
import { UserForm } from './user-form';
import type { ShopRole } from './user.schema';
import type { TranslationKey } from '#app/locales';

interface EditableUser {
  id: number;
  name: string;
  lastname: string;
  email: string;
  role: number;
  permissions: string[];
  language: 'en' | 'si';
  isActive: boolean;
  orderEmails: boolean;
  itemEmails: boolean;
  deletedAt: Date | string | null;
  invitationPending: boolean;
}

interface UserEditActionData {
  result?: SubmissionResult<string[]>;
  error: TranslationKey | null;
  notice: TranslationKey | null;
}

interface UserEditPageProps {
  user: EditableUser;
  listPath: string;
  /** Just created: say that the invitation went out. */
  created: boolean;
  actionData?: UserEditActionData;
  roles: readonly ShopRole[];
  grantable: readonly Permission[];
  /** The viewer's own account: no status buttons, they would lock themselves out. */
  isSelf: boolean;
}

/** Edit a user of a shop, with status, delete/restore and invitation buttons; the same for operator and admin. */
export function UserEditPage({ user, listPath, created, actionData, roles, grantable, isSelf }: UserEditPageProps) {
  const { t } = useTranslation();
  const fullName = `${user.name} ${user.lastname}`;
  const title = t('users.editTitle', { name: fullName });
  const isDeleted = !!user.deletedAt;
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{title}</Title>
          <StatusBadge isActive={user.isActive} deletedAt={user.deletedAt} />
          {user.invitationPending && !isDeleted && (
            <Badge color="blue" variant="light" title={t('users.invitationPendingHint')}>
              {t('users.invitationPending')}
            </Badge>
          )}
        </Group>
        {!isSelf && (
          <Group gap="xs">
            {isDeleted ? (
              <ConfirmAction
                label={t('common.actions.restore')}
                message={t('users.restoreMessage', { name: fullName })}
                intent="restore"
                color="brand"
              />
            ) : (
              <>
                {user.invitationPending && user.isActive && (
                  <ConfirmAction
                    label={t('users.resendInvitation')}
                    message={t('users.invitationHint')}
                    intent="resend"
                    color="brand"
                  />
                )}
                {user.isActive ? (
                  <ConfirmAction
                    label={t('common.actions.deactivate')}
                    message={t('users.deactivateMessage', { name: fullName })}
                    intent="deactivate"
                    color="gray"
                  />
                ) : (
                  <ConfirmAction
                    label={t('common.actions.activate')}
                    message={t('users.activateMessage', { name: fullName })}
                    intent="activate"
                    color="brand"
                  />
                )}
                <ConfirmAction
                  label={t('common.actions.delete')}
                  message={t('users.deleteMessage', { name: fullName })}
                  intent="delete"
                />
              </>
            )}
          </Group>
        )}
      </Group>
      {created && !actionData && (
        <Alert color="green" role="status">
          {t('users.created', { email: user.email })}
        </Alert>
      )}
      {actionData?.notice && (
        <Alert color="green" role="status">
          {t(actionData.notice, { email: user.email })}
        </Alert>
      )}
      {actionData?.error && (
        <Alert color="red" role="alert">
          {t(actionData.error)}
        </Alert>
      )}
      {isDeleted ? (
        <Alert color="yellow">{t('users.deletedNotice')}</Alert>
      ) : (
        <>
          {!user.isActive && <Alert color="yellow">{t('users.inactiveNotice')}</Alert>}
          <UserForm
            isNew={false}
            lastResult={actionData?.result}
            roles={isSelf ? roles.filter((role) => role === user.role) : roles}
            grantable={grantable}
            cancelTo={listPath}
            defaultValue={{
              name: user.name,
              lastname: user.lastname,
              email: user.email,
              role: user.role as ShopRole,
              permissions: user.permissions.filter(isPermission),
              language: user.language,
              orderEmails: user.orderEmails,
              itemEmails: user.itemEmails,
            }}
          />
        </>
      )}
    </Stack>
  );
}
