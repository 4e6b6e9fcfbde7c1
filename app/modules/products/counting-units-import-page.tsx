import { Alert, Anchor, Button, Group, Input, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { WorkProgress } from '#app/components/work-progress';
import { ImportRowErrors } from '#app/components/import-row-errors';
import { Form, Link, useNavigation } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import type { UnitRowError } from './counting-units-import.service.server';
import type { TranslationKey } from '#app/locales';

export type UnitImportActionData =
  | { step: 'error'; error: TranslationKey; values?: Record<string, string | number> }
  | { step: 'invalid'; errors: UnitRowError[]; more: number }
  | { step: 'done'; products: number; units: number };

/** Upload a CSV of product, unit and factor: every listed product's other counting units are set, or nothing is. */
export function CountingUnitsImportPage({
  shopName,
  actionData,
  basePath,
}: {
  shopName: string;
  actionData?: UnitImportActionData;
  basePath: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const title = t('productImport.units.title', { shop: shopName });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          <Button component={Link} to={`${basePath}/import`} variant="default">
            {t('productImport.importProducts')}
          </Button>
          <Button component={Link} to={basePath} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('products.backToList')}
          </Button>
        </Group>
      </Group>
      <Text>{t('productImport.units.intro')}</Text>
      <Text size="sm" c="gray.7">
        {t('productImport.units.example')}
      </Text>
      <Paper withBorder p="md">
        <Form method="post" encType="multipart/form-data">
          <Stack>
            <Input.Wrapper label={t('productImport.units.file')} labelProps={{ htmlFor: 'units-import-file' }} required>
              <input
                id="units-import-file"
                type="file"
                name="file"
                required
                accept=".csv,text/csv"
                style={{ display: 'block', marginTop: 4 }}
              />
            </Input.Wrapper>
            <Button type="submit" w="fit-content" loading={busy}>
              {t('productImport.units.submit')}
            </Button>
          </Stack>
        </Form>
      </Paper>
      {busy && <WorkProgress label={t('productImport.units.importing')} />}
      {actionData?.step === 'error' && (
        <Alert color="red" role="alert">
          {t(actionData.error, actionData.values)}
        </Alert>
      )}
      {actionData?.step === 'done' && (
        <Alert color="green" role="status">
          {t('productImport.units.done', { products: actionData.products, units: actionData.units })}{' '}
          <Anchor component={Link} to={basePath}>
            {t('productImport.showProducts')}
          </Anchor>
        </Alert>
      )}
      {actionData?.step === 'invalid' && (
        <Paper withBorder p="md">
          <Stack>
            <Alert color="red" role="alert">
              {t('productImport.units.invalid', { count: actionData.errors.length + actionData.more })}
            </Alert>
            <ImportRowErrors
              minWidth={480}
              subjectLabel={t('productImport.units.product')}
              rows={actionData.errors.map((error) => ({
                row: error.row,
                subject: error.code,
                problems: [t(error.message, error.values)],
              }))}
            />
            {actionData.more > 0 && <Text>{t('productImport.preview.moreErrors', { count: actionData.more })}</Text>}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
