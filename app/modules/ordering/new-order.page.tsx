import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { Form, Link, useSubmit } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { BarcodeScanner } from '#app/components/scanner/barcode-scanner';
import { Pager } from '#app/components/pager';
import { formatMoney } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { formatCalendarDate, formatQuantity } from './cart.format';
import { lineAmounts } from './order-amounts';
import { roundToPackages, type PackHint } from './pack-rounding';
import { eanFromScan } from './scanned-ean';

interface Row {
  id: number;
  name: string;
  ean: string | null;
  supplierProductId: string | null;
  internalProductId: string | null;
  unit: string | null;
  minOrderQuantity: string | null;
  unitsPerPackage: string | null;
  packagesPerPallet: number | null;
  price: string | null;
  discount: string | null;
  vat: string | null;
  lastOrdered: string | null;
}

interface NewOrderProps {
  suppliers: { supplierId: number; name: string }[];
  supplierId: number | null;
  q: string;
  page: number;
  perPage: number;
  listing: { rows: Row[]; total: number; priceDate: string | null } | null;
  actionData?: {
    intent: 'add' | 'ean';
    result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } | null;
    added: { name?: string; productId?: number; quantity: string; hint?: PackHint } | null;
    notFound: string | null;
  };
}

export function PackHintText({ hint, inherit = false }: { hint: PackHint; inherit?: boolean }) {
  const { t } = useTranslation();
  if (hint.kind === 'none') return null;
  return (
    <Text size="xs" c={inherit ? undefined : 'orange.9'}>
      {hint.kind === 'minimum'
        ? t('cart.hint.minimum', { minimum: hint.minimum })
        : t('cart.hint.packages', { count: Number(hint.packages), unitsPerPackage: hint.unitsPerPackage })}
    </Text>
  );
}

