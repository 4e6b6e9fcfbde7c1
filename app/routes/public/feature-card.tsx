import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** The icon, heading and text card the public pages use for their features and benefits. */
export function FeatureCard({ icon: TablerIcon, title, text }: { icon: Icon; title: string; text: string }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <ThemeIcon variant="light" size="lg" radius="md">
          <TablerIcon size={22} aria-hidden />
        </ThemeIcon>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text>{text}</Text>
      </Stack>
    </Paper>
  );
}
