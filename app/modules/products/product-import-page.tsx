import { Alert, Anchor, Button, Group, Input, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { DataTable } from '#app/components/data-table';
import { WorkProgress } from '#app/components/work-progress';
import { ImportRowErrors } from '#app/components/import-row-errors';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { postWithProgress } from '#app/utils/upload-progress';
import { IMPORT_FIELDS, importFieldLabel, type ColumnMapping } from './product-import-fields';
import type { ImportActionData, ImportPageData } from './product-import-steps.service.server';
import type { TranslationKey } from '#app/locales';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type UploadAnswer = { token?: string; error?: TranslationKey; values?: Record<string, string | number> };

function UploadForm({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ error: TranslationKey; values?: Record<string, string | number> } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    event.preventDefault();
    setError(null);
    setProgress(0);
    const body = new FormData();
    body.append('file', file);
    const result = (await postWithProgress<UploadAnswer>(`${basePath}/import/upload`, body, setProgress)) ?? {
      error: 'productImport.errors.upload',
    };
    if (result.token) {
      await navigate(`${basePath}/import?file=${result.token}`);
      return;
    }
    setProgress(null);
    setError({ error: result.error ?? 'productImport.errors.upload', values: result.values });
  };

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={onSubmit}>
      <Stack>
        <Input.Wrapper label={t('productImport.file')} labelProps={{ htmlFor: 'product-import-file' }} required>
          <input
            id="product-import-file"
            type="file"
            name="file"
            required
            accept={ACCEPT}
            style={{ display: 'block', marginTop: 4 }}
          />
        </Input.Wrapper>
        <Button type="submit" w="fit-content" loading={progress !== null}>
          {t('productImport.upload')}
        </Button>
        {progress !== null && (
          <WorkProgress label={t('productImport.uploading', { percent: progress })} percent={progress} />
        )}
        {error && (
          <Alert color="red" role="alert">
            {t(error.error, error.values)}
          </Alert>
        )}
      </Stack>
    </Form>
  );
}

function MappingFields({ token, mapping }: { token: string; mapping: ColumnMapping }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      {mapping.map((field, index) => (
        <input key={index} type="hidden" name={`column.${index}`} value={field} />
      ))}
    </>
  );
}

