import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/detail';
import type { loader as regionLoader } from './layout';
import { requestContext } from '#app/context';
import { ConfirmAction } from '#app/components/confirm-action';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { StatusBadge } from '#app/components/status-badge';
import { requireAuth } from '#app/middleware/guards.server';
import { changeErrorKey } from '#app/modules/org/change-result';
import { deleteRegion, restoreRegion } from '#app/modules/org/regions.repo.server';
import { listShops } from '#app/modules/org/shops.repo.server';
import { parseId, refused } from '#app/utils/params';
import type { TranslationKey } from '#app/locales';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope } = requireAuth(context);
  return {
    shops: await listShops(context.get(requestContext).db, scope, parseId(params.companyId), parseId(params.regionId)),
  };
}

const CHOOSE: TranslationKey = 'validation.choose';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const { db } = context.get(requestContext);
  const companyId = parseId(params.companyId);
  const regionId = parseId(params.regionId);
  const intent = (await request.formData()).get('intent');
  const result =
    intent === 'delete'
      ? await deleteRegion(db, scope, companyId, regionId)
      : intent === 'restore'
        ? await restoreRegion(db, scope, companyId, regionId)
        : null;
  if (!result) return data({ error: CHOOSE }, { status: 400 });
  if (!result.ok && result.reason === 'forbidden') refused(result.reason);
  if (result.ok && intent === 'delete') return redirect(`/super/companies/${companyId}`);
  return result.ok ? { error: null } : data({ error: changeErrorKey(result, 'region') }, { status: 409 });
}

export default function RegionDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { region } = useRouteLoaderData<typeof regionLoader>('super-region')!;
  const base = `/super/companies/${region.companyId}/${region.id}`;
  const isDeleted = !!region.deletedAt;
  return (
    <Stack>
      <PageTitle>{region.name}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{region.name}</Title>
          <StatusBadge isActive={region.isActive} deletedAt={region.deletedAt} />
        </Group>
        <Group gap="xs">
          {isDeleted ? (
            <ConfirmAction
              label={t('common.actions.restore')}
              message={t('super.region.restoreMessage', { name: region.name })}
              intent="restore"
              color="brand"
            />
          ) : (
            <>
              <Button
                component={Link}
                to={`${base}/edit`}
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('common.actions.edit')}
              </Button>
              <ConfirmAction
                label={t('common.actions.delete')}
                message={t('super.region.deleteMessage', { name: region.name })}
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
      {isDeleted && <Alert color="yellow">{t('super.region.deletedNotice')}</Alert>}
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('super.company.shops')}
          </Title>
          {!isDeleted && (
            <Button component={Link} to={`${base}/add-shop`} size="xs" leftSection={<IconPlus size={14} aria-hidden />}>
              {t('super.region.addShop')}
            </Button>
          )}
        </Group>
        {loaderData.shops.length === 0 ? (
          <Text c="gray.7">{t('super.company.noShops')}</Text>
        ) : (
          <DataTable
            minWidth={480}
            rows={loaderData.shops}
            rowKey={(shop) => shop.id}
            columns={[
              {
                header: t('super.shop.name'),
                kind: 'title',
                cell: (shop) => (
                  <Anchor component={Link} to={`${base}/${shop.id}`}>
                    {shop.name}
                  </Anchor>
                ),
              },
              { header: t('super.shop.address'), cell: (shop) => shop.address },
              { header: t('super.shop.users'), align: 'right', cell: (shop) => shop.users },
              {
                header: t('common.status.label'),
                cell: (shop) => <StatusBadge isActive={shop.isActive} deletedAt={shop.deletedAt} />,
              },
            ]}
          />
        )}
      </Paper>
    </Stack>
  );
}
