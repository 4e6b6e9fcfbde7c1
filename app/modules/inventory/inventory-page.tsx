import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { PageTitle } from '#app/components/page-title';
import type { ExportModule } from '#app/db/schema/org';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { formatDateTime } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { DeliveriesAfterCutOff } from './deliveries-after-cut-off';
import { DuplicateDialog } from './duplicate-dialog';
import { InventoryStatusBadge } from './inventory-status-badge';
import type { getInventoryPage } from './inventory-view.service.server';

export type InventoryPageResult =
  | { ok: true; intent: string }
  | {
      ok: false;
      intent: string;
      conflicts?: { productName: string; sectorName: string }[];
      error?: 'validation.required' | 'inventory.errors.noProducts';
    };

interface InventoryPageProps {
  page: NonNullable<Awaited<ReturnType<typeof getInventoryPage>>>;
  may: { count: boolean; manage: boolean };
  exportModule: ExportModule;
  timeZone: string;
  result: InventoryPageResult | null;
}

const MODULE_NAMES: Record<ExportModule, string> = { pantheon: 'Pantheon', minimax: 'Minimax' };

/** A count's page: its departments, sub-departments and sectors with progress, and what can be done with it. */
export function InventoryPage({ page, may, exportModule, timeZone, result }: InventoryPageProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { inventory, departments, deliveries } = page;
  const base = `/admin/inventory/${inventory.id}`;
  const finished = inventory.status === 'finished';
  return (
    <Stack>
      <PageTitle>{inventory.name}</PageTitle>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{inventory.name}</Title>
            <InventoryStatusBadge status={inventory.status} />
          </Group>
          <Text size="sm" c="gray.7">
            {t('inventory.page.date')}: {formatCalendarDate(language, inventory.countDate)} ·{' '}
            {t('inventory.page.cutOff')}: {formatDateTime(language, inventory.cutOffAt, timeZone)}
            {inventory.blind ? ` · ${t('inventory.page.blind')}` : ''}
          </Text>
          {finished && inventory.finishedAt && (
            <Text size="sm">
              {t('inventory.page.finishedBy', {
                name: inventory.finishedBy ?? '—',
                at: formatDateTime(language, inventory.finishedAt, timeZone),
              })}
            </Text>
          )}
          {!finished && inventory.reopenedAt && (
            <Text size="sm">
              {t('inventory.page.reopenedBy', {
                name: inventory.reopenedBy ?? '—',
                at: formatDateTime(language, inventory.reopenedAt, timeZone),
              })}
            </Text>
          )}
        </Stack>
      </Group>

      {result && !result.ok && result.conflicts && (
        <Alert color="red" role="alert">
          <Text>{t('inventory.errors.conflicts', { count: result.conflicts.length })}</Text>
          <List size="sm" mt="xs">
            {result.conflicts.map((line) => (
              <List.Item key={`${line.sectorName}-${line.productName}`}>
                {line.productName} · {line.sectorName}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {result?.ok && result.intent === 'finish' && <Alert color="green">{t('inventory.page.finished')}</Alert>}
      {result?.ok && result.intent === 'reopen' && <Alert color="blue">{t('inventory.page.reopened')}</Alert>}

      <Group gap="sm">
        {!finished && may.count && (
          <ConfirmAction
            label={t('inventory.page.finish')}
            message={t('inventory.page.finishMessage')}
            intent="finish"
            color="green"
            variant="filled"
          />
        )}
        {finished && may.manage && (
          <ConfirmAction
            label={t('inventory.page.reopen')}
            message={t('inventory.page.reopenMessage')}
            intent="reopen"
            color="blue"
          />
        )}
        <Button component={Link} to={`${base}/view`} variant="default" mih={44}>
          {t('inventory.page.view')}
        </Button>
        {may.manage && (
          <DuplicateDialog
            key={inventory.id}
            inventoryId={inventory.id}
            error={result && !result.ok && result.intent === 'duplicate' && result.error ? t(result.error) : undefined}
          />
        )}
        {may.manage && (
          <ConfirmAction
            label={t('inventory.page.delete')}
            message={t('inventory.page.deleteMessage')}
            intent="delete"
          />
        )}
      </Group>
      <Group gap="sm">
        {finished && may.manage && (
          <Button component={Link} to={`${base}/export`} variant="light" mih={44}>
            {t('inventory.page.export', { module: MODULE_NAMES[exportModule] })}
          </Button>
        )}
        <Button component="a" href={`${base}/export/csv`} variant="subtle" mih={44}>
          {t('inventory.page.csv')}
        </Button>
        <Button component="a" href={`${base}/export/xlsx`} variant="subtle" mih={44}>
          {t('inventory.page.xlsx')}
        </Button>
        <Button component="a" href={`${base}/export/sheet`} variant="subtle" mih={44}>
          {t('inventory.page.sheet')}
        </Button>
      </Group>

      {departments.length === 0 && <Text c="gray.7">{t('inventory.page.noSectors')}</Text>}
      {departments.map((department) => (
        <Paper key={department.id} withBorder p="md">
          <Stack>
            <Title order={2} size="h3">
              {department.name}
            </Title>
            {department.subDepartments.map((sub) => {
              const lines = sub.sectors.reduce((sum, sector) => sum + sector.lines, 0);
              const counted = sub.sectors.reduce((sum, sector) => sum + sector.counted, 0);
              return (
                <Stack key={sub.id} gap="xs">
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={0}>
                      <Title order={3} size="h4">
                        {sub.name}
                      </Title>
                      <Text size="sm" c="gray.7">
                        {t('inventory.page.progress', { counted, lines })}
                      </Text>
                    </Stack>
                    {!finished && may.count && (
                      <Button component={Link} to={`${base}/${sub.id}`} mih={44}>
                        {t('inventory.page.count', { name: sub.name })}
                      </Button>
                    )}
                  </Group>
                  <Stack gap={4} pl="md">
                    {sub.sectors.map((sector) => (
                      <Group key={sector.id} gap="xs" wrap="wrap" data-testid="count-sector">
                        <Text fw={500}>{sector.sectorName}</Text>
                        <Text size="sm" c="gray.7">
                          {t('inventory.page.progress', { counted: sector.counted, lines: sector.lines })}
                        </Text>
                        {sector.conflicts > 0 && (
                          <Badge color="red" variant="light" tt="none">
                            {t('inventory.page.conflicts', { count: sector.conflicts })}
                          </Badge>
                        )}
                        {sector.takenBy && (
                          <Badge color="gray" variant="outline" tt="none">
                            {t('inventory.page.takenBy', { name: sector.takenBy })}
                          </Badge>
                        )}
                      </Group>
                    ))}
                  </Stack>
                </Stack>
              );
            })}
          </Stack>
        </Paper>
      ))}
      {finished && <DeliveriesAfterCutOff deliveries={deliveries} cutOffAt={inventory.cutOffAt} timeZone={timeZone} />}
      <Anchor component={Link} to="/admin/inventory/history" size="sm">
        {t('common.nav.inventory.history')}
      </Anchor>
    </Stack>
  );
}
