import { ErrorPage } from '#app/components/error-page';
import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { DemoBanner } from '#app/components/demo-banner';
import { LanguageSwitcher } from '#app/components/language-switcher';
import type { UserRecord } from '#app/modules/auth/user-record';
import type { ScriptsHandle } from '#app/components/page-scripts';
import { homePathForRole } from '#app/utils/redirect';
import classes from './layout.module.css';

/**
 * The public pages ship no JavaScript (decision 037, "First load"): links, forms that post, and a phone menu made of
 * details/summary. A page below that needs scripts says so in its own handle.
 */
export const handle: ScriptsHandle = { scripts: false };

const LINKS = [
  { to: '/suppliers', key: 'common.nav.forSuppliers' },
  { to: '/hotels-and-restaurants', key: 'common.nav.forHotels' },
  { to: '/privacy-policy', key: 'common.nav.privacy' },
] as const;

/** The anonymous layout: public pages and the login pages. */
export default function PublicLayout() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as { user: UserRecord | null } | undefined;
  const user = root?.user;

  const navLinks = LINKS.map((link) => (
    <Anchor key={link.to} component={NavLink} to={link.to} c="dark" fw={500}>
      {t(link.key)}
    </Anchor>
  ));
  const account = user ? (
    <Button component={Link} to={homePathForRole(user.role.id)}>
      {t('common.nav.dashboard')}
    </Button>
  ) : (
    <Group gap="xs">
      <Button component={Link} to="/login" variant="default">
        {t('common.nav.login')}
      </Button>
      <Button component={Link} to="/register">
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
      <Box component="header" py="sm" className={classes.header}>
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
            <Box component="details" hiddenFrom="md" className={classes.menu}>
              <summary aria-label={t('common.openNavigation')} title={t('common.menu')}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </summary>
              <Stack component="nav" aria-label={t('common.nav.publicSite')} className={classes.panel}>
                {navLinks}
                <LanguageSwitcher />
                {account}
              </Stack>
            </Box>
          </Group>
        </Container>
      </Box>
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
