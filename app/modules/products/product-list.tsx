import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FilterCheckbox, FilterSelect, FilterTextInput } from '#app/components/filter-fields';
import { IconDownload, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useLocation, useSubmit } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { StatusBadge } from '#app/components/status-badge';
import { RowBadge, RowButton, RowCheckbox, RowGroup, RowLink } from '#app/components/plain';
import { isLanguage } from '#app/utils/language';
import { formatMoney } from '#app/utils/format';
import { SupplierFilter, type SupplierOption } from '#app/modules/shop-suppliers/supplier-filter';
import {
  PRODUCT_FLAGS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  TEMPERATURE_REGIMES,
  type ProductFlag,
} from './product-constants';
import type { ProductListParams } from './product-list-params';
import type { TranslationKey } from '#app/locales';
import type { TemperatureRegime } from '#app/db/schema/catalog';

interface ProductListRow {
  id: number;
  name: string;
  ean: string | null;
  internalProductId: string | null;
  supplierName: string;
  temperatureRegime: TemperatureRegime;
  containsAlcohol: boolean;
  isWeighted: boolean;
  isRisky: boolean;
  isActive: boolean;
  deletedAt: Date | string | null;
  priceWithVat: string | null;
}

interface ProductListPageProps {
  rows: ProductListRow[];
  total: number;
  /** The count stopped at `total`: there are more matches. */
  totalCapped?: boolean;
  params: ProductListParams;
  perPage: number;
  /** The supplier the list is filtered by. */
  supplier: SupplierOption | null;
  hasSuppliers: boolean;
  /** Where the supplier filter's choices load from. */
  supplierOptionsUrl: string;
  shopName: string;
  canEdit: boolean;
  /** /admin/products or the operator's …/products. */
  basePath: string;
  actionData?: { error: TranslationKey | null; changed: number | null };
}

const SEARCH_DELAY_MS = 300;

/**
 * The shop's products: search as you type (a debounced GET; the Search button without JavaScript), filters, sort,
 * server-side pages, and bulk activate/deactivate/delete/restore of the selected rows.
 */
