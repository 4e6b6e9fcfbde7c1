import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import type { OpenWork } from './overview.repo.server';

function OpenWorkCard({
  kind,
  count,
  to,
}: {
  kind: 'reclamations' | 'backorders' | 'inventories';
  count: number;
  to: string;
}) {
  const { t } = useTranslation();
  const id = `dashboard-${kind}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {t(`overview.${kind}.title`)}
      </Title>
      <Group justify="space-between">
        <Text data-testid={`open-${kind}-count`}>
          {count === 0 ? t(`overview.${kind}.none`) : t(`overview.${kind}.count`, { count })}
        </Text>
        <Anchor component={Link} to={to}>
          {t(`overview.${kind}.open`)}
        </Anchor>
      </Group>
    </Paper>
  );
}

/** The overview's open reclamations, backorders and stock counts in progress, each shown only to a user who may open its list. */
export function OpenWorkCards({ reclamations, backorders, inventories }: OpenWork) {
  return (
    <>
      {reclamations !== null && (
        <OpenWorkCard kind="reclamations" count={reclamations} to="/admin/deliveries/reclamations" />
      )}
      {backorders !== null && <OpenWorkCard kind="backorders" count={backorders} to="/admin/backorder" />}
      {inventories !== null && <OpenWorkCard kind="inventories" count={inventories} to="/admin/inventory/history" />}
    </>
  );
}
