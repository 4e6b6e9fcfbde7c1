import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, Link, useNavigation, type RouterContextProvider } from 'react-router';
import type { Route } from './+types/edit';
import { languageContext, requestContext } from '#app/context';
import { ConfirmAction } from '#app/components/confirm-action';
import { PageTitle } from '#app/components/page-title';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { shopSupplierFormSchema } from '#app/modules/shop-suppliers/shop-supplier.schema';
import { ShopSupplierForm } from '#app/modules/shop-suppliers/shop-supplier-form';
import {
  getShopSupplier,
  restoreShopSupplier,
  updateShopSupplier,
} from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import { parseSupplierId } from '#app/modules/suppliers/supplier.schema';
import { notFound, refused } from '#app/utils/params';

/**
 * One of the caller's shop's suppliers, named by its directory id (spec §2). A malformed id, a supplier the shop does
 * not have, or one only another shop has, is "Page not found" for reads and writes alike.
 */
async function load(params: { supplierId?: string }, context: Readonly<RouterContextProvider>) {
  requirePermission(context, 'suppliers:edit');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const supplierId = parseSupplierId(params.supplierId) ?? notFound();
  const detail = (await getShopSupplier(db, shop, supplierId)) ?? notFound();
  return { db, shop, supplierId, detail };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { detail } = await load(params, context);
  return { ...detail, created: new URL(request.url).searchParams.get('created') === '1' };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, shop, supplierId } = await load(params, context);
  const formData = await request.formData();
  if (formData.get('intent') === 'restore') {
    const restored = await restoreShopSupplier(db, shop, supplierId);
    if (!restored.ok) refused(restored.reason);
    return { result: null, saved: false };
  }
  const submission = parseWithZod(formData, { schema: shopSupplierFormSchema(context.get(languageContext)) });
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 });
  const saved = await updateShopSupplier(db, shop, supplierId, submission.value);
  if (!saved.ok) refused(saved.reason);
  return { result: submission.reply({ resetForm: true }), saved: true };
}

export default function EditShopSupplier({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { link, directory, created } = loaderData;
  const isDeleted = link.deletedAt !== null;
  const idle = navigation.state === 'idle';
  return (
    <Stack maw={960}>
      <PageTitle>{`${t('shopSuppliers.editTitle')}: ${directory.name}`}</PageTitle>
      <Anchor component={Link} to="/admin/suppliers" size="sm">
        {t('shopSuppliers.backToList')}
      </Anchor>
      <div>
        <Title order={1}>{t('shopSuppliers.editTitle')}</Title>
        <Text c="gray.7">{directory.name}</Text>
      </div>
      {actionData?.saved && idle && (
        <Alert color="green" role="status">
          {t('shopSuppliers.saved')}
        </Alert>
      )}
      {created && !actionData && (
        <Alert color="green" role="status">
          {t('shopSuppliers.created', { name: directory.name })}
        </Alert>
      )}
      {isDeleted && (
        <Alert color="gray" role="status">
          <Group justify="space-between">
            <Text size="sm">{t('shopSuppliers.deletedNotice')}</Text>
            <ConfirmAction
              label={t('common.actions.restore')}
              message={t('shopSuppliers.confirm.restore', { name: directory.name })}
              intent="restore"
              color="brand"
            />
          </Group>
        </Alert>
      )}
      {(directory.deletedAt || !directory.isActive) && (
        <Alert color="orange" variant="light">
          <Text size="sm">
            {directory.deletedAt
              ? t('shopSuppliers.directoryDeletedNotice')
              : t('shopSuppliers.directoryInactiveNotice')}
          </Text>
        </Alert>
      )}
      <DirectoryCard directory={directory} />
      {/* A new key after each save starts the form from the stored values (e.g. the amount as the locale writes it). */}
      <ShopSupplierForm
        key={new Date(link.updatedAt).getTime()}
        lastResult={actionData?.result}
        link={link}
        disabled={isDeleted}
      />
    </Stack>
  );
}

/** The directory's data, read-only: the operator keeps it for every shop. */
function DirectoryCard({ directory }: { directory: Route.ComponentProps['loaderData']['directory'] }) {
  const { t } = useTranslation();
  const items: [string, string | null][] = [
    [t('shopSuppliers.directory.name'), directory.name],
    [t('shopSuppliers.directory.address'), directory.address],
    [t('shopSuppliers.directory.city'), directory.city],
    [t('shopSuppliers.directory.postCode'), directory.postCode],
    [
      t('shopSuppliers.directory.country'),
      t(`suppliers.countries.${directory.country}`, { defaultValue: directory.country }),
    ],
    [t('shopSuppliers.directory.vatNumber'), directory.vatNumber],
    [t('shopSuppliers.directory.email'), directory.email],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="directory-title">
      <Title order={2} size="h3" id="directory-title">
        {t('shopSuppliers.directory.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('shopSuppliers.directory.hint')}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
