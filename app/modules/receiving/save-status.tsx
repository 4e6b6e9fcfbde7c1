import { Button, Group, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconLoader2, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import type { SaveState } from './draft-store';

/** "Saved" / "Saving…" / "Offline, will save", announced to screen readers; a stale tab is offered a reload. */
export function SaveStatus({ state, onReload }: { state: SaveState; onReload: () => void }) {
  const { t } = useTranslation();
  const icon = {
    saved: <IconCloudCheck size={18} aria-hidden />,
    saving: <IconLoader2 size={18} aria-hidden />,
    offline: <IconCloudOff size={18} aria-hidden />,
    stale: <IconAlertTriangle size={18} aria-hidden />,
    refused: <IconAlertTriangle size={18} aria-hidden />,
  }[state];
  return (
    <Group gap={6} wrap="nowrap" c={state === 'saved' ? 'gray.7' : state === 'saving' ? 'gray.7' : 'red.8'}>
      {icon}
      <Text size="sm" role="status" aria-live="polite" data-testid="save-state" data-state={state}>
        {t(`receiving.save.${state}`)}
      </Text>
      {state === 'stale' && (
        <Button size="compact-md" variant="light" onClick={onReload}>
          {t('receiving.save.reload')}
        </Button>
      )}
    </Group>
  );
}
