import { RowBadge } from '#app/components/plain';
import { useTranslation } from '#app/utils/use-translation';
import type { ReclamationStatus } from '#app/db/schema/reclamations';

const COLORS = {
  open: 'yellow',
  sent: 'blue',
  answered: 'grape',
  solved: 'green',
} as const satisfies Record<ReclamationStatus, string>;

/** A reclamation's status: open, sent, answered, solved. */
export function ReclamationStatusBadge({ status }: { status: ReclamationStatus }) {
  const { t } = useTranslation();
  return (
    <RowBadge color={COLORS[status]} variant="light" tt="none" data-testid="reclamation-status">
      {t(`reclamations.statuses.${status}`)}
    </RowBadge>
  );
}
