import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconBuildings,
  IconCalculator,
  IconCertificate,
  IconCircleCheck,
  IconDatabaseExport,
  IconHourglass,
  IconLayoutGrid,
  IconLock,
  IconMessageReport,
  IconPackageOff,
  IconRepeat,
  IconShieldCheck,
  IconShoppingCart,
  IconSignature,
  IconTemperature,
  IconTruckDelivery,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { FeatureCard } from './feature-card';

interface Feature {
  key: string;
  icon: Icon;
}

interface Section {
  key: string;
  hasIntro?: boolean;
  features: Feature[];
}

const SECTIONS: Section[] = [
  {
    key: 'ordering',
    features: [
      { key: 'cart', icon: IconShoppingCart },
      { key: 'repeat', icon: IconRepeat },
      { key: 'backorders', icon: IconHourglass },
    ],
  },
  {
    key: 'receiving',
    hasIntro: true,
    features: [
      { key: 'temperatures', icon: IconTemperature },
      { key: 'seals', icon: IconShieldCheck },
      { key: 'risk', icon: IconAlertTriangle },
      { key: 'excluded', icon: IconPackageOff },
      { key: 'ascmsc', icon: IconCertificate },
      { key: 'signature', icon: IconSignature },
    ],
  },
  {
    key: 'counting',
    features: [
      { key: 'departments', icon: IconLayoutGrid },
      { key: 'units', icon: IconCalculator },
      { key: 'export', icon: IconDatabaseExport },
    ],
  },
  {
    key: 'company',
    features: [
      { key: 'regions', icon: IconBuildings },
      { key: 'ownData', icon: IconLock },
      { key: 'roles', icon: IconUserShield },
    ],
  },
  {
    key: 'analytics',
    hasIntro: true,
    features: [
      { key: 'deliveries', icon: IconTruckDelivery },
      { key: 'ok', icon: IconCircleCheck },
      { key: 'reclamations', icon: IconMessageReport },
      { key: 'unacceptable', icon: IconBan },
    ],
  },
];

function FeatureSection({ section, tinted }: { section: Section; tinted: boolean }) {
  const { t } = useTranslation();
  const base = `public.hotels.${section.key}`;
  const titleId = `${section.key}-title`;
  const columns = section.features.length === 4 ? { base: 1, sm: 2, lg: 4 } : { base: 1, sm: 2, md: 3 };
  return (
    <Box component="section" aria-labelledby={titleId} py="xl" bg={tinted ? 'gray.0' : undefined}>
      <Container size="lg">
        <Title order={2} id={titleId}>
          {t(`${base}.title`)}
        </Title>
        {section.hasIntro && (
          <Text mt="xs" maw={720}>
            {t(`${base}.intro`)}
          </Text>
        )}
        <SimpleGrid cols={columns} spacing="lg" mt="lg">
          {section.features.map(({ key, icon }) => (
            <FeatureCard key={key} icon={icon} title={t(`${base}.${key}.title`)} text={t(`${base}.${key}.text`)} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export default function HotelsAndRestaurants() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('public.hotels.title')}</PageTitle>
      <Box bg="var(--mantine-primary-color-0)" py={{ base: 'xl', md: 56 }}>
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Title order={1} fz={{ base: 28, md: 40 }} lh={1.15}>
              {t('public.hotels.hero.title')}
            </Title>
            <Text size="lg">{t('public.hotels.hero.intro')}</Text>
            <Group>
              <Button component={Link} to="/register" size="md">
                {t('public.hotels.hero.register')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      {SECTIONS.map((section, index) => (
        <FeatureSection key={section.key} section={section} tinted={index % 2 === 1} />
      ))}

      <Box component="section" aria-labelledby="hotels-cta-title" py="xl" bg="var(--mantine-primary-color-0)">
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Title order={2} id="hotels-cta-title">
              {t('public.hotels.cta.title')}
            </Title>
            <Text>{t('public.hotels.cta.text')}</Text>
            <Group gap="sm">
              <Button component={Link} to="/register">
                {t('public.hotels.cta.register')}
              </Button>
              <Button component={Link} to="/suppliers" variant="default">
                {t('public.hotels.cta.suppliers')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
