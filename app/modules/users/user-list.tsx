import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { Pager } from '#app/components/pager';
import { StatusBadge } from '#app/components/status-badge';
import { ListSearch } from '#app/components/list-search';
import { ROLE_NAMES, isRoleId } from '#app/modules/auth/roles';
import { LIST_STATUSES, type ListStatus } from '#app/utils/list-params';

interface UserListRow {
  id: number;
  name: string;
  lastname: string;
  email: string;
  role: number;
  isActive: boolean;
  deletedAt: Date | string | null;
  invitationPending: boolean;
}

interface UserListProps {
  rows: UserListRow[];
  total: number;
  page: number;
  perPage: number;
  q: string;
  status: ListStatus;
  /** Where a user is edited, or null when the viewer may not change them (a role above their own). */
  editPath: (user: UserListRow) => string | null;
}

/** A shop's users: search, status filter, server-side pages; the same for the operator and the shop admin. */
export function UserList({ rows, total, page, perPage, q, status, editPath }: UserListProps) {
  const { t } = useTranslation();
  return (
    <>
      <ListSearch
        q={q}
        label={t('users.search')}
        status={{
          value: status,
          label: t('common.status.label'),
          options: LIST_STATUSES.map((value) => ({ value, label: t(`common.status.${value}`) })),
        }}
        width={300}
      />
      {rows.length === 0 ? (
        <Text c="gray.7">{q || status !== 'all' ? t('users.noMatch') : t('users.none')}</Text>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(user) => user.id}
          columns={[
            {
              header: t('users.columns.name'),
              kind: 'title',
              cell: (user) => {
                const to = editPath(user);
                const name = `${user.name} ${user.lastname}`;
                return to ? (
                  <Anchor component={Link} to={to}>
                    {name}
                  </Anchor>
                ) : (
                  name
                );
              },
            },
            { header: t('users.email'), cell: (user) => user.email },
            {
              header: t('users.role'),
              cell: (user) => (isRoleId(user.role) ? t(`common.roles.${ROLE_NAMES[user.role]}`) : user.role),
            },
            {
              header: t('common.status.label'),
              cell: (user) => (
                <Group gap={4}>
                  <StatusBadge isActive={user.isActive} deletedAt={user.deletedAt} />
                  {user.invitationPending && !user.deletedAt && (
                    <Badge color="blue" variant="light">
                      {t('users.invitationPending')}
                    </Badge>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} perPage={perPage} total={total} />
    </>
  );
}
