import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/list';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { ShopSupplierRowIntentSchema } from '#app/modules/shop-suppliers/shop-supplier.schema';
import { ShopSupplierList } from '#app/modules/shop-suppliers/shop-supplier-list';
import { parseShopSupplierListParams } from '#app/modules/shop-suppliers/shop-supplier-list-params';
import {
  deleteShopSupplier,
  listShopSuppliers,
  restoreShopSupplier,
  setShopSupplierActive,
} from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import { parseSupplierId } from '#app/modules/suppliers/supplier.schema';
import { notFound, refused } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'suppliers:view');
  const { shop } = requireShop(context);
  const params = parseShopSupplierListParams(new URL(request.url));
  const { rows, total } = await listShopSuppliers(context.get(requestContext).db, shop, {
    ...params,
    perPage: user.resultsPerPage,
  });
  return {
    rows,
    total,
    page: params.page,
    perPage: user.resultsPerPage,
    q: params.q ?? '',
    status: params.status,
    canEdit: hasPermission(user, 'suppliers:edit'),
    shopName: shop.shopName,
  };
}

/** Activate, deactivate, delete, restore one of the shop's suppliers (named by its directory id). */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'suppliers:edit');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const formData = await request.formData();
  const intent = ShopSupplierRowIntentSchema.safeParse(formData.get('intent'));
  if (!intent.success) throw data(null, { status: 400 });
  const supplierId = parseSupplierId(formData.get('supplierId')) ?? notFound();
  const result =
    intent.data === 'delete'
      ? await deleteShopSupplier(db, shop, supplierId)
      : intent.data === 'restore'
        ? await restoreShopSupplier(db, shop, supplierId)
        : await setShopSupplierActive(db, shop, supplierId, intent.data === 'activate');
  if (!result.ok) refused(result.reason);
  return { done: intent.data };
}

export default function ShopSuppliers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { rows, total, page, perPage, q, status, canEdit, shopName } = loaderData;
  return (
    <Stack>
      <PageTitle>{t('shopSuppliers.title')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('shopSuppliers.shopTitle', { shop: shopName })}</Title>
        {canEdit && (
          <Button component={Link} to="/admin/suppliers/add-supplier" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('shopSuppliers.add')}
          </Button>
        )}
      </Group>
      {actionData?.done && navigation.state === 'idle' && (
        <Alert color="green" role="status">
          {t(`shopSuppliers.done.${actionData.done}`)}
        </Alert>
      )}
      <Paper withBorder p="md">
        <ShopSupplierList
          rows={rows}
          total={total}
          page={page}
          perPage={perPage}
          q={q}
          status={status}
          canEdit={canEdit}
        />
      </Paper>
    </Stack>
  );
}
