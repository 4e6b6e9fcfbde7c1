import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';

/** A "?" that opens what a figure means (docs/decisions/036-delivery-analytics.md), 44 px for a finger. */
export function HelpPopover({ figure, definition }: { figure: string; definition: string }) {
  const { t } = useTranslation();
  return (
    <Popover width={280} position="bottom" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={t('analytics.help.label', { figure })}>
          <IconHelpCircle size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={700}>
          {figure}
        </Text>
        <Text size="sm">{definition}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
