import type { SubmissionResult } from '@conform-to/react';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { DataTable } from '#app/components/data-table';
import { ConfirmAction } from '#app/components/confirm-action';
import { PageTitle } from '#app/components/page-title';
import { StatusBadge } from '#app/components/status-badge';
import { formatDate, formatMoney } from '#app/utils/format';
import { formatDecimalInput } from '#app/utils/decimal-input';
import { isLanguage } from '#app/utils/language';
import { ProductForm, type ProductFormDefaults, type SupplierOption } from './product-form';
import type { TranslationKey } from '#app/locales';

export function ProductAddPage({
  shopName,
  suppliers,
  lastResult,
  basePath,
}: {
  shopName: string;
  suppliers: SupplierOption[];
  lastResult?: SubmissionResult<string[]>;
  basePath: string;
}) {
  const { t } = useTranslation();
  const title = t('products.addTitle', { shop: shopName });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      {suppliers.length === 0 && <Alert color="yellow">{t('products.noSuppliers')}</Alert>}
      <ProductForm
        lastResult={lastResult}
        product={null}
        suppliers={suppliers}
        cancelTo={basePath}
        asksForNewPrice={false}
      />
    </Stack>
  );
}

interface PriceHistoryRow {
  id: number;
  price: string;
  discount: string;
  vat: string;
  validFrom: string;
  validTo: string | null;
  priceWithVat: string | null;
  isCurrent: boolean;
  isFuture: boolean;
}

interface ProductEditPageProps {
  product: ProductFormDefaults & {
    id: number;
    isActive: boolean;
    deletedAt: Date | string | null;
    updatedAt: Date | string;
  };
  history: PriceHistoryRow[];
  suppliers: SupplierOption[];
  asksForNewPrice: boolean;
  notice: TranslationKey | null;
  canEdit: boolean;
  basePath: string;
  actionData?: { result?: SubmissionResult<string[]>; error: TranslationKey | null };
}

/** A product with its status buttons, the form and the price history; the same for the shop admin and the operator. */
export function ProductEditPage({
  product,
  history,
  suppliers,
  asksForNewPrice,
  notice,
  canEdit,
  basePath,
  actionData,
}: ProductEditPageProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = t('products.editTitle', { name: product.name });
  const isDeleted = !!product.deletedAt;
  const date = (value: string) => formatDate(language, `${value}T12:00:00Z`, 'UTC');
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{title}</Title>
          <StatusBadge isActive={product.isActive} deletedAt={product.deletedAt} />
        </Group>
        {canEdit && (
          <Group gap="xs">
            {isDeleted ? (
              <ConfirmAction
                label={t('common.actions.restore')}
                message={t('products.restoreMessage', { name: product.name })}
                intent="restore"
                color="brand"
              />
            ) : (
              <>
                {product.isActive ? (
                  <ConfirmAction
                    label={t('common.actions.deactivate')}
                    message={t('products.deactivateMessage', { name: product.name })}
                    intent="deactivate"
                    color="gray"
                  />
                ) : (
                  <ConfirmAction
                    label={t('common.actions.activate')}
                    message={t('products.activateMessage', { name: product.name })}
                    intent="activate"
                    color="brand"
                  />
                )}
                <ConfirmAction
                  label={t('common.actions.delete')}
                  message={t('products.deleteMessage', { name: product.name })}
                  intent="delete"
                />
              </>
            )}
          </Group>
        )}
      </Group>
      {notice && !actionData && (
        <Alert color="green" role="status">
          {t(notice)}
        </Alert>
      )}
      {actionData?.error && (
        <Alert color="red" role="alert">
          {t(actionData.error)}
        </Alert>
      )}
      {isDeleted ? (
        <Alert color="yellow">{t('products.deletedNotice')}</Alert>
      ) : (
        <>
          {!product.isActive && <Alert color="yellow">{t('products.inactiveNotice')}</Alert>}
          <ProductForm
            key={String(product.updatedAt)}
            lastResult={actionData?.result}
            product={product}
            suppliers={suppliers}
            cancelTo={basePath}
            asksForNewPrice={asksForNewPrice}
          />
        </>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          {t('products.history.title')}
        </Title>
        {history.length === 0 ? (
          <Text c="gray.7">{t('products.history.none')}</Text>
        ) : (
          <DataTable
            aria-label={t('products.history.title')}
            minWidth={560}
            rows={history}
            rowKey={(period) => period.id}
            columns={[
              { header: t('products.history.validFrom'), cell: (period) => date(period.validFrom) },
              {
                header: t('products.history.validTo'),
                cell: (period) => (period.validTo ? date(period.validTo) : t('products.history.open')),
              },
              {
                header: t('products.fields.price'),
                align: 'right',
                cell: (period) => formatDecimalInput(period.price, language, 2),
              },
              {
                header: t('products.fields.discount'),
                align: 'right',
                cell: (period) => formatDecimalInput(period.discount, language, 0),
              },
              {
                header: t('products.fields.vat'),
                align: 'right',
                cell: (period) => formatDecimalInput(period.vat, language, 0),
              },
              {
                header: t('products.fields.priceWithVat'),
                align: 'right',
                cell: (period) => (period.priceWithVat === null ? '—' : formatMoney(language, period.priceWithVat)),
              },
              {
                header: '',
                kind: 'actions',
                cell: (period) => (
                  <>
                    {period.isCurrent && (
                      <Badge color="brand" variant="light">
                        {t('products.history.current')}
                      </Badge>
                    )}
                    {period.isFuture && (
                      <Badge color="blue" variant="light">
                        {t('products.history.future')}
                      </Badge>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Paper>
    </Stack>
  );
}
