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
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import type { TranslationKey } from '#app/locales';
import { FeatureCard } from './feature-card';

interface Feature {
  key: string;
  icon: Icon;
  title: TranslationKey;
  text: TranslationKey;
}

interface Section {
  key: string;
  title: TranslationKey;
  intro?: TranslationKey;
  features: Feature[];
}

/** A section's keys under `public.hotels.<key>`: its title, and each feature's title and text. */
function sectionKeys<const S extends string, const F extends string>(
  key: S,
  features: readonly { key: F; icon: Icon }[],
) {
  const base = `public.hotels.${key}` as const;
  return {
    key,
    title: `${base}.title` as const,
    features: features.map((feature) => ({
      ...feature,
      title: `${base}.${feature.key}.title` as const,
      text: `${base}.${feature.key}.text` as const,
    })),
  };
}

const SECTIONS: Section[] = [
  sectionKeys('ordering', [
    { key: 'cart', icon: IconShoppingCart },
    { key: 'repeat', icon: IconRepeat },
    { key: 'backorders', icon: IconHourglass },
  ]),
  {
    ...sectionKeys('receiving', [
      { key: 'temperatures', icon: IconTemperature },
      { key: 'seals', icon: IconShieldCheck },
      { key: 'risk', icon: IconAlertTriangle },
      { key: 'excluded', icon: IconPackageOff },
      { key: 'ascmsc', icon: IconCertificate },
      { key: 'signature', icon: IconSignature },
    ]),
    intro: 'public.hotels.receiving.intro',
  },
  sectionKeys('counting', [
    { key: 'departments', icon: IconLayoutGrid },
    { key: 'units', icon: IconCalculator },
    { key: 'export', icon: IconDatabaseExport },
  ]),
  sectionKeys('company', [
    { key: 'regions', icon: IconBuildings },
    { key: 'ownData', icon: IconLock },
    { key: 'roles', icon: IconUserShield },
  ]),
  {
    ...sectionKeys('analytics', [
      { key: 'deliveries', icon: IconTruckDelivery },
      { key: 'ok', icon: IconCircleCheck },
      { key: 'reclamations', icon: IconMessageReport },
      { key: 'unacceptable', icon: IconBan },
    ]),
    intro: 'public.hotels.analytics.intro',
  },
];

function FeatureSection({ section, tinted }: { section: Section; tinted: boolean }) {
  const { t } = useTranslation();
  const titleId = `${section.key}-title`;
  const columns = section.features.length === 4 ? { base: 1, sm: 2, lg: 4 } : { base: 1, sm: 2, md: 3 };
  return (
    <Box component="section" aria-labelledby={titleId} py="xl" bg={tinted ? 'gray.0' : undefined}>
      <Container size="lg">
        <Title order={2} id={titleId}>
          {t(section.title)}
        </Title>
        {section.intro && (
          <Text mt="xs" maw={720}>
            {t(section.intro)}
          </Text>
        )}
        <SimpleGrid cols={columns} spacing="lg" mt="lg">
          {section.features.map(({ key, icon, title, text }) => (
            <FeatureCard key={key} icon={icon} title={t(title)} text={t(text)} />
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
