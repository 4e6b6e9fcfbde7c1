import { Box, Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCamera,
  IconFileInvoice,
  IconFileSpreadsheet,
  IconMailForward,
  IconPhoneOff,
  IconTruckLoading,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { FeatureCard } from './feature-card';

const BENEFITS = [
  { key: 'orders', icon: IconFileSpreadsheet },
  { key: 'addresses', icon: IconMailForward },
  { key: 'asn', icon: IconTruckLoading },
  { key: 'reclamations', icon: IconCamera },
  { key: 'calls', icon: IconPhoneOff },
  { key: 'notes', icon: IconFileInvoice },
] as const satisfies readonly { key: string; icon: Icon }[];

const REASONS = ['damagedSeal', 'missingSeal', 'dirtyDelivery', 'unacceptable'] as const;
const DETAILS = ['note', 'quantities', 'temperatures', 'photos', 'signature'] as const;

function ReclamationRecord() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="reclamation-title" py="xl" bg="gray.0">
      <Container size="lg">
        <Title order={2} id="reclamation-title">
          {t('public.suppliers.reclamation.title')}
        </Title>
        <Text mt="xs" mb="lg" maw={720}>
          {t('public.suppliers.reclamation.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder p="lg">
            <Title order={3} size="h4" mb="sm">
              {t('public.suppliers.reclamation.reasonsTitle')}
            </Title>
            <List
              spacing="xs"
              icon={
                <ThemeIcon color="orange.9" variant="light" size="sm" radius="xl">
                  <IconAlertTriangle size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {REASONS.map((reason) => (
                <List.Item key={reason}>{t(`public.suppliers.reclamation.reasons.${reason}`)}</List.Item>
              ))}
            </List>
          </Paper>
          <Paper withBorder p="lg">
            <Title order={3} size="h4" mb="sm">
              {t('public.suppliers.reclamation.detailsTitle')}
            </Title>
            <List spacing="xs">
              {DETAILS.map((detail) => (
                <List.Item key={detail}>{t(`public.suppliers.reclamation.details.${detail}`)}</List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export default function Suppliers() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('public.suppliers.title')}</PageTitle>
      <Box bg="var(--mantine-primary-color-0)" py={{ base: 'xl', md: 56 }}>
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Title order={1} fz={{ base: 28, md: 40 }} lh={1.15}>
              {t('public.suppliers.hero.title')}
            </Title>
            <Text size="lg">{t('public.suppliers.hero.intro')}</Text>
          </Stack>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="benefits-title" py="xl">
        <Container size="lg">
          <Title order={2} id="benefits-title" mb="lg">
            {t('public.suppliers.benefits.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {BENEFITS.map(({ key, icon }) => (
              <FeatureCard
                key={key}
                icon={icon}
                title={t(`public.suppliers.benefits.${key}.title`)}
                text={t(`public.suppliers.benefits.${key}.text`)}
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <ReclamationRecord />

      <Box component="section" aria-labelledby="invite-title" py="xl">
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Title order={2} id="invite-title">
              {t('public.suppliers.invite.title')}
            </Title>
            <Text>{t('public.suppliers.invite.text')}</Text>
            <Text fw={600}>{t('public.suppliers.invite.noAccount')}</Text>
            <Group gap="sm">
              <Button component={Link} to="/register">
                {t('public.suppliers.invite.register')}
              </Button>
              <Button component={Link} to="/login" variant="default">
                {t('public.suppliers.invite.login')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
