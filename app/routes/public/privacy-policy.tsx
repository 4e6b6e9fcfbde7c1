import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '#app/utils/use-translation';
import { PageTitle } from '#app/components/page-title';
import type { TranslationKey } from '#app/locales';
import { keysUnder } from '#app/utils/i18n';

const PRIVACY_EMAIL = 'privacy@prevzem.si';
const COMMISSIONER_EMAIL = 'gp.ip@ip-rs.si';
const COMMISSIONER_SITE = 'https://www.ip-rs.si/';

const DATA_CATEGORIES = [
  'accounts',
  'sessions',
  'security',
  'language',
  'registration',
  'suppliers',
  'deliveries',
  'audit',
  'outbox',
  'logs',
] as const;
const LEGAL_BASES = keysUnder('public.privacy.legal', ['contract', 'legitimate', 'obligation', 'customers']);
const RETENTION = keysUnder('public.privacy.retention', [
  'sessions',
  'reset',
  'attempts',
  'registration',
  'accounts',
  'customerData',
  'audit',
  'outbox',
  'logs',
]);
const RIGHTS = keysUnder('public.privacy.rights', [
  'access',
  'rectification',
  'erasure',
  'restriction',
  'portability',
  'objection',
]);

function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Box>
  );
}

function KeyList({ keys }: { keys: readonly TranslationKey[] }) {
  const { t } = useTranslation();
  return (
    <List spacing="xs">
      {keys.map((key) => (
        <List.Item key={key}>{t(key)}</List.Item>
      ))}
    </List>
  );
}

function StoredData() {
  const { t } = useTranslation();
  return (
    <PolicySection id="privacy-data" title={t('public.privacy.data.title')}>
      {DATA_CATEGORIES.map((key) => (
        <Box key={key}>
          <Title order={3} size="h4" mb={4}>
            {t(`public.privacy.data.${key}.title`)}
          </Title>
          <Text>{t(`public.privacy.data.${key}.text`)}</Text>
        </Box>
      ))}
    </PolicySection>
  );
}

function Rights() {
  const { t } = useTranslation();
  return (
    <PolicySection id="privacy-rights" title={t('public.privacy.rights.title')}>
      <Text>{t('public.privacy.rights.intro')}</Text>
      <KeyList keys={RIGHTS} />
      <Text>
        <Trans
          t={t}
          i18nKey="public.privacy.rights.how"
          components={{ mail: <Anchor href={`mailto:${PRIVACY_EMAIL}`} /> }}
        />
      </Text>
      <Text>
        <Trans
          t={t}
          i18nKey="public.privacy.rights.complaint"
          components={{
            mail: <Anchor href={`mailto:${COMMISSIONER_EMAIL}`} />,
            site: <Anchor href={COMMISSIONER_SITE} />,
          }}
        />
      </Text>
    </PolicySection>
  );
}

export default function PrivacyPolicy() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <PageTitle>{t('public.privacy.title')}</PageTitle>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('public.privacy.title')}</Title>
          <Text c="gray.7">{t('public.privacy.updated')}</Text>
          <Text size="lg">{t('public.privacy.intro')}</Text>
        </Stack>

        <PolicySection id="privacy-controller" title={t('public.privacy.controller.title')}>
          <Text>{t('public.privacy.controller.operator')}</Text>
          <Text>{t('public.privacy.controller.customers')}</Text>
          <Text>
            {t('public.privacy.controller.contact')} <Anchor href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</Anchor>
          </Text>
        </PolicySection>

        <StoredData />

        <PolicySection id="privacy-legal" title={t('public.privacy.legal.title')}>
          <KeyList keys={LEGAL_BASES} />
        </PolicySection>

        <PolicySection id="privacy-cookies" title={t('public.privacy.cookies.title')}>
          <Text>{t('public.privacy.cookies.intro')}</Text>
          <KeyList keys={keysUnder('public.privacy.cookies', ['session', 'language'])} />
          <Text>{t('public.privacy.cookies.none')}</Text>
        </PolicySection>

        <PolicySection id="privacy-retention" title={t('public.privacy.retention.title')}>
          <KeyList keys={RETENTION} />
        </PolicySection>

        <PolicySection id="privacy-processors" title={t('public.privacy.processors.title')}>
          <Text>{t('public.privacy.processors.intro')}</Text>
          <KeyList keys={keysUnder('public.privacy.processors', ['hosting', 'email'])} />
          <Text>{t('public.privacy.processors.names')}</Text>
          <Text>{t('public.privacy.processors.transfers')}</Text>
          <Text>{t('public.privacy.processors.noSale')}</Text>
        </PolicySection>

        <PolicySection id="privacy-security" title={t('public.privacy.security.title')}>
          <Text>{t('public.privacy.security.text')}</Text>
        </PolicySection>

        <Rights />

        <PolicySection id="privacy-changes" title={t('public.privacy.changes.title')}>
          <Text>{t('public.privacy.changes.text')}</Text>
        </PolicySection>
      </Stack>
    </Container>
  );
}
