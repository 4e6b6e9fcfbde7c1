import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { requestContext } from '#app/context';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { StatusBadge } from '#app/components/status-badge';
import { ListSearch } from '#app/components/list-search';
import { requireAuth } from '#app/middleware/guards.server';
import { listCompanies } from '#app/modules/org/companies.repo.server';
import { LIST_STATUSES, listStatusSchema } from '#app/utils/list-params';
import { parseListParams } from '#app/utils/list-params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requireAuth(context);
  const url = new URL(request.url);
  const params = parseListParams(url);
  const status = listStatusSchema('active').parse(url.searchParams.get('status') ?? undefined);
  const perPage = user.resultsPerPage;
  const { rows, total } = await listCompanies(context.get(requestContext).db, scope, { ...params, status, perPage });
  return { rows, total, page: params.page, perPage, q: params.q ?? '', status };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, total, page, perPage, q, status } = loaderData;
  return (
    <Stack>
      <PageTitle>{t('super.companies.title')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('super.companies.title')}</Title>
        <Button component={Link} to="/super/companies/add-company" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('super.companies.add')}
        </Button>
      </Group>
      <ListSearch
        q={q}
        label={t('super.companies.search')}
        status={{
          value: status,
          label: t('common.status.label'),
          options: LIST_STATUSES.map((value) => ({ value, label: t(`common.status.${value}`) })),
        }}
        width={320}
      />
      <Paper withBorder>
        <DataTable
          striped
          highlightOnHover
          rows={rows}
          rowKey={(company) => company.id}
          columns={[
            {
              header: t('super.companies.name'),
              kind: 'title',
              cell: (company) => (
                <Anchor component={Link} to={`/super/companies/${company.id}`}>
                  {company.name}
                </Anchor>
              ),
            },
            { header: t('super.companies.regions'), align: 'right', cell: (company) => company.regions },
            { header: t('super.companies.shops'), align: 'right', cell: (company) => company.shops },
            { header: t('super.companies.users'), align: 'right', cell: (company) => company.users },
            {
              header: t('super.companies.status'),
              cell: (company) => <StatusBadge isActive={company.isActive} deletedAt={company.deletedAt} />,
            },
          ]}
        />
        {rows.length === 0 && (
          <Text p="md" c="gray.7">
            {t('super.companies.empty')}
          </Text>
        )}
      </Paper>
      <Pager page={page} perPage={perPage} total={total} />
    </Stack>
  );
}
