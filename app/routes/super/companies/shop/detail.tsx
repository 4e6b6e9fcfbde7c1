import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPackage, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect, Link } from 'react-router';
import type { Route } from './+types/detail';
import { requestContext } from '#app/context';
import { ConfirmAction } from '#app/components/confirm-action';
import { PageTitle } from '#app/components/page-title';
import { StatusBadge } from '#app/components/status-badge';
import { requireAuth } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { changeErrorKey } from '#app/modules/org/change-result';
import { deleteShop, getShop, restoreShop } from '#app/modules/org/shops.repo.server';
import { listShopUsers } from '#app/modules/users/shop-users.repo.server';
import { parseUserListParams } from '#app/modules/users/user-list-params';
import { UserList } from '#app/modules/users/user-list';
import { notFound, parseId, refused } from '#app/utils/params';
import type { TranslationKey } from '#app/locales';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requireAuth(context);
  const { shop: target } = requireShop(context);
  const { db } = context.get(requestContext);
  const query = parseUserListParams(new URL(request.url));
  const [shop, { rows, total }] = await Promise.all([
    getShop(db, scope, target.companyId, target.regionId, target.shopId),
    listShopUsers(db, target, { ...query, perPage: user.resultsPerPage }),
  ]);
  return {
    shop: shop ?? notFound(),
    users: rows,
    total,
    page: query.page,
    perPage: user.resultsPerPage,
    q: query.q ?? '',
    status: query.status,
  };
}

const CHOOSE: TranslationKey = 'validation.choose';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const { db } = context.get(requestContext);
  const [companyId, regionId, shopId] = [parseId(params.companyId), parseId(params.regionId), parseId(params.shopId)];
  const intent = (await request.formData()).get('intent');
  const result =
    intent === 'delete'
      ? await deleteShop(db, scope, companyId, regionId, shopId)
      : intent === 'restore'
        ? await restoreShop(db, scope, companyId, regionId, shopId)
        : null;
  if (!result) return data({ error: CHOOSE }, { status: 400 });
  if (!result.ok && result.reason === 'forbidden') refused(result.reason);
  if (result.ok && intent === 'delete') return redirect(`/super/companies/${companyId}/${regionId}`);
  return result.ok ? { error: null } : data({ error: changeErrorKey(result, 'shop') }, { status: 409 });
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

export default function ShopDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop } = loaderData;
  const isDeleted = !!shop.deletedAt;
  return (
    <Stack>
      <PageTitle>{shop.name}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{shop.name}</Title>
          <StatusBadge isActive={shop.isActive} deletedAt={shop.deletedAt} />
        </Group>
        <Group gap="xs">
          {isDeleted ? (
            <ConfirmAction
              label={t('common.actions.restore')}
              message={t('super.shop.restoreMessage', { name: shop.name })}
              intent="restore"
              color="brand"
            />
          ) : (
            <>
              <Button
                component={Link}
                to="products"
                relative="path"
                variant="light"
                leftSection={<IconPackage size={16} aria-hidden />}
              >
                {t('products.title')}
              </Button>
              <Button
                component={Link}
                to="edit"
                relative="path"
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('common.actions.edit')}
              </Button>
              <ConfirmAction
                label={t('common.actions.delete')}
                message={t('super.shop.deleteMessage', { name: shop.name })}
                intent="delete"
              />
            </>
          )}
        </Group>
      </Group>
      {actionData?.error && (
        <Alert color="red" role="alert">
          {t(actionData.error)}
        </Alert>
      )}
      {isDeleted && <Alert color="yellow">{t('super.shop.deletedNotice')}</Alert>}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label={t('super.shop.address')} value={shop.address} />
          <Field label={t('super.shop.deliveryAddress')} value={shop.deliveryAddress} />
          <Field label={t('super.shop.gln')} value={shop.gln} />
          <Field label={t('super.shop.timeZone')} value={shop.timeZone} />
          <Field label={t('super.shop.exportModule')} value={t(`super.shop.exportModules.${shop.exportModule}`)} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('super.shop.users')}
          </Title>
          {!isDeleted && (
            <Button
              component={Link}
              to="add-user"
              relative="path"
              variant="light"
              size="sm"
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {t('users.add')}
            </Button>
          )}
        </Group>
        <UserList
          rows={loaderData.users}
          total={loaderData.total}
          page={loaderData.page}
          perPage={loaderData.perPage}
          q={loaderData.q}
          status={loaderData.status}
          editPath={(user) => `/super/companies/${shop.companyId}/${shop.regionId}/${shop.id}/${user.id}/edit`}
        />
      </Paper>
    </Stack>
  );
}
