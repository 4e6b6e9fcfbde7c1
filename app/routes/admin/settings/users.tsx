import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/users';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { listShopUsers, mayManageUser } from '#app/modules/users/shop-users.repo.server';
import { parseUserListParams } from '#app/modules/users/user-list-params';
import { UserList } from '#app/modules/users/user-list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requirePermission(context, 'users:view');
  const { shop } = requireShop(context);
  const query = parseUserListParams(new URL(request.url));
  const { rows, total } = await listShopUsers(context.get(requestContext).db, shop, {
    ...query,
    perPage: user.resultsPerPage,
  });
  const canEdit = hasPermission(user, 'users:edit');
  return {
    // Only people the viewer may change get a link: never a role above their own, nor more permissions than their own.
    rows: rows.map((row) => ({ ...row, editable: canEdit && mayManageUser(scope, row) })),
    total,
    page: query.page,
    perPage: user.resultsPerPage,
    q: query.q ?? '',
    status: query.status,
    canEdit,
    shopName: shop.shopName,
  };
}

export default function ShopUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, total, page, perPage, q, status, canEdit, shopName } = loaderData;
  return (
    <Stack>
      <PageTitle>{t('users.title')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('users.shopTitle', { shop: shopName })}</Title>
        {canEdit && (
          <Button component={Link} to="/admin/settings/add-user" leftSection={<IconUserPlus size={16} aria-hidden />}>
            {t('users.add')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        <Stack>
          <UserList
            rows={rows}
            total={total}
            page={page}
            perPage={perPage}
            q={q}
            status={status}
            editPath={(row) => ('editable' in row && row.editable ? `/admin/settings/${row.id}/edit` : null)}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
