import { Anchor, Box, Button, Container, Group, List, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconChartBar,
  IconClipboardList,
  IconDeviceMobile,
  IconEyeOff,
  IconBuildings,
  IconLanguage,
  IconLock,
  IconMailForward,
  IconMessageReport,
  IconShoppingCart,
  IconTruckDelivery,
  IconTruckLoading,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { FeatureCard } from './feature-card';

const STEPS = [
  { key: 'step1', icon: IconShoppingCart },
  { key: 'step2', icon: IconMailForward },
  { key: 'step3', icon: IconTruckLoading },
  { key: 'step4', icon: IconTruckDelivery },
  { key: 'step5', icon: IconMessageReport },
  { key: 'step6', icon: IconClipboardList },
  { key: 'step7', icon: IconChartBar },
] as const satisfies readonly { key: string; icon: Icon }[];

const RECEIVING_CHECKS = ['check1', 'check2', 'check3', 'check4', 'check5'] as const;

const HIGHLIGHTS = [
  { key: 'phone', icon: IconDeviceMobile },
  { key: 'languages', icon: IconLanguage },
  { key: 'ownData', icon: IconLock },
  { key: 'roles', icon: IconUserShield },
  { key: 'company', icon: IconBuildings },
  { key: 'privacy', icon: IconEyeOff },
] as const satisfies readonly { key: string; icon: Icon }[];

function Workflow() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="workflow-title" py="xl">
      <Container size="lg">
        <Title order={2} id="workflow-title">
          {t('public.home.workflow.title')}
        </Title>
        <Text mt="xs" mb="xl" maw={720}>
          {t('public.home.workflow.intro')}
        </Text>
        <Timeline active={STEPS.length - 1} bulletSize={36} lineWidth={2} maw={760}>
          {STEPS.map(({ key, icon: TablerIcon }) => (
            <Timeline.Item key={key} bullet={<TablerIcon size={20} aria-hidden />}>
              <Title order={3} size="h4">
                {t(`public.home.workflow.${key}.title`)}
              </Title>
              <Text mt={4}>{t(`public.home.workflow.${key}.text`)}</Text>
              {key === 'step4' && (
                <List mt="xs" spacing={4}>
                  {RECEIVING_CHECKS.map((check) => (
                    <List.Item key={check}>{t(`public.home.workflow.step4.${check}`)}</List.Item>
                  ))}
                </List>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </Container>
    </Box>
  );
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('public.home.title')}</PageTitle>
      <Box
        component="section"
        aria-labelledby="hero-title"
        bg="var(--mantine-primary-color-0)"
        py={{ base: 'xl', md: 64 }}
      >
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Title order={1} id="hero-title" fz={{ base: 30, md: 44 }} lh={1.15}>
              {t('public.home.hero.title')}
            </Title>
            <Text size="lg">{t('public.home.hero.pitch')}</Text>
            <Text c="gray.8">{t('public.home.hero.audience')}</Text>
            <Group gap="sm" mt="sm">
              <Button component={Link} to="/register" size="md">
                {t('public.home.hero.register')}
              </Button>
              <Button component={Link} to="/login" size="md" variant="default">
                {t('public.home.hero.login')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Workflow />

      <Box component="section" aria-labelledby="highlights-title" py="xl" bg="gray.0">
        <Container size="lg">
          <Title order={2} id="highlights-title" mb="lg">
            {t('public.home.highlights.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {HIGHLIGHTS.map(({ key, icon }) => (
              <FeatureCard
                key={key}
                icon={icon}
                title={t(`public.home.highlights.${key}.title`)}
                text={t(`public.home.highlights.${key}.text`)}
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="cta-title" py="xl">
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Title order={2} id="cta-title">
              {t('public.home.cta.title')}
            </Title>
            <Text>{t('public.home.cta.text')}</Text>
            <Group gap="sm">
              <Button component={Link} to="/register">
                {t('public.home.cta.register')}
              </Button>
              <Button component={Link} to="/login" variant="default">
                {t('public.home.cta.login')}
              </Button>
            </Group>
            <Group gap="lg" mt="sm">
              <Text fw={600}>{t('public.home.cta.moreTitle')}</Text>
              <Anchor component={Link} to="/suppliers">
                {t('public.home.cta.suppliers')}
              </Anchor>
              <Anchor component={Link} to="/hotels-and-restaurants">
                {t('public.home.cta.hotels')}
              </Anchor>
            </Group>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
