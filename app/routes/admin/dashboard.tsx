import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard';
import { requireAuth } from '#app/middleware/guards.server';
import { PageTitle } from '#app/components/page-title';
import { BUILT_AREAS } from '#app/modules/auth/roles';

export function loader({ context }: Route.LoaderArgs) {
  const { user } = requireAuth(context);
  // Only areas that exist today; grants for later areas (delivery notes, stock counting …) are kept but not listed.
  const areas = BUILT_AREAS.filter((area) => user.permissions.some((p) => p.startsWith(`${area}:`)));
  return { user, areas };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, areas } = loaderData;
  return (
    <Stack maw={900}>
      <PageTitle>{t('common.nav.dashboard')}</PageTitle>
      <Title order={1}>{t('admin.dashboard.title', { name: user.name })}</Title>
      <Text>{user.shop ? t('admin.dashboard.shop', { shop: user.shop.name }) : t('admin.dashboard.noShop')}</Text>
      <Text c="gray.7">{t('admin.dashboard.intro')}</Text>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('admin.dashboard.yourAccess')}
        </Title>
        {areas.length === 0 ? (
          <Text>{t('admin.dashboard.noPermissions')}</Text>
        ) : (
          <Group gap="xs">
            {areas.map((area) => (
              <Badge key={area} variant="light" size="lg">
                {t(`admin.permissions.${area}`)}
              </Badge>
            ))}
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
