import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import type { ReceiptLineInput } from './receipt.schema';
import type { ReceiptViewLine } from './receipt-view';
import { findProducts } from './product-finder';
import { unplannedLine, type ReceivingProduct } from './unplanned-line';

interface AddProductSearchProps {
  basePath: string;
  supplierId: number;
  addLine: (line: ReceiptViewLine, input: ReceiptLineInput) => void;
  reveal: (uid: string) => void;
}

/** Adds a line the order did not have: the supplier's products by name or code. */
export function AddProductSearch({ basePath, supplierId, addLine, reveal }: AddProductSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ReceivingProduct[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    if (!query.trim()) return;
    setBusy(true);
    const found = await findProducts(basePath, supplierId, { search: query.trim() });
    setBusy(false);
    setFailed(found === null);
    setResults(found ?? []);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="add-product">
      <Stack gap="xs">
        <Text fw={600} id="add-product">
          {t('receiving.addProduct.title')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            size="md"
            type="search"
            style={{ flex: 1, minWidth: 0 }}
            label={t('receiving.addProduct.search')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
          />
          <Button onClick={() => void search()} loading={busy} leftSection={<IconSearch size={18} aria-hidden />}>
            {t('common.search')}
          </Button>
        </Group>
        {failed && <Alert color="red">{t('receiving.scan.lookupFailed')}</Alert>}
        {results?.length === 0 && !failed && <Text size="sm">{t('receiving.addProduct.none')}</Text>}
        {results?.map((product) => (
          <Group key={product.productId} justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {product.productName}
              {product.itemCode ? ` · ${product.itemCode}` : ''}
            </Text>
            <Button
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden />}
              aria-label={t('receiving.addProduct.addOf', { name: product.productName })}
              onClick={() => {
                const { line, input } = unplannedLine(product, crypto.randomUUID());
                addLine(line, input);
                reveal(line.uid);
                setResults(null);
                setQuery('');
              }}
            >
              {t('receiving.addProduct.add')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
