import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '#app/components/pager';
import { StatusBadge } from '#app/components/status-badge';
import { ListSearch } from '#app/components/list-search';
import { ROLE_NAMES, isRoleId } from '#app/modules/auth/roles';
import { ORG_STATUSES, type OrgStatus } from '#app/modules/org/org.schema';

export interface UserListRow {
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
  status: OrgStatus;
  /** Where a user is edited, or null when the viewer may not change them (a role above their own). */
  editPath: (user: UserListRow) => string | null;
}

/** A shop's users: search, status filter, server-side pages; the same for the operator and the shop admin. */
export function UserList({ rows, total, page, perPage, q, status, editPath }: UserListProps) {
  const { t } = useTranslation();
  return (
    <>
      <ListSearch q={q} label={t('users.search')} status={{ value: status, label: t('common.status.label'), options: ORG_STATUSES.map((value) => ({ value, label: t(`common.status.${value}`) })) }} width={300} />
      {rows.length === 0 ? (
        <Text c="gray.7">{q || status !== 'all' ? t('users.noMatch') : t('users.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.columns.name')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.role')}</Table.Th>
                <Table.Th>{t('common.status.label')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user) => {
                const to = editPath(user);
                const name = `${user.name} ${user.lastname}`;
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      {to ? (
                        <Anchor component={Link} to={to}>
                          {name}
                        </Anchor>
                      ) : (
                        name
                      )}
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{isRoleId(user.role) ? t(`common.roles.${ROLE_NAMES[user.role]}`) : user.role}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <StatusBadge isActive={user.isActive} deletedAt={user.deletedAt} />
                        {user.invitationPending && !user.deletedAt && (
                          <Badge color="blue" variant="light">
                            {t('users.invitationPending')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager page={page} perPage={perPage} total={total} />
    </>
  );
}
