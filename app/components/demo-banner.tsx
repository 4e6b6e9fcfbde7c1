import { Box, Code, Text, type MantineSpacing } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { useRouteLoaderData } from 'react-router';

/**
 * "Demo data" on every page while the demo companies or accounts exist (the root loader's `demo`, checked at most once
 * a minute per node): their password is in the README, so a real installation must not miss it.
 */
export function DemoBanner({ mb }: { mb?: MantineSpacing }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as { demo?: boolean } | undefined;
  if (!root?.demo) return null;
  return (
    <Box
      component="section"
      aria-label={t('common.demo.title')}
      data-testid="demo-banner"
      bg="yellow.2"
      c="dark.9"
      px="md"
      py="xs"
      mb={mb}
      style={{ borderBottom: '2px solid var(--mantine-color-yellow-6)', overflowWrap: 'anywhere' }}
    >
      <Text size="sm" c="dark.9">
        <Text span fw={700} inherit>
          {t('common.demo.title')}:
        </Text>{' '}
        {t('common.demo.body')}{' '}
        <Code c="dark.9" bg="yellow.0">
          npm run demo:remove
        </Code>
      </Text>
    </Box>
  );
}
