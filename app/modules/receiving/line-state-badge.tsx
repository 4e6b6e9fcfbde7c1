import { Badge } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import type { LineState } from './quantities';

const COLORS: Record<LineState, string> = {
  pending: 'gray',
  ok: 'green',
  short: 'orange',
  over: 'blue',
  rejected: 'red',
  temperature_breach: 'red',
};

/** A line's state at a glance, in the words every receiving page uses. */
export function LineStateBadge({ state }: { state: LineState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" size="lg" tt="none" data-testid="line-state">
      {t(`deliveries.lineState.${state}`)}
    </Badge>
  );
}
