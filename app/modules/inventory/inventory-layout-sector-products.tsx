import { Alert, Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useFetcher, useSubmit } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { BarcodeScanner } from '#app/components/scanner/barcode-scanner';
import { messageKey } from '#app/utils/i18n';
import type { CatalogProduct } from './inventory-layout-catalog.repo.server';
import type { SectorChoice, SectorProductRow } from './inventory-layout.repo.server';
import { LayoutList, type LayoutAnswer } from './inventory-layout-list';

interface SectorProductsPageProps {
  sectors: SectorChoice[];
  sector: SectorChoice | null;
  products: SectorProductRow[];
  q: string;
  found: CatalogProduct[];
}

const codesOf = (product: Pick<CatalogProduct, 'ean' | 'internalProductId' | 'supplierProductId'>) =>
  [product.internalProductId, product.supplierProductId, product.ean].filter(Boolean).join(' · ');

/** The products of one sector in shelf order: find or scan products to add, order them, remove them. */
export function SectorProductsPage({ sectors, sector, products, q, found }: SectorProductsPageProps) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Stack maw={960}>
      <PageTitle>{t('inventoryLayout.products.title')}</PageTitle>
      <Title order={1}>{t('inventoryLayout.products.title')}</Title>
      <Text>{t('inventoryLayout.products.intro')}</Text>
      {!sector ? (
        <Text>
          {t('inventoryLayout.products.noSectors')}{' '}
          <Anchor component={Link} to="/admin/inventory/sectors">
            {t('inventoryLayout.products.sectorsLink')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Form method="get">
            <NativeSelect
              name="sector"
              label={t('inventoryLayout.products.pick')}
              defaultValue={String(sector.id)}
              key={sector.id}
              size="md"
              onChange={(event) => void submit(event.currentTarget.form)}
            >
              {sectors.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {`${choice.departmentName} › ${choice.subDepartmentName} › ${choice.name}`}
                </option>
              ))}
            </NativeSelect>
          </Form>
          <AddProducts key={sector.id} sector={sector} products={products} q={q} found={found} />
          <Title order={2} size="h4">
            {t('inventoryLayout.products.listOf', { name: sector.name })}
          </Title>
          {products.length === 0 ? (
            <Text c="gray.7">{t('inventoryLayout.products.empty')}</Text>
          ) : (
            <>
              <Text size="sm" c="gray.7" visibleFrom="sm">
                {t('inventoryLayout.dragHint')}
              </Text>
              <LayoutList
                key={sector.id}
                label={t('inventoryLayout.products.listOf', { name: sector.name })}
                fields={{ sectorId: sector.id }}
                itemField="productId"
                renamable={false}
                items={products.map((product) => ({
                  id: product.productId,
                  name: product.name,
                  details: (
                    <Group gap="xs">
                      {codesOf(product) && (
                        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                          {codesOf(product)}
                        </Text>
                      )}
                      {product.deleted && (
                        <Badge color="gray" variant="light">
                          {t('inventoryLayout.products.deleted')}
                        </Badge>
                      )}
                    </Group>
                  ),
                  removeMessage: t('inventoryLayout.confirm.removeProduct', {
                    name: product.name,
                    sector: sector.name,
                  }),
                }))}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

function AddProducts({
  sector,
  products,
  q,
  found,
}: {
  sector: SectorChoice;
  products: SectorProductRow[];
  q: string;
  found: CatalogProduct[];
}) {
  const { t } = useTranslation();
  const scan = useFetcher<LayoutAnswer>();
  const inSector = new Set(products.map((product) => product.productId));
  const onScan = useCallback(
    (code: string) => void scan.submit({ intent: 'scan', sectorId: sector.id, code }, { method: 'post' }),
    [scan, sector.id],
  );
  const answer = scan.state === 'idle' ? scan.data : undefined;
  return (
    <Paper withBorder p="md">
      <Stack>
        <Form method="get" role="search">
          <input type="hidden" name="sector" value={sector.id} />
          <Group align="flex-end" gap="xs">
            <TextInput
              type="search"
              name="q"
              label={t('inventoryLayout.products.search')}
              placeholder={t('inventoryLayout.products.searchHint')}
              defaultValue={q}
              maxLength={100}
              size="md"
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" mih={44} leftSection={<IconSearch size={16} aria-hidden />}>
              {t('inventoryLayout.products.searchButton')}
            </Button>
          </Group>
        </Form>
        {q && found.length === 0 && <Text c="gray.7">{t('inventoryLayout.products.noResults', { q })}</Text>}
        {found.length > 0 && (
          <Stack gap="xs" role="list" aria-label={t('inventoryLayout.products.results')}>
            {found.map((product) => (
              <Group key={product.id} role="listitem" justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {product.name}
                  </Text>
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {codesOf(product)}
                  </Text>
                </div>
                {inSector.has(product.id) ? (
                  <Badge color="green" variant="light">
                    {t('inventoryLayout.products.inSector')}
                  </Badge>
                ) : (
                  <AddButton sectorId={sector.id} product={product} />
                )}
              </Group>
            ))}
          </Stack>
        )}
        <BarcodeScanner label={t('inventoryLayout.products.scan')} onScan={onScan} confirm={false} />
        {answer?.message && (
          <Alert color={answer.ok ? 'green' : 'orange'} role={answer.ok ? 'status' : 'alert'}>
            {t(messageKey(answer.message.key), answer.message.values)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function AddButton({ sectorId, product }: { sectorId: number; product: CatalogProduct }) {
  const { t } = useTranslation();
  const add = useFetcher<LayoutAnswer>();
  return (
    <add.Form method="post">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sectorId" value={sectorId} />
      <input type="hidden" name="productId" value={product.id} />
      <Button
        type="submit"
        mih={44}
        loading={add.state !== 'idle'}
        aria-label={t('inventoryLayout.products.addNamed', { name: product.name })}
      >
        {t('inventoryLayout.products.add')}
      </Button>
    </add.Form>
  );
}
