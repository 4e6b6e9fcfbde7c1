import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { findForCount, type FoundCountProduct } from './count-requests';

interface CountAddProductProps {
  findUrl: string;
  sectorName: string;
  addProduct: (product: FoundCountProduct, countOne: boolean) => Promise<boolean>;
}

/** Adds one of the shop's products to the current sector by a search of names and codes. */
export function CountAddProduct({ findUrl, sectorName, addProduct }: CountAddProductProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<FoundCountProduct[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    if (!query.trim()) return;
    setBusy(true);
    const found = await findForCount(findUrl, { search: query.trim() });
    setBusy(false);
    setFailed(found === null);
    setResults(found ?? []);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="count-add-product">
      <Stack gap="xs">
        <Text fw={600} id="count-add-product">
          {t('inventoryCounting.add.title', { sector: sectorName })}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            size="md"
            type="search"
            style={{ flex: 1, minWidth: 0 }}
            label={t('inventoryCounting.add.search')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
          />
          <Button size="md" onClick={() => void search()} loading={busy} aria-label={t('inventoryCounting.add.find')}>
            <IconSearch size={18} aria-hidden />
          </Button>
        </Group>
        {failed && <Alert color="red">{t('inventoryCounting.scan.failed')}</Alert>}
        {results?.length === 0 && !failed && <Text size="sm">{t('inventoryCounting.add.none')}</Text>}
        {results?.map((product) => (
          <Group key={product.id} justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {product.name}
              {product.itemCode ? ` · ${product.itemCode}` : ''}
            </Text>
            <Button
              size="md"
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden />}
              aria-label={t('inventoryCounting.add.addOf', { name: product.name })}
              onClick={async () => {
                setBusy(true);
                const added = await addProduct(product, false);
                setBusy(false);
                if (added) {
                  setResults(null);
                  setQuery('');
                } else setFailed(true);
              }}
            >
              {t('inventoryCounting.add.add')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
