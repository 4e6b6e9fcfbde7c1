import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { DataTable } from '#app/components/data-table';
import type { Language } from '#app/utils/language';
import { formatDateTime } from '#app/utils/format';

export interface HistoryRow {
  id: number;
  entityType: string;
  entityId: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  createdAt: Date | string;
  actorName: string | null;
}

function describe(changes: HistoryRow['changes']): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, { from, to }]) => `${field}: ${from ?? '—'} → ${to ?? '—'}`)
    .join('; ');
}

/** Who changed what and when in a company, newest first. */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('super.company.history')}
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">{t('super.company.noHistory')}</Text>
      ) : (
        <DataTable
          minWidth={560}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              header: t('super.history.when'),
              kind: 'title',
              nowrap: true,
              cell: (row) => formatDateTime(language, row.createdAt),
            },
            { header: t('super.history.who'), cell: (row) => row.actorName ?? t('super.history.system') },
            {
              header: t('super.history.what'),
              cell: (row) => (
                <div>
                  <Text size="sm">
                    {t(`super.history.entity.${row.entityType}`, { defaultValue: row.entityType })} #{row.entityId}:{' '}
                    {t(`super.history.action.${row.action}`, { defaultValue: row.action })}
                  </Text>
                  {row.changes && (
                    <Text size="xs" c="gray.7">
                      {describe(row.changes)}
                    </Text>
                  )}
                </div>
              ),
            },
          ]}
        />
      )}
    </Paper>
  );
}
