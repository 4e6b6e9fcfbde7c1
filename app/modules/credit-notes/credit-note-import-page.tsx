import { Alert, Anchor, Button, Group, Input, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useNavigation } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { ImportRowErrors } from '#app/components/import-row-errors';
import { PageTitle } from '#app/components/page-title';
import { useSubmitOnce } from '#app/components/submit-once';
import type { AsnFormatError } from '#app/modules/asn/asn-document';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { formatMoney } from '#app/utils/format';
import { messageKey } from '#app/utils/i18n';
import { CREDIT_NOTES_PATH, KindBadge, MatchText, quantityText, useLanguage } from './credit-note-format';
import type {
  CreditNoteImportActionData,
  CreditNoteImportPageData,
  ImportPreview,
} from './credit-note-import.service.server';
import { CREDIT_NOTE_SHEET_FIELDS, type CreditNoteSheetField } from './credit-note-sheet';
import { KINDS } from './credit-notes.schema';

const PATH = `${CREDIT_NOTES_PATH}/import`;
const ACCEPT =
  '.xml,.csv,.xlsx,.txt,application/xml,text/xml,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fieldLabel = (field: CreditNoteSheetField) => `creditNotes.sheetFields.${field}` as const;

function FormatErrors({ errors }: { errors: AsnFormatError[] }) {
  const { t, i18n } = useTranslation();
  // The file's own errors (file_, sheet_) and the UBL readers' codes are the ASN import's; bad_amount is ours.
  const message = (error: AsnFormatError) => {
    const params: Record<string, string | number> = { ...error.params, at: error.at ?? '' };
    const own = `creditNotes.formatErrors.${error.code}`;
    const key = i18n.exists(own)
      ? own
      : error.code.startsWith('file_') || error.code.startsWith('sheet_')
        ? `asnImport.errors.${error.code}`
        : `asnFormats.errors.${error.code}`;
    return t(messageKey(key), params);
  };
  return (
    <Alert color="red" role="alert" title={t('creditNotes.import.formatTitle')}>
      <List size="sm">
        {errors.slice(0, 50).map((error, index) => (
          <List.Item key={index}>{message(error)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

function UploadForm() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Paper withBorder p="md">
      <Form method="post" encType="multipart/form-data" action={PATH}>
        <Stack>
          <Input.Wrapper label={t('creditNotes.import.file')} labelProps={{ htmlFor: 'credit-note-file' }} required>
            <input
              id="credit-note-file"
              type="file"
              name="file"
              required
              accept={ACCEPT}
              style={{ display: 'block', marginTop: 4, maxWidth: '100%', minHeight: 44 }}
            />
          </Input.Wrapper>
          <Button type="submit" w="fit-content" loading={navigation.state === 'submitting'}>
            {t('creditNotes.import.upload')}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}

function ChooseStep({ page }: { page: Extract<CreditNoteImportPageData, { step: 'choose' }> }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Form method="get" action={PATH}>
        <Stack>
          <Title order={2} size="h3">
            {t('creditNotes.import.chooseTitle')}
          </Title>
          <Text>
            {t(page.format === 'ubl' ? 'creditNotes.import.unknownSupplier' : 'creditNotes.import.sheetIntro')}
          </Text>
          <input type="hidden" name="file" value={page.token} />
          <NativeSelect
            name="supplier"
            label={t('creditNotes.fields.supplier')}
            required
            defaultValue={page.supplierId === null ? '' : String(page.supplierId)}
            data={[
              { value: '', label: t('creditNotes.entry.chooseSupplier') },
              ...page.suppliers.map((s) => ({ value: String(s.supplierId), label: s.name })),
            ]}
          />
          {page.format !== 'ubl' && (
            <NativeSelect
              name="kind"
              label={t('creditNotes.fields.kind')}
              required
              defaultValue={page.kind}
              data={KINDS.map((value) => ({ value, label: t(`creditNotes.kinds.${value}`) }))}
            />
          )}
          <Group>
            <Button type="submit">{t('creditNotes.import.next')}</Button>
            <Button component={Link} to={PATH} variant="default">
              {t('creditNotes.import.another')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function MapStep({
  page,
  actionData,
}: {
  page: Extract<CreditNoteImportPageData, { step: 'map' }>;
  actionData?: CreditNoteImportActionData;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'preview';
  const supplierName = page.suppliers.find((supplier) => supplier.supplierId === page.supplierId)?.name ?? '';
  return (
    <Paper withBorder p="md">
      <Form method="post" action={`${PATH}?file=${page.token}&supplier=${page.supplierId}&kind=${page.kind}`}>
        <Stack>
          <Title order={2} size="h3">
            {t('creditNotes.import.mapTitle')}
          </Title>
          <Group gap="xs">
            <Text>
              {t('creditNotes.fields.supplier')}: <strong>{supplierName}</strong> · <KindBadge kind={page.kind} />
            </Text>
            <Button component={Link} to={`${PATH}?file=${page.token}`} variant="subtle" size="sm">
              {t('creditNotes.import.change')}
            </Button>
          </Group>
          {page.remembered && (
            <Text size="sm" role="status">
              {t('creditNotes.import.remembered')}
            </Text>
          )}
          <input type="hidden" name="token" value={page.token} />
          <input type="hidden" name="supplier" value={page.supplierId} />
          <input type="hidden" name="kind" value={page.kind} />
          <DataTable
            aria-label={t('creditNotes.import.mapTitle')}
            minWidth={640}
            rows={page.headers.map((header, index) => ({ header, index }))}
            rowKey={({ header, index }) => `${index}-${header}`}
            columns={[
              {
                header: t('creditNotes.import.column'),
                kind: 'title',
                cell: ({ header, index }) => header || t('creditNotes.import.unnamed', { number: index + 1 }),
              },
              {
                header: t('creditNotes.import.sample'),
                cell: ({ index }) => (
                  <Text size="sm" c="gray.7" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {page.samples
                      .map((row) => row[index] ?? '')
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                ),
              },
              {
                header: t('creditNotes.import.field'),
                kind: 'actions',
                cell: ({ header, index }) => (
                  <NativeSelect
                    name={`column.${index}`}
                    aria-label={t('creditNotes.import.fieldFor', { column: header || index + 1 })}
                    defaultValue={page.mapping[index] ?? ''}
                    data={[
                      { value: '', label: t('creditNotes.import.skip') },
                      ...CREDIT_NOTE_SHEET_FIELDS.map((field) => ({ value: field, label: t(fieldLabel(field)) })),
                    ]}
                  />
                ),
              },
            ]}
          />
          {actionData?.step === 'mapping' && (
            <Alert color="red" role="alert">
              {actionData.errors === null ? (
                t('creditNotes.import.mappingInvalid')
              ) : (
                <List size="sm">
                  {actionData.errors.map((error) => (
                    <List.Item key={`${error.code}-${error.field}`}>
                      {t(`creditNotes.import.mapping.${error.code}`, { field: t(fieldLabel(error.field)) })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group>
            <Button type="submit" name="intent" value="preview" loading={busy}>
              {t('creditNotes.import.check')}
            </Button>
            <Button component={Link} to={PATH} variant="default">
              {t('creditNotes.import.another')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function PreviewStep({
  token,
  supplierId,
  kind,
  preview,
}: Omit<Extract<CreditNoteImportActionData, { step: 'preview' }>, 'step'> & { preview: ImportPreview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigation = useNavigation();
  const submitOnce = useSubmitOnce();
  const importable = preview.documents.filter((document) => document.duplicateId === null);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('creditNotes.import.previewTitle')}
      </Title>
      <Text>
        {t('creditNotes.fields.supplier')}: <strong>{preview.supplierName}</strong>
      </Text>
      {preview.badRows.length > 0 && (
        <Alert color="red" role="alert" title={t('creditNotes.import.badRows', { count: preview.badRows.length })}>
          <ImportRowErrors
            subjectLabel={t('creditNotes.fields.itemId')}
            rows={preview.badRows.map((bad) => ({
              row: bad.row,
              subject: bad.subject,
              problems: bad.issues.map(
                (issue) => `${t(fieldLabel(issue.field))}: ${t(`creditNotes.rowErrors.${issue.code}`)}`,
              ),
            }))}
          />
        </Alert>
      )}
      {preview.documents.map((document) => (
        <Paper key={`${document.kind}-${document.number}`} withBorder p="md">
          <Stack gap="xs">
            <Group>
              <KindBadge kind={document.kind} />
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {document.number}
              </Text>
              <Text>{formatCalendarDate(language, document.issueDate)}</Text>
              <Text>{formatMoney(language, document.total)}</Text>
            </Group>
            {document.duplicateId !== null && (
              <Alert color="red" role="alert">
                {t('creditNotes.errors.duplicateNumber', { number: document.number })}{' '}
                <Anchor component={Link} to={`${CREDIT_NOTES_PATH}/${document.duplicateId}`}>
                  {t('creditNotes.errors.openExisting')}
                </Anchor>
              </Alert>
            )}
            <DataTable
              aria-label={t('creditNotes.import.linesOf', { number: document.number })}
              minWidth={760}
              rows={document.lines.map((line, index) => ({ ...line, index }))}
              rowKey={(line) => line.index}
              columns={[
                {
                  header: t('creditNotes.fields.itemId'),
                  kind: 'title',
                  cell: (line) => (
                    <span style={{ overflowWrap: 'anywhere' }}>
                      {line.itemId}
                      {line.description ? ` · ${line.description}` : ''}
                    </span>
                  ),
                },
                {
                  header: t('creditNotes.fields.invoiceQuantity'),
                  align: 'right',
                  cell: (line) => quantityText(language, line.invoiceQuantity, line.unit),
                },
                {
                  header: t('creditNotes.fields.differenceQuantity'),
                  align: 'right',
                  cell: (line) => quantityText(language, line.differenceQuantity, line.unit),
                },
                {
                  header: t('creditNotes.fields.amount'),
                  align: 'right',
                  cell: (line) => formatMoney(language, line.amount),
                },
                { header: t('creditNotes.detail.match'), cell: (line) => <MatchText match={line.match} /> },
              ]}
            />
          </Stack>
        </Paper>
      ))}
      <Form method="post" action={`${PATH}?file=${token}&supplier=${supplierId}&kind=${kind}`} onSubmit={submitOnce}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="supplier" value={supplierId} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="intent" value="import" />
        {preview.columns?.map((field, index) => (
          <input key={index} type="hidden" name={`column.${index}`} value={field} />
        ))}
        <Group>
          {importable.length > 0 && preview.badRows.length === 0 && (
            <Button type="submit" loading={navigation.state !== 'idle'}>
              {t('creditNotes.import.confirm', { count: importable.length })}
            </Button>
          )}
          <Button component={Link} to={PATH} variant="default">
            {t('creditNotes.import.another')}
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

function ActionError({ actionData }: { actionData: CreditNoteImportActionData }) {
  const { t } = useTranslation();
  if (actionData.step === 'format') return <FormatErrors errors={actionData.errors} />;
  if (actionData.step !== 'error') return null;
  return (
    <Alert color="red" role="alert">
      {t(`creditNotes.import.errors.${actionData.error}`)}
    </Alert>
  );
}

function Done({ data }: { data: Extract<CreditNoteImportActionData, { step: 'done' }> }) {
  const { t } = useTranslation();
  return (
    <Alert color={data.duplicates.length ? 'yellow' : 'green'} role="status">
      <Stack gap={4}>
        {data.imported.map((document) => (
          <Text key={document.id}>
            <Anchor component={Link} to={`${CREDIT_NOTES_PATH}/${document.id}`}>
              {document.number}
            </Anchor>{' '}
            {t('creditNotes.import.imported', { count: document.unmatched })}
          </Text>
        ))}
        {data.duplicates.map((number) => (
          <Text key={number}>{t('creditNotes.errors.duplicateNumber', { number })}</Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** Upload → supplier, kind and columns (spreadsheets) → preview of each document with each line's match → import. */
export function CreditNoteImportPage({
  loaderData,
  actionData,
}: {
  loaderData: CreditNoteImportPageData;
  actionData?: CreditNoteImportActionData;
}) {
  const { t } = useTranslation();
  const title = t('creditNotes.import.title');
  const done = actionData?.step === 'done';
  const preview =
    actionData?.step === 'preview' ? actionData : !done && loaderData.step === 'preview' ? loaderData : null;
  const showUpload =
    done ||
    loaderData.step === 'upload' ||
    loaderData.step === 'invalid' ||
    (actionData?.step === 'format' && loaderData.step !== 'map');
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Anchor component={Link} to={CREDIT_NOTES_PATH} size="sm">
        {t('creditNotes.detail.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      <Text>{t('creditNotes.import.intro')}</Text>
      {done && <Done data={actionData} />}
      {actionData && <ActionError actionData={actionData} />}
      {loaderData.step === 'upload' && loaderData.expired && !actionData && (
        <Alert color="yellow" role="alert">
          {t('creditNotes.import.errors.expired')}
        </Alert>
      )}
      {loaderData.step === 'invalid' && !actionData && <FormatErrors errors={loaderData.errors} />}
      {showUpload && <UploadForm />}
      {!done && loaderData.step === 'choose' && <ChooseStep page={loaderData} />}
      {!done && loaderData.step === 'map' && actionData?.step !== 'preview' && (
        <MapStep page={loaderData} actionData={actionData} />
      )}
      {!done && preview && (
        <PreviewStep
          token={preview.token}
          supplierId={preview.supplierId}
          kind={preview.kind}
          preview={preview.preview}
        />
      )}
    </Stack>
  );
}
