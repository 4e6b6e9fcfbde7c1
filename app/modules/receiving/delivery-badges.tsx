import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <Badge color="gray" variant="light">
        {t('deliveries.noteState.draft')}
      </Badge>
    );
  return (
    <Badge color={OUTCOME_COLORS[outcome]} variant="light">
      {t(`deliveries.outcome.${outcome}`)}
    </Badge>
  );
}

export function BackorderStatusBadge({ status, overdue }: { status: BackorderStatus; overdue?: boolean }) {
  const { t } = useTranslation();
  if (overdue)
    return (
      <Badge color="red" variant="filled">
        {t('deliveryLists.backorders.overdue')}
      </Badge>
    );
  return (
    <Badge color={BACKORDER_COLORS[status]} variant="light">
      {t(`deliveries.backorderStatus.${status}`)}
    </Badge>
  );
}
