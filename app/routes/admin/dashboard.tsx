import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { requestContext, shopContext } from '#app/context';
import { requireAuth } from '#app/middleware/guards.server';
import { PageTitle } from '#app/components/page-title';
import { BUILT_AREAS } from '#app/modules/auth/roles';
import { hasPermission } from '#app/modules/auth/user-record';
import { countOpenWork } from '#app/modules/dashboard/overview.repo.server';
import { countExpectedToday } from '#app/modules/receiving/expected-deliveries.repo.server';
import { OpenWorkCards } from '#app/modules/dashboard/open-work-cards';

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireAuth(context);
  // Only areas that exist today; grants for later areas (stock counting …) are kept but not listed.
  const areas = BUILT_AREAS.filter((area) => user.permissions.some((p) => p.startsWith(`${area}:`)));
  const shop = context.get(shopContext)?.shop;
  const { db } = context.get(requestContext);
  const [expectedToday, openWork] = await Promise.all([
    shop && hasPermission(user, 'deliveries:receive') ? countExpectedToday(db, shop) : null,
    shop ? countOpenWork(db, shop) : { reclamations: null, backorders: null, inventories: null },
  ]);
  return { user, areas, expectedToday, openWork, canViewNotes: hasPermission(user, 'deliveries:view') };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, areas, expectedToday, openWork, canViewNotes } = loaderData;
  return (
    <Stack maw={900}>
      <PageTitle>{t('common.nav.dashboard')}</PageTitle>
      <Title order={1}>{t('admin.dashboard.title', { name: user.name })}</Title>
      <Text>{user.shop ? t('admin.dashboard.shop', { shop: user.shop.name }) : t('admin.dashboard.noShop')}</Text>
      <Text c="gray.7">{t('admin.dashboard.intro')}</Text>
      {expectedToday !== null && (
        <Paper withBorder p="md" component="section" aria-labelledby="dashboard-expected">
          <Title order={2} size="h4" mb="sm" id="dashboard-expected">
            {t('deliveryLists.dashboard.title')}
          </Title>
          <Group justify="space-between">
            <Text data-testid="expected-today-count">
              {expectedToday === 0
                ? t('deliveryLists.dashboard.none')
                : t('deliveryLists.dashboard.count', { count: expectedToday })}
            </Text>
            {canViewNotes && (
              <Anchor component={Link} to="/admin/deliveries/notes">
                {t('deliveryLists.dashboard.open')}
              </Anchor>
            )}
          </Group>
        </Paper>
      )}
      <OpenWorkCards {...openWork} />
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