export function ProductListPage({
  rows,
  total,
  totalCapped = false,
  params,
  perPage,
  supplier,
  hasSuppliers,
  supplierOptionsUrl,
  shopName,
  canEdit,
  basePath,
  actionData,
}: ProductListPageProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A new page of rows (or a finished bulk change) starts with nothing selected.
  const selectionKey = `${rows.map((row) => row.id).join(',')}|${actionData ? JSON.stringify(actionData) : ''}`;
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: selectionKey, ids: [] });
  const selected = selection.key === selectionKey ? selection.ids : [];
  // From the latest selection, not this render's: two quick taps must both count.
  const setSelected = (update: number[] | ((list: number[]) => number[])) =>
    setSelection((current) => {
      const ids = current.key === selectionKey ? current.ids : [];
      return { key: selectionKey, ids: typeof update === 'function' ? update(ids) : update };
    });
  const title = t('products.shopTitle', { shop: shopName });
  const exportQuery = exportSearch(useLocation().search);

  useEffect(() => () => clearTimeout(timer.current), []);

  const searchSoon = (form: HTMLFormElement | null) => {
    clearTimeout(timer.current);
    if (!form) return;
    timer.current = setTimeout(() => {
      const formData = new FormData(form);
      formData.delete('page');
      submit(formData, { method: 'get', replace: true, preventScrollReset: true });
    }, SEARCH_DELAY_MS);
  };
  const submitNow = (form: HTMLFormElement | null) =>
    form && submit(new FormData(form), { method: 'get', replace: true, preventScrollReset: true });

  const toggle = (id: number, checked: boolean) =>
    setSelected((list) =>
      checked ? (list.includes(id) ? list : [...list, id]) : list.filter((other) => other !== id),
    );
  const allChecked = rows.length > 0 && selected.length === rows.length;
  const filtered =
    !!params.q || params.status !== 'active' || !!params.supplierId || !!params.temperature || params.flags.length > 0;

  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          {/* Plain links: the files are downloads, not pages of the app. */}
          <RowButton
            href={`${basePath}/export.csv${exportQuery}`}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('productImport.export.csv')}
          </RowButton>
          <RowButton
            href={`${basePath}/export.xlsx${exportQuery}`}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('productImport.export.xlsx')}
          </RowButton>
          {canEdit && (
            <RowButton to={`${basePath}/import`} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
              {t('productImport.button')}
            </RowButton>
          )}
          {canEdit && (
            <RowButton to={`${basePath}/add-product`} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('products.add')}
            </RowButton>
          )}
        </Group>
      </Group>
      {!hasSuppliers && <Alert color="yellow">{t('products.noSuppliers')}</Alert>}
      <Paper withBorder p="md">
        <Stack>
          <Form
            method="get"
            role="search"
            onChange={(event) =>
              event.target instanceof HTMLInputElement && event.target.type === 'search'
                ? searchSoon(event.currentTarget)
                : submitNow(event.currentTarget)
            }
          >
            <Stack gap="sm">
              <Group align="flex-end">
                <FilterTextInput
                  name="q"
                  defaultValue={params.q ?? ''}
                  label={t('products.search')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  type="search"
                  width="search"
                />
                <SupplierFilter
                  url={supplierOptionsUrl}
                  selected={supplier}
                  label={t('products.filters.supplier')}
                  allLabel={t('products.filters.allSuppliers')}
                />
                <FilterSelect
                  name="temperature"
                  defaultValue={params.temperature ?? ''}
                  label={t('products.filters.temperature')}
                  data={[
                    { value: '', label: t('products.filters.allTemperatures') },
                    ...TEMPERATURE_REGIMES.map((value) => ({ value, label: t(`products.temperature.${value}`) })),
                  ]}
                />
                <FilterSelect
                  name="status"
                  defaultValue={params.status}
                  label={t('common.status.label')}
                  data={PRODUCT_STATUSES.map((value) => ({ value, label: t(`common.status.${value}`) }))}
                />
                <FilterSelect
                  name="sort"
                  defaultValue={params.sort}
                  label={t('products.filters.sort')}
                  data={PRODUCT_SORTS.map((value) => ({ value, label: t(`products.sort.${value}`) }))}
                />
              </Group>
              <Group align="center">
                <Text size="sm" fw={500} id="product-flags-label">
                  {t('products.filters.flags')}
                </Text>
                <Group role="group" aria-labelledby="product-flags-label" gap="md">
                  {PRODUCT_FLAGS.map((flag) => (
                    <FilterCheckbox
                      key={flag}
                      name="flag"
                      value={flag}
                      label={t(`products.flags.${flag}`)}
                      defaultChecked={params.flags.includes(flag)}
                    />
                  ))}
                </Group>
                <RowButton type="submit" variant="default">
                  {t('common.search')}
                </RowButton>
              </Group>
            </Stack>
          </Form>

          {actionData?.error && (
            <Alert color="red" role="alert">
              {t(actionData.error)}
            </Alert>
          )}
          {actionData?.changed !== null && actionData?.changed !== undefined && (
            <Alert color="green" role="status">
              {t('products.bulk.done', { count: actionData.changed })}
            </Alert>
          )}

          {canEdit && rows.length > 0 && (
            <Form method="post" id="product-bulk">
              <Group gap="xs" aria-label={t('products.bulk.label')} role="group">
                <Text size="sm">{t('products.bulk.selected', { count: selected.length })}</Text>
                <RowButton
                  type="submit"
                  name="intent"
                  value="activate"
                  variant="light"
                  size="sm"
                  disabled={!selected.length}
                >
                  {t('common.actions.activate')}
                </RowButton>
                <RowButton
                  type="submit"
                  name="intent"
                  value="deactivate"
                  variant="light"
                  color="gray"
                  size="sm"
                  disabled={!selected.length}
                >
                  {t('common.actions.deactivate')}
                </RowButton>
                {selected.length > 0 && (
                  <>
                    <ConfirmAction
                      label={t('common.actions.delete')}
                      message={t('products.bulk.deleteMessage', { count: selected.length })}
                      intent="delete"
                      fields={{ ids: selected.join(',') }}
                    />
                    <ConfirmAction
                      label={t('common.actions.restore')}
                      message={t('products.bulk.restoreMessage', { count: selected.length })}
                      intent="restore"
                      color="brand"
                      fields={{ ids: selected.join(',') }}
                    />
                  </>
                )}
              </Group>
            </Form>
          )}

          {rows.length === 0 ? (
            <Text c="gray.7">{filtered ? t('products.noMatch') : t('products.none')}</Text>
          ) : (
            <DataTable
              minWidth={760}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                canEdit && {
                  header: (
                    <RowCheckbox
                      aria-label={t('products.columns.selectAll')}
                      checked={allChecked}
                      indeterminate={selected.length > 0 && !allChecked}
                      onCheckedChange={(checked) => setSelected(checked ? rows.map((row) => row.id) : [])}
                    />
                  ),
                  label: t('products.columns.selectAll'),
                  keepOnPhone: true,
                  kind: 'select',
                  width: 40,
                  cell: (row) => (
                    <RowCheckbox
                      form="product-bulk"
                      name="ids"
                      value={String(row.id)}
                      aria-label={t('products.columns.select', { name: row.name })}
                      checked={selected.includes(row.id)}
                      onCheckedChange={(checked) => toggle(row.id, checked)}
                    />
                  ),
                },
                {
                  header: t('products.columns.name'),
                  kind: 'title',
                  // The product page is the edit form: without products:edit the name is plain text.
                  cell: (row) => (canEdit ? <RowLink to={`${basePath}/${row.id}/edit`}>{row.name}</RowLink> : row.name),
                },
                { header: t('products.columns.supplier'), cell: (row) => row.supplierName },
                { header: t('products.columns.ean'), cell: (row) => row.ean ?? '—' },
                { header: t('products.columns.internalId'), cell: (row) => row.internalProductId ?? '—' },
                {
                  header: t('products.columns.temperature'),
                  cell: (row) => t(`products.temperature.${row.temperatureRegime}`),
                },
                {
                  header: t('products.columns.price'),
                  align: 'right',
                  nowrap: true,
                  cell: (row) =>
                    row.priceWithVat === null ? t('products.noPrice') : formatMoney(language, row.priceWithVat),
                },
                {
                  header: t('products.columns.status'),
                  cell: (row) => (
                    <RowGroup gap={4}>
                      <StatusBadge isActive={row.isActive} deletedAt={row.deletedAt} />
                      {flagsOf(row).map((flag) => (
                        <RowBadge key={flag} variant="default">
                          {t(`products.flags.${flag}`)}
                        </RowBadge>
                      ))}
                    </RowGroup>
                  ),
                },
              ]}
            />
          )}
          <Pager page={params.page} perPage={perPage} total={total} totalCapped={totalCapped} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The list's query string without its page: the export takes every match, in the list's order. */
function exportSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}

function flagsOf(row: ProductListRow): ProductFlag[] {
  return PRODUCT_FLAGS.filter((flag) =>
    flag === 'alcohol' ? row.containsAlcohol : flag === 'weighted' ? row.isWeighted : row.isRisky,
  );
}
