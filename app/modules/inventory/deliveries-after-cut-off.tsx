import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { formatDateTime } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import type { deliveriesAfterCutOff } from './inventory-cut-off.repo.server';

/** The deliveries signed off after a finished count's cut-off, for reconciling its stock figure. */
export function DeliveriesAfterCutOff({
  deliveries,
  cutOffAt,
  timeZone,
}: {
  deliveries: Awaited<ReturnType<typeof deliveriesAfterCutOff>>;
  cutOffAt: Date | string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          {t('inventory.cutOff.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('inventory.cutOff.hint', { at: formatDateTime(language, cutOffAt, timeZone) })}
        </Text>
        {deliveries.length === 0 ? (
          <Text>{t('inventory.cutOff.none')}</Text>
        ) : (
          <DataTable
            aria-label={t('inventory.cutOff.title')}
            minWidth={560}
            rows={deliveries}
            rowKey={(row) => row.id}
            columns={[
              {
                header: t('inventory.cutOff.number'),
                kind: 'title',
                cell: (row) => (
                  <Anchor component={Link} to={`/admin/deliveries/notes/${row.id}`}>
                    {row.deliveryNumber ?? t('inventory.cutOff.noNumber')}
                  </Anchor>
                ),
              },
              { header: t('inventory.cutOff.supplier'), cell: (row) => row.supplierName },
              {
                header: t('inventory.cutOff.signedOffAt'),
                nowrap: true,
                cell: (row) => (row.signedOffAt ? formatDateTime(language, row.signedOffAt, timeZone) : '—'),
              },
              { header: t('inventory.cutOff.lines'), align: 'right', cell: (row) => row.lines },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