/** Upload → match columns → check every row → import all, or only the valid rows. */
export function ProductImportPage({
  loaderData,
  actionData,
  basePath,
}: {
  loaderData: ImportPageData;
  actionData?: ImportActionData;
  basePath: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const title = t('productImport.title', { shop: loaderData.shopName });
  const fieldName = (field: string) => t(importFieldLabel(field as (typeof IMPORT_FIELDS)[number]));
  const summary = actionData?.step === 'preview' ? actionData.summary : null;

  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          <Button component={Link} to={`${basePath}/import-counting-units`} variant="default">
            {t('productImport.units.link')}
          </Button>
          <Button component={Link} to={basePath} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('products.backToList')}
          </Button>
        </Group>
      </Group>
      <Text>{t('productImport.intro')}</Text>

      {actionData?.step === 'done' && (
        <Alert color="green" role="status">
          {t('productImport.done', { created: actionData.created, updated: actionData.updated })}{' '}
          {actionData.skipped > 0 && t('productImport.skipped', { count: actionData.skipped })}{' '}
          <Anchor component={Link} to={basePath}>
            {t('productImport.showProducts')}
          </Anchor>
        </Alert>
      )}
      {actionData?.step === 'error' && (
        <Alert color="red" role="alert">
          {t(actionData.error, actionData.values)}
        </Alert>
      )}
      {loaderData.step === 'upload' && loaderData.expired && !actionData && (
        <Alert color="yellow" role="alert">
          {t('productImport.errors.expired')}
        </Alert>
      )}

      {(loaderData.step === 'upload' || actionData?.step === 'done') && (
        <Paper withBorder p="md">
          <UploadForm basePath={basePath} />
        </Paper>
      )}

      {loaderData.step === 'map' && actionData?.step !== 'done' && (
        <Paper withBorder p="md">
          <Form method="post">
            <Stack>
              <Title order={2} size="h3">
                {t('productImport.map.title')}
              </Title>
              <Text>{t('productImport.map.intro', { count: loaderData.rows })}</Text>
              <input type="hidden" name="token" value={loaderData.token} />
              <DataTable
                aria-label={t('productImport.map.title')}
                minWidth={640}
                rows={loaderData.headers.map((header, index) => ({ header, index }))}
                rowKey={({ header, index }) => `${index}-${header}`}
                columns={[
                  {
                    header: t('productImport.map.column'),
                    kind: 'title',
                    cell: ({ header, index }) => header || t('productImport.map.unnamed', { number: index + 1 }),
                  },
                  {
                    header: t('productImport.map.sample'),
                    cell: ({ index }) => (
                      <Text size="sm" c="gray.7" lineClamp={2}>
                        {loaderData.samples
                          .map((row) => row[index] ?? '')
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    ),
                  },
                  {
                    header: t('productImport.map.field'),
                    kind: 'actions',
                    cell: ({ header, index }) => (
                      <NativeSelect
                        name={`column.${index}`}
                        aria-label={t('productImport.map.fieldFor', { column: header || index + 1 })}
                        defaultValue={loaderData.mapping[index] ?? ''}
                        data={[
                          { value: '', label: t('productImport.map.skip') },
                          ...IMPORT_FIELDS.map((field) => ({ value: field, label: fieldName(field) })),
                        ]}
                      />
                    ),
                  },
                ]}
              />
              {actionData?.step === 'mapping' && (
                <Alert color="red" role="alert">
                  <List size="sm">
                    {actionData.errors.map((error) => (
                      <List.Item key={`${error.code}-${error.field}`}>
                        {t(`productImport.mapping.${error.code}`, { field: fieldName(error.field) })}
                      </List.Item>
                    ))}
                  </List>
                </Alert>
              )}
              <Group>
                <Button type="submit" name="intent" value="preview" loading={busy === 'preview'}>
                  {t('productImport.map.check')}
                </Button>
                <Button component={Link} to={`${basePath}/import`} variant="default">
                  {t('productImport.map.another')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      )}

      {busy === 'preview' && <WorkProgress label={t('productImport.checking')} />}

      {summary && actionData?.step === 'preview' && (
        <Paper withBorder p="md">
          <Stack>
            <Title order={2} size="h3">
              {t('productImport.preview.title')}
            </Title>
            <Text role="status">
              {t('productImport.preview.summary', {
                total: summary.total,
                valid: summary.valid,
                creates: summary.creates,
                updates: summary.updates,
                invalid: summary.total - summary.valid,
              })}
            </Text>
            {summary.errors.length > 0 && (
              <ImportRowErrors
                minWidth={640}
                subjectLabel={t('productImport.preview.product')}
                rows={summary.errors.map((error) => ({
                  row: error.row,
                  subject: error.name,
                  problems: error.issues.map((issue) => `${fieldName(issue.field)}: ${t(issue.message, issue.values)}`),
                }))}
              />
            )}
            {summary.moreErrors > 0 && (
              <Text>{t('productImport.preview.moreErrors', { count: summary.moreErrors })}</Text>
            )}
            {summary.valid === 0 ? (
              <Alert color="yellow">{t('productImport.preview.nothingValid')}</Alert>
            ) : (
              <Form method="post">
                <MappingFields token={actionData.token} mapping={actionData.mapping} />
                <input type="hidden" name="intent" value="import" />
                <Stack gap="xs">
                  {summary.valid < summary.total && <Text>{t('productImport.preview.fixOrChoose')}</Text>}
                  <Group>
                    {summary.valid === summary.total ? (
                      <Button type="submit" name="mode" value="all" loading={busy === 'import'}>
                        {t('productImport.preview.importAll', { count: summary.total })}
                      </Button>
                    ) : (
                      <Button type="submit" name="mode" value="valid" loading={busy === 'import'}>
                        {t('productImport.preview.importValid', { count: summary.valid })}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Form>
            )}
          </Stack>
        </Paper>
      )}
      {busy === 'import' && <WorkProgress label={t('productImport.importing', { count: summary?.valid ?? 0 })} />}
    </Stack>
  );
}
