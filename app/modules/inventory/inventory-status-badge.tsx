import { RowBadge } from '#app/components/plain';
import { useTranslation } from '#app/utils/use-translation';
import type { InventoryStatus } from '#app/db/schema/inventory';

export function InventoryStatusBadge({ status }: { status: InventoryStatus }) {
  const { t } = useTranslation();
  return (
    <RowBadge color={status === 'finished' ? 'green' : 'blue'} variant="light" tt="none">
      {t(`inventory.status.${status}`)}
    </RowBadge>
  );
}
