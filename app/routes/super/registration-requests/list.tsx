import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { requestContext } from '#app/context';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { ListSearch } from '#app/components/list-search';
import { requireAuth } from '#app/middleware/guards.server';
import type { Language } from '#app/utils/language';
import { REQUEST_FILTERS, parseRequestListParams } from '#app/modules/registrations/registration-request.schema';
import { listRegistrationRequests } from '#app/modules/registrations/registration-requests.repo.server';
import { RequestStatusBadge } from '#app/modules/registrations/request-status-badge';
import { formatDateTime } from '#app/utils/format';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requireAuth(context);
  const params = parseRequestListParams(new URL(request.url));
  const perPage = user.resultsPerPage;
  const { rows, total } = await listRegistrationRequests(context.get(requestContext).db, scope, { ...params, perPage });
  return { rows, total, page: params.page, perPage, q: params.q ?? '', status: params.status };
}

export default function RegistrationRequests({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { rows, total, page, perPage, q, status } = loaderData;
  return (
    <Stack>
      <PageTitle>{t('registrations.title')}</PageTitle>
      <Title order={1}>{t('registrations.title')}</Title>
      <ListSearch
        q={q}
        label={t('registrations.search')}
        status={{
          value: status,
          label: t('registrations.status.label'),
          options: REQUEST_FILTERS.map((value) => ({ value, label: t(`registrations.status.${value}`) })),
        }}
      />
      <Paper withBorder>
        <DataTable
          striped
          highlightOnHover
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              header: t('registrations.columns.received'),
              nowrap: true,
              cell: (row) => formatDateTime(language, row.createdAt),
            },
            {
              header: t('registrations.columns.company'),
              kind: 'title',
              cell: (row) => (
                <Anchor component={Link} to={`/super/registration-requests/${row.id}`}>
                  {row.companyName}
                </Anchor>
              ),
            },
            { header: t('registrations.columns.contact'), cell: (row) => row.contactName },
            { header: t('registrations.columns.email'), cell: (row) => row.email },
            { header: t('registrations.columns.shops'), align: 'right', cell: (row) => row.shopCount },
            { header: t('registrations.columns.status'), cell: (row) => <RequestStatusBadge status={row.status} /> },
          ]}
        />
        {rows.length === 0 && (
          <Text p="md" c="gray.7">
            {t('registrations.empty')}
          </Text>
        )}
      </Paper>
      <Pager page={page} perPage={perPage} total={total} />
    </Stack>
  );
}