/** One product's quantity input: shows the rounding hint as the user types, before adding. */
function AddForm({ row, error }: { row: Row; error: string | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const rounded = value ? roundToPackages(value.replace(',', '.'), row) : null;
  const id = `quantity-${row.id}`;
  return (
    <Form method="post" onSubmit={() => setTimeout(() => setValue(''), 0)}>
      <input type="hidden" name="productId" value={row.id} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          id={id}
          name="quantity"
          inputMode="decimal"
          size="xs"
          w={90}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-label={t('cart.columns.quantity') + ': ' + row.name}
          error={error ? t(messageKey(error)) : undefined}
          required
        />
        <Button type="submit" size="xs" aria-label={`${t('cart.add')}: ${row.name}`}>
          {t('cart.add')}
        </Button>
      </Group>
      {rounded && <PackHintText hint={rounded.hint} />}
    </Form>
  );
}

export function NewOrderPage({ suppliers, supplierId, q, page, perPage, listing, actionData }: NewOrderProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const submit = useSubmit();
  // A hardware scanner (in the field or anywhere on the page) or the camera adds the product as a typed EAN does.
  const onScan = useCallback(
    (text: string) =>
      submit(
        { intent: 'ean', ean: eanFromScan(text, new Date().toISOString().slice(0, 10)) },
        { method: 'post', preventScrollReset: true },
      ),
    [submit],
  );
  const added = actionData?.added;
  const failed = actionData?.intent === 'add' && actionData.result?.error?.quantity?.[0] ? actionData.result : null;
  const errorFor = (productId: number) =>
    failed && String(failed.initialValue?.productId) === String(productId) ? failed.error!.quantity![0]! : null;
  return (
    <Stack>
      <PageTitle>{t('cart.newOrderTitle')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('cart.newOrderTitle')}</Title>
        <Button
          component={Link}
          to="/admin/cart"
          variant="light"
          leftSection={<IconShoppingCart size={16} aria-hidden />}
        >
          {t('cart.cartTitle')}
        </Button>
      </Group>

      <Paper withBorder p="md">
        <Form method="get">
          <Group align="flex-end">
            <NativeSelect
              name="supplierId"
              label={t('cart.chooseSupplier')}
              defaultValue={supplierId ?? ''}
              data={[
                { value: '', label: t('cart.chooseSupplierPlaceholder') },
                ...suppliers.map((s) => ({ value: String(s.supplierId), label: s.name })),
              ]}
              onChange={(event) => submit(event.currentTarget.form)}
            />
            {supplierId && (
              <TextInput
                type="search"
                name="q"
                defaultValue={q}
                label={t('cart.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                style={{ flex: 1, minWidth: 220 }}
              />
            )}
            <Button type="submit" variant="default">
              {t('common.search')}
            </Button>
          </Group>
        </Form>
      </Paper>

      <Paper withBorder p="md">
        {/* Without JavaScript the form posts what was typed; with it, each scan is posted as it arrives. */}
        <Form method="post">
          <input type="hidden" name="intent" value="ean" />
          <BarcodeScanner
            label="EAN"
            name="ean"
            onScan={onScan}
            confirm={false}
            error={
              actionData?.intent === 'ean' && actionData.result?.error?.ean?.[0]
                ? t(messageKey(actionData.result.error.ean[0]))
                : undefined
            }
          />
        </Form>
      </Paper>

      {actionData?.notFound && (
        <Alert color="red" role="alert">
          {t('cart.eanNotFound', { ean: actionData.notFound })}
        </Alert>
      )}
      {added && (
        <Alert color="green" role="status">
          {t('cart.added', {
            name: added.name ?? listing?.rows.find((row) => row.id === added.productId)?.name ?? '',
            quantity: formatQuantity(language, added.quantity),
          })}
          {added.hint && <PackHintText hint={added.hint} inherit />}
        </Alert>
      )}

      {listing && (
        <>
          {listing.priceDate && (
            <Text size="sm" c="gray.7">
              {t('cart.deliveryDate')}: {formatCalendarDate(language, listing.priceDate)}
            </Text>
          )}
          {listing.rows.length === 0 ? (
            <Text>{t('cart.noProducts')}</Text>
          ) : (
            <DataTable
              striped
              minWidth={640}
              rows={listing.rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('cart.columns.product'),
                  kind: 'title',
                  cell: (row) => (
                    <div>
                      <Text size="sm" fw={500}>
                        {row.name}
                      </Text>
                      <Text size="xs" c="gray.7" fw={400}>
                        {[
                          row.unit,
                          row.minOrderQuantity &&
                            t('cart.minimum', { quantity: formatQuantity(language, row.minOrderQuantity) }),
                          row.unitsPerPackage &&
                            t('cart.perPackage', { quantity: formatQuantity(language, row.unitsPerPackage) }),
                          row.packagesPerPallet && t('cart.perPallet', { count: row.packagesPerPallet }),
                          row.lastOrdered &&
                            t('cart.lastOrdered', { quantity: formatQuantity(language, row.lastOrdered) }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </div>
                  ),
                },
                {
                  header: t('cart.columns.code'),
                  cell: (row) => (
                    <div>
                      <Text size="xs">{row.supplierProductId ?? row.internalProductId ?? ''}</Text>
                      <Text size="xs" c="gray.7">
                        {row.ean ?? ''}
                      </Text>
                    </div>
                  ),
                },
                {
                  header: t('cart.columns.price'),
                  align: 'right',
                  cell: (row) =>
                    row.price && row.vat
                      ? formatMoney(
                          language,
                          lineAmounts({ quantity: '1', price: row.price, discount: row.discount ?? '0', vat: row.vat })
                            .net,
                        )
                      : t('cart.noPrice'),
                },
                {
                  header: t('cart.columns.quantity'),
                  kind: 'actions',
                  cell: (row) => <AddForm row={row} error={errorFor(row.id)} />,
                },
              ]}
            />
          )}
          <Pager page={page} perPage={perPage} total={listing.total} />
        </>
      )}
      {!suppliers.length && (
        <Text>
          <Anchor component={Link} to="/admin/suppliers">
            {t('common.nav.suppliers')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
