import { ErrorPage } from '#app/components/error-page';
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { DemoBanner } from '#app/components/demo-banner';
import { LanguageSwitcher } from '#app/components/language-switcher';
import type { UserRecord } from '#app/modules/auth/user-record';
import { homePathForRole } from '#app/utils/redirect';

const LINKS = [
  { to: '/suppliers', key: 'common.nav.forSuppliers' },
  { to: '/hotels-and-restaurants', key: 'common.nav.forHotels' },
  { to: '/privacy-policy', key: 'common.nav.privacy' },
] as const;

/** The anonymous layout: public pages and the login pages. */
export default function PublicLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const root = useRouteLoaderData('root') as { user: UserRecord | null } | undefined;
  const user = root?.user;

  const navLinks = LINKS.map((link) => (
    <Anchor key={link.to} component={NavLink} to={link.to} onClick={close} c="dark" fw={500}>
      {t(link.key)}
    </Anchor>
  ));
  const account = user ? (
    <Button component={Link} to={homePathForRole(user.role.id)} onClick={close}>
      {t('common.nav.dashboard')}
    </Button>
  ) : (
    <Group gap="xs">
      <Button component={Link} to="/login" variant="default" onClick={close}>
        {t('common.nav.login')}
      </Button>
      <Button component={Link} to="/register" onClick={close}>
        {t('common.nav.register')}
      </Button>
    </Group>
  );

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Anchor href="#main" className="skip-link">
        {t('common.skipToContent')}
      </Anchor>
      <DemoBanner />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" fw={800} fz="xl" c="brand.8" underline="never">
              {t('common.appName')}
            </Anchor>
            <Group component="nav" aria-label={t('common.nav.publicSite')} gap="lg" visibleFrom="md">
              {navLinks}
            </Group>
            <Group gap="sm" visibleFrom="md">
              <LanguageSwitcher />
              {account}
            </Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('common.openNavigation')} />
          </Group>
        </Container>
      </Box>
      <Drawer opened={opened} onClose={close} title={t('common.menu')} hiddenFrom="md" position="right">
        <Stack component="nav" aria-label={t('common.nav.publicSite')}>
          {navLinks}
          <LanguageSwitcher />
          {account}
        </Stack>
      </Drawer>
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" py="lg" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm" c="gray.7">
              {t('common.footer.rights', { year: new Date().getFullYear() })}
            </Text>
            <Group gap="md">
              {LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="gray.7">
                  {t(link.key)}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}

/** A boundary below the root, so the root loader (the user, the language) still runs when this area refuses. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
