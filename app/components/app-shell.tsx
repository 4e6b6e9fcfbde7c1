import {
  AppShell,
  Anchor,
  Badge,
  Burger,
  Button,
  Group,
  Menu,
  NavLink as MantineNavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconApi,
  IconFish,
  IconMessageReport,
  IconPackageOff,
  IconScale,
  IconBuildingWarehouse,
  IconChartBar,
  IconChevronDown,
  IconClockExclamation,
  IconClipboardCheck,
  IconClipboardList,
  IconClipboardPlus,
  IconLayoutGrid,
  IconListNumbers,
  IconSitemap,
  IconFileImport,
  IconHistory,
  IconHome,
  IconInbox,
  IconKey,
  IconLogout,
  IconMail,
  IconSettings,
  IconShoppingCart,
  IconShoppingCartPlus,
  IconTemperature,
  IconPackage,
  IconTruck,
  IconTruckLoading,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, NavLink, useLocation } from 'react-router';
import type { SwitchableShop } from '#app/modules/auth/active-shop.schema';
import { ROLES } from '#app/modules/auth/roles';
import type { UserRecord } from '#app/modules/auth/user-record';
import { DemoBanner } from './demo-banner';
import { LanguageSwitcher } from './language-switcher';
import { NoShopNotice, ShopSwitcher } from './shop-switcher';
import { visibleNav, type NavIcon, type NavSection } from './navigation';
import { IconSymbols } from './icon-symbols';

const ICONS: Record<NavIcon, ReactNode> = {
  home: <IconHome size={18} aria-hidden />,
  settings: <IconSettings size={18} aria-hidden />,
  user: <IconUser size={18} aria-hidden />,
  password: <IconKey size={18} aria-hidden />,
  companies: <IconBuildingWarehouse size={18} aria-hidden />,
  suppliers: <IconTruck size={18} aria-hidden />,
  products: <IconPackage size={18} aria-hidden />,
  registrations: <IconInbox size={18} aria-hidden />,
  users: <IconUsers size={18} aria-hidden />,
  mailing: <IconMail size={18} aria-hidden />,
  orderHistory: <IconHistory size={18} aria-hidden />,
  orderImport: <IconFileImport size={18} aria-hidden />,
  newOrder: <IconShoppingCartPlus size={18} aria-hidden />,
  cart: <IconShoppingCart size={18} aria-hidden />,
  deliveryNotes: <IconClipboardCheck size={18} aria-hidden />,
  backorders: <IconClockExclamation size={18} aria-hidden />,
  receivingRules: <IconTemperature size={18} aria-hidden />,
  asnImport: <IconTruckLoading size={18} aria-hidden />,
  asnApiKeys: <IconApi size={18} aria-hidden />,
  reclamations: <IconMessageReport size={18} aria-hidden />,
  riskItems: <IconAlertTriangle size={18} aria-hidden />,
  certified: <IconFish size={18} aria-hidden />,
  stockExcluded: <IconPackageOff size={18} aria-hidden />,
  comparison: <IconScale size={18} aria-hidden />,
  inventoryAdd: <IconClipboardPlus size={18} aria-hidden />,
  inventoryHistory: <IconClipboardList size={18} aria-hidden />,
  departments: <IconSitemap size={18} aria-hidden />,
  sectors: <IconLayoutGrid size={18} aria-hidden />,
  sectorProducts: <IconListNumbers size={18} aria-hidden />,
  analytics: <IconChartBar size={18} aria-hidden />,
};

function LogoutButton() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout">
      <Button
        type="submit"
        variant="subtle"
        color="gray"
        leftSection={<IconLogout size={18} aria-hidden />}
        fullWidth
        justify="flex-start"
      >
        {t('common.nav.logout')}
      </Button>
    </Form>
  );
}

/**
 * The logged-in and super layouts: header, navigation filtered by permission, and the page. A company manager in the
 * admin area also gets the shop switcher at the top of the navigation (in the drawer on a phone), fed by `shops`.
 */
export function Shell({
  user,
  sections,
  children,
  area,
  shops = [],
  counts = {},
}: {
  user: UserRecord;
  sections: NavSection[];
  children: ReactNode;
  area: 'admin' | 'super';
  shops?: SwitchableShop[];
  /** Counts for navigation items with a `countKey`, by their path. */
  counts?: Record<string, number>;
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const nav = visibleNav(sections, user.permissions);
  const fullName = `${user.name} ${user.lastname}`;
  const switchesShops = area === 'admin' && user.role.id === ROLES.companyManager;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('common.openNavigation')}
            />
            <Anchor
              component={Link}
              to={area === 'super' ? '/super/companies' : '/admin'}
              fw={800}
              fz="lg"
              c="brand.8"
              underline="never"
            >
              {t('common.appName')}
            </Anchor>
            {area === 'super' ? (
              <Badge variant="light" color="dark">
                {t('common.nav.superArea')}
              </Badge>
            ) : (
              user.shop && (
                <Badge variant="light" visibleFrom="xs">
                  {user.shop.name}
                </Badge>
              )
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="md">
              <LanguageSwitcher />
            </Group>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={t('common.nav.userMenu', { name: fullName })} mih={44} miw={44}>
                  <Group gap={4} wrap="nowrap">
                    <IconUser size={18} aria-hidden />
                    <Text size="sm" fw={500} visibleFrom="xs">
                      {fullName}
                    </Text>
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t(`common.roles.${user.role.name}`)}</Menu.Label>
                <Menu.Item
                  component={Link}
                  to="/admin/settings/profile"
                  leftSection={<IconUser size={16} aria-hidden />}
                >
                  {t('common.nav.profile')}
                </Menu.Item>
                <Menu.Item
                  component={Link}
                  to="/admin/settings/change-password"
                  leftSection={<IconKey size={16} aria-hidden />}
                >
                  {t('common.nav.changePassword')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('common.nav.main')} component="nav">
        {switchesShops && shops.length > 0 && (
          <AppShell.Section px="sm" pb="sm" mb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <ShopSwitcher shops={shops} currentUuid={user.shop?.uuid ?? null} />
          </AppShell.Section>
        )}
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap="md">
            {nav.map((section, index) => (
              <Stack key={section.labelKey ?? index} gap={2}>
                {section.labelKey && (
                  <Text size="xs" fw={700} c="gray.7" tt="uppercase" px="sm">
                    {t(section.labelKey)}
                  </Text>
                )}
                {section.items.map((item) => (
                  <MantineNavLink
                    key={item.to}
                    component={NavLink}
                    to={item.to}
                    end={item.end}
                    label={t(item.labelKey)}
                    leftSection={ICONS[item.icon]}
                    rightSection={
                      item.countKey && counts[item.to] ? (
                        <NavCount count={counts[item.to]!} label={t(item.countKey, { count: counts[item.to] })} />
                      ) : undefined
                    }
                    active={item.end ? location.pathname === item.to : location.pathname.startsWith(item.to)}
                    onClick={close}
                  />
                ))}
              </Stack>
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap="xs" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Group hiddenFrom="md" px="sm">
              <LanguageSwitcher />
            </Group>
            <LogoutButton />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <IconSymbols />
        <DemoBanner mb="md" />
        {switchesShops && !user.shop && <NoShopNotice />}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

/** The number beside a navigation label; screen readers hear the sentence instead of a bare number. */
function NavCount({ count, label }: { count: number; label: string }) {
  return (
    <Badge size="sm" circle={count < 10} variant="filled" color="blue.8">
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}
