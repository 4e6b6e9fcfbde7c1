import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/list';
import { requestContext } from '#app/context';
import { ConfirmAction } from '#app/components/confirm-action';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { ListSearch } from '#app/components/list-search';
import { requireAuth } from '#app/middleware/guards.server';
import { parseSupplierId, SupplierRowIntentSchema } from '#app/modules/suppliers/supplier.schema';
import { LIST_STATUSES } from '#app/utils/list-params';
import { refused } from '#app/utils/params';
import { parseSupplierListParams } from '#app/modules/suppliers/supplier-list-params';
import {
  deleteSupplier,
  listSuppliers,
  restoreSupplier,
  setSupplierActive,
} from '#app/modules/suppliers/suppliers.repo.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requireAuth(context);
  const params = parseSupplierListParams(new URL(request.url));
  const perPage = user.resultsPerPage;
  const { rows, total } = await listSuppliers(context.get(requestContext).db, scope, { ...params, perPage });
  return { rows, total, page: params.page, perPage, q: params.q ?? '', status: params.status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const formData = await request.formData();
  const intent = SupplierRowIntentSchema.safeParse(formData.get('intent'));
  if (!intent.success) throw data(null, { status: 400 });
  const id = parseSupplierId(formData.get('supplierId'));
  if (id === null) throw data(null, { status: 404 });
  const { db } = context.get(requestContext);
  const result =
    intent.data === 'delete'
      ? await deleteSupplier(db, scope, id)
      : intent.data === 'restore'
        ? await restoreSupplier(db, scope, id)
        : await setSupplierActive(db, scope, id, intent.data === 'activate');
  if (!result.ok) refused(result.reason);
  return { done: intent.data };
}

export default function Suppliers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { rows, total, page, perPage, q, status } = loaderData;
  const message = actionData?.done
    ? t(`suppliers.done.${actionData.done}`)
    : searchParams.get('created') === '1'
      ? t('suppliers.created')
      : null;
  return (
    <Stack>
      <PageTitle>{t('suppliers.title')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('suppliers.title')}</Title>
        <Button component={Link} to="/super/suppliers/add-supplier" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('suppliers.add')}
        </Button>
      </Group>
      {message && navigation.state === 'idle' && (
        <Alert color="green" role="status">
          {message}
        </Alert>
      )}
      <ListSearch
        q={q}
        label={t('suppliers.search')}
        status={{
          value: status,
          label: t('common.status.label'),
          options: LIST_STATUSES.map((value) => ({ value, label: t(`common.status.${value}`) })),
        }}
      />
      <Paper withBorder>
        <DataTable
          striped
          highlightOnHover
          minWidth={860}
          rows={rows}
          rowKey={(supplier) => supplier.id}
          columns={[
            { header: t('suppliers.columns.name'), kind: 'title', cell: (supplier) => supplier.name },
            {
              header: t('suppliers.columns.city'),
              cell: (supplier) => [supplier.city, supplier.country].filter(Boolean).join(', '),
            },
            { header: t('suppliers.columns.vatNumber'), cell: (supplier) => supplier.vatNumber },
            { header: t('suppliers.columns.email'), cell: (supplier) => supplier.email },
            {
              header: t('suppliers.columns.status'),
              cell: (supplier) => <StatusBadge isActive={supplier.isActive} isDeleted={supplier.deletedAt !== null} />,
            },
            {
              header: t('common.columnActions'),
              kind: 'actions',
              cell: (supplier) => (
                <Group gap="xs" wrap="nowrap">
                  <Button component={Link} to={`/super/suppliers/${supplier.id}/edit`} size="xs" variant="light">
                    {t('common.actions.edit')}
                  </Button>
                  {supplier.deletedAt === null ? (
                    <>
                      <Form method="post">
                        <input type="hidden" name="supplierId" value={supplier.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value={supplier.isActive ? 'deactivate' : 'activate'}
                          size="xs"
                          variant="default"
                        >
                          {supplier.isActive ? t('common.actions.deactivate') : t('common.actions.activate')}
                        </Button>
                      </Form>
                      <ConfirmAction
                        label={t('common.actions.delete')}
                        message={t('suppliers.confirm.delete', { name: supplier.name })}
                        intent="delete"
                        fields={{ supplierId: supplier.id }}
                        // Light red text (shade 6 at most) fails WCAG contrast; outlined and filled shade 9 pass.
                        color="red.9"
                        variant="outline"
                        size="xs"
                      />
                    </>
                  ) : (
                    <ConfirmAction
                      label={t('common.actions.restore')}
                      message={t('suppliers.confirm.restore', { name: supplier.name })}
                      intent="restore"
                      fields={{ supplierId: supplier.id }}
                      color="brand"
                      size="xs"
                    />
                  )}
                </Group>
              ),
            },
          ]}
        />
        {rows.length === 0 && (
          <Text p="md" c="gray.7">
            {t('suppliers.empty')}
          </Text>
        )}
      </Paper>
      <Pager page={page} perPage={perPage} total={total} />
    </Stack>
  );
}

function StatusBadge({ isActive, isDeleted }: { isActive: boolean; isDeleted: boolean }) {
  const { t } = useTranslation();
  if (isDeleted) {
    return (
      // Red text on a light red background over a striped row stays just under 4.5:1; outlined shade 9 passes.
      <Badge color="red.9" variant="outline">
        {t('common.status.deleted')}
      </Badge>
    );
  }
  return (
    <Badge color={isActive ? 'brand' : 'gray'} variant="light">
      {isActive ? t('common.status.active') : t('common.status.inactive')}
    </Badge>
  );
}
