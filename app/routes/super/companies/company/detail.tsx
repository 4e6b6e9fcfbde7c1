import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/detail';
import type { loader as companyLoader } from './layout';
import { requestContext } from '#app/context';
import { ConfirmAction } from '#app/components/confirm-action';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { StatusBadge } from '#app/components/status-badge';
import { requireAuth } from '#app/middleware/guards.server';
import { changeErrorKey } from '#app/modules/org/change-result';
import {
  deleteCompany,
  listCompanyHistory,
  restoreCompany,
  setCompanyActive,
} from '#app/modules/org/companies.repo.server';
import { HistoryTable } from '#app/modules/org/history-table';
import { listRegions } from '#app/modules/org/regions.repo.server';
import { listShops } from '#app/modules/org/shops.repo.server';
import { parseId, refused } from '#app/utils/params';
import type { TranslationKey } from '#app/locales';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope } = requireAuth(context);
  const { db } = context.get(requestContext);
  const companyId = parseId(params.companyId);
  const [regions, shops, history] = await Promise.all([
    listRegions(db, scope, companyId),
    listShops(db, scope, companyId),
    listCompanyHistory(db, scope, companyId),
  ]);
  return { regions, shops, history };
}

const CHOOSE: TranslationKey = 'validation.choose';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const { db } = context.get(requestContext);
  const companyId = parseId(params.companyId);
  const intent = (await request.formData()).get('intent');
  if (intent === 'activate' || intent === 'deactivate') {
    const changed = await setCompanyActive(db, scope, companyId, intent === 'activate');
    if (!changed.ok) refused(changed.reason);
    return { error: null };
  }
  const result =
    intent === 'delete'
      ? await deleteCompany(db, scope, companyId)
      : intent === 'restore'
        ? await restoreCompany(db, scope, companyId)
        : null;
  if (!result) return data({ error: CHOOSE }, { status: 400 });
  if (!result.ok && result.reason === 'forbidden') refused(result.reason);
  if (result.ok && intent === 'delete') return redirect('/super/companies?status=deleted');
  return result.ok ? { error: null } : data({ error: changeErrorKey(result, 'company') }, { status: 409 });
}

export default function CompanyDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company } = useRouteLoaderData<typeof companyLoader>('super-company')!;
  const { regions, shops, history } = loaderData;
  const base = `/super/companies/${company.id}`;
  const isDeleted = !!company.deletedAt;
  return (
    <Stack>
      <PageTitle>{company.name}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{company.name}</Title>
            <StatusBadge isActive={company.isActive} deletedAt={company.deletedAt} />
          </Group>
          <Text c="gray.7">{[company.vatNumber, company.address].filter(Boolean).join(' · ')}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={`${base}/analytics`}
            variant="light"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            {t('common.nav.analytics')}
          </Button>
          {isDeleted ? (
            <ConfirmAction
              label={t('common.actions.restore')}
              message={t('super.company.restoreMessage', { name: company.name })}
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
              {company.isActive ? (
                <ConfirmAction
                  label={t('common.actions.deactivate')}
                  message={t('super.company.deactivateMessage', { name: company.name })}
                  intent="deactivate"
                  color="gray"
                />
              ) : (
                <ConfirmAction
                  label={t('common.actions.activate')}
                  message={t('super.company.activateMessage', { name: company.name })}
                  intent="activate"
                  color="brand"
                />
              )}
              <ConfirmAction
                label={t('common.actions.delete')}
                message={t('super.company.deleteMessage', { name: company.name })}
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
      {isDeleted && <Alert color="yellow">{t('super.company.deletedNotice')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t('super.company.regions')}
            </Title>
            {!isDeleted && (
              <Button
                component={Link}
                to={`${base}/add-region`}
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
              >
                {t('super.company.addRegion')}
              </Button>
            )}
          </Group>
          {regions.length === 0 ? (
            <Text c="gray.7">{t('super.company.noRegions')}</Text>
          ) : (
            <DataTable
              rows={regions}
              rowKey={(region) => region.id}
              columns={[
                {
                  header: t('super.region.title'),
                  kind: 'title',
                  cell: (region) => (
                    <Anchor component={Link} to={`${base}/${region.id}`}>
                      {region.name}
                    </Anchor>
                  ),
                },
                { header: t('super.companies.shops'), align: 'right', cell: (region) => region.shops },
                {
                  header: t('common.status.label'),
                  cell: (region) => <StatusBadge isActive={region.isActive} deletedAt={region.deletedAt} />,
                },
              ]}
            />
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('super.company.shops')}
          </Title>
          {shops.length === 0 ? (
            <Text c="gray.7">{t('super.company.noShops')}</Text>
          ) : (
            <DataTable
              rows={shops}
              rowKey={(shop) => shop.id}
              columns={[
                {
                  header: t('super.shop.name'),
                  kind: 'title',
                  cell: (shop) => (
                    <>
                      <Anchor component={Link} to={`${base}/${shop.regionId}/${shop.id}`}>
                        {shop.name}
                      </Anchor>{' '}
                      {shop.deletedAt && <StatusBadge isActive={shop.isActive} deletedAt={shop.deletedAt} />}
                    </>
                  ),
                },
                { header: t('super.shop.region'), cell: (shop) => shop.regionName },
                { header: t('super.shop.users'), align: 'right', cell: (shop) => shop.users },
              ]}
            />
          )}
        </Paper>
      </SimpleGrid>
      <HistoryTable rows={history} />
    </Stack>
  );
}
