import { RowBadge } from '#app/components/plain';
import { useTranslation } from '#app/utils/use-translation';
import type { BackorderStatus, DeliveryNoteState } from '#app/db/schema/receiving';

const OUTCOME_COLORS = { ok: 'green', problems: 'orange', unacceptable: 'red' } as const;
const BACKORDER_COLORS = { open: 'blue', received: 'green', cancelled: 'gray' } as const;

/** A note's outcome once signed off, or "Draft" before. */
export function NoteOutcomeBadge({
  state,
  outcome,
}: {
  state: DeliveryNoteState;
  outcome: keyof typeof OUTCOME_COLORS | null;
}) {
  const { t } = useTranslation();
  if (state === 'draft' || !outcome)
    return (
      <RowBadge color="gray" variant="light">
        {t('deliveries.noteState.draft')}
      </RowBadge>
    );
  return (
    <RowBadge color={OUTCOME_COLORS[outcome]} variant="light">
      {t(`deliveries.outcome.${outcome}`)}
    </RowBadge>
  );
}

export function BackorderStatusBadge({ status, overdue }: { status: BackorderStatus; overdue?: boolean }) {
  const { t } = useTranslation();
  if (overdue)
    return (
      <RowBadge color="red" variant="filled">
        {t('deliveryLists.backorders.overdue')}
      </RowBadge>
    );
  return (
    <RowBadge color={BACKORDER_COLORS[status]} variant="light">
      {t(`deliveries.backorderStatus.${status}`)}
    </RowBadge>
  );
}
