import { RowBadge } from '#app/components/plain';
import { useTranslation } from 'react-i18next';
import type { InventoryStatus } from '#app/db/schema/inventory';

export function InventoryStatusBadge({ status }: { status: InventoryStatus }) {
  const { t } = useTranslation();
  return (
    <RowBadge color={status === 'finished' ? 'green' : 'blue'} variant="light" tt="none">
      {t(`inventory.status.${status}`)}
    </RowBadge>
  );
}
