import { Alert, Badge, Button, Group, Input, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useNavigation } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { ImportRowErrors } from '#app/components/import-row-errors';
import { PageTitle } from '#app/components/page-title';
import { useSubmitOnce } from '#app/components/submit-once';
import { WorkProgress } from '#app/components/work-progress';
import { messageKey } from '#app/utils/i18n';
import type { AsnFormatError } from './asn-document';
import type { PreviewAsn } from './asn-import.service.server';
import type {
  AsnImportActionData,
  AsnImportPageData,
  AsnPreviewData,
  AsnSupplierOption,
} from './asn-import-steps.service.server';
import { ASN_SHEET_FIELDS, type AsnColumnMapping, type AsnSheetField } from './asn-sheet';

const PATH = '/admin/advance-ship-notice/import-asn';
const ACCEPT =
  '.edi,.edifact,.txt,.xml,.csv,.xlsx,text/plain,application/xml,text/xml,text/csv,application/edifact,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function FormatErrors({ errors }: { errors: AsnFormatError[] }) {
  const { t } = useTranslation();
  // The readers' messages say where (`at`) themselves; the file's own (file_, sheet_) name their row.
  const message = (error: AsnFormatError) => {
    const own = error.code.startsWith('file_') || error.code.startsWith('sheet_');
    const params: Record<string, string | number> = { ...error.params, at: error.at ?? '' };
    if (typeof params.field === 'string') params.field = t(messageKey(`asnImport.fields.${params.field}`));
    return t(messageKey(own ? `asnImport.errors.${error.code}` : `asnFormats.errors.${error.code}`), params);
  };
  return (
    <Alert color="red" role="alert" title={t('asnImport.formatTitle')}>
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
          <Input.Wrapper label={t('asnImport.file')} labelProps={{ htmlFor: 'asn-import-file' }} required>
            <input
              id="asn-import-file"
              type="file"
              name="file"
              required
              accept={ACCEPT}
              style={{ display: 'block', marginTop: 4, maxWidth: '100%', minHeight: 44 }}
            />
          </Input.Wrapper>
          <Button type="submit" w="fit-content" loading={navigation.state === 'submitting'}>
            {t('asnImport.upload')}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}

function SupplierSelect({ suppliers, value }: { suppliers: AsnSupplierOption[]; value: number | null }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      name="supplier"
      label={t('asnImport.supplier.label')}
      required
      defaultValue={value === null ? '' : String(value)}
      data={[
        { value: '', label: t('asnImport.supplier.choose') },
        ...suppliers.map((supplier) => ({ value: String(supplier.supplierId), label: supplier.name })),
      ]}
    />
  );
}

function SupplierStep({ page }: { page: Extract<AsnImportPageData, { step: 'supplier' }> }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Form method="get" action={PATH}>
        <Stack>
          <Title order={2} size="h3">
            {t('asnImport.supplier.title')}
          </Title>
          <Text size="sm">{t('asnImport.fileFormat', { format: t(`asnImport.formats.${page.format}`) })}</Text>
          {page.why === 'mismatch' ? (
            <Alert color="red" role="alert">
              {t('asnImport.errors.supplierMismatch')}
            </Alert>
          ) : (
            <Text>{t(page.why === 'sheet' ? 'asnImport.supplier.sheetIntro' : 'asnImport.supplier.unknownIntro')}</Text>
          )}
          <input type="hidden" name="file" value={page.token} />
          <SupplierSelect suppliers={page.suppliers} value={page.supplierId} />
          <Group>
            <Button type="submit">{t('asnImport.supplier.next')}</Button>
            <Button component={Link} to={PATH} variant="default">
              {t('asnImport.another')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

const fieldLabel = (field: AsnSheetField) => `asnImport.fields.${field}` as const;

function MapStep({
  page,
  actionData,
}: {
  page: Extract<AsnImportPageData, { step: 'map' }>;
  actionData?: AsnImportActionData;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'preview';
  const supplierName = page.suppliers.find((supplier) => supplier.supplierId === page.supplierId)?.name ?? '';
  // Kept as chosen when the check is refused: the choices the user made come back from the form.
  const chosen = actionData?.step === 'preview' ? actionData.mapping : null;
  return (
    <Paper withBorder p="md">
      <Form method="post" action={`${PATH}?file=${page.token}&supplier=${page.supplierId}`}>
        <Stack>
          <Title order={2} size="h3">
            {t('asnImport.map.title')}
          </Title>
          <Group gap="xs">
            <Text>
              {t('asnImport.supplier.label')}: <strong>{supplierName}</strong>
            </Text>
            <Button component={Link} to={`${PATH}?file=${page.token}`} variant="subtle" size="sm">
              {t('asnImport.supplier.change')}
            </Button>
          </Group>
          <Text>{t('asnImport.map.intro', { count: page.rows })}</Text>
          {page.remembered && (
            <Text size="sm" role="status">
              {t('asnImport.map.remembered')}
            </Text>
          )}
          <input type="hidden" name="token" value={page.token} />
          <input type="hidden" name="supplier" value={page.supplierId} />
          <DataTable
            aria-label={t('asnImport.map.title')}
            minWidth={640}
            rows={page.headers.map((header, index) => ({ header, index }))}
            rowKey={({ header, index }) => `${index}-${header}`}
            columns={[
              {
                header: t('asnImport.map.column'),
                kind: 'title',
                cell: ({ header, index }) => header || t('asnImport.map.unnamed', { number: index + 1 }),
              },
              {
                header: t('asnImport.map.sample'),
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
                header: t('asnImport.map.field'),
                kind: 'actions',
                cell: ({ header, index }) => (
                  <NativeSelect
                    name={`column.${index}`}
                    aria-label={t('asnImport.map.fieldFor', { column: header || index + 1 })}
                    defaultValue={(chosen ?? page.mapping)[index] ?? ''}
                    data={[
                      { value: '', label: t('asnImport.map.skip') },
                      ...ASN_SHEET_FIELDS.map((field) => ({ value: field, label: t(fieldLabel(field)) })),
                    ]}
                  />
                ),
              },
            ]}
          />
          {actionData?.step === 'mapping' && (
            <Alert color="red" role="alert">
              {actionData.errors === null ? (
                t('asnImport.mapping.invalid')
              ) : (
                <List size="sm">
                  {actionData.errors.map((error) => (
                    <List.Item key={`${error.code}-${error.field}`}>
                      {error.code === 'missing' && error.field === 'gtin'
                        ? t('asnImport.mapping.missingCode')
                        : t(`asnImport.mapping.${error.code}`, { field: t(fieldLabel(error.field)) })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group>
            <Button type="submit" name="intent" value="preview" loading={busy}>
              {t('asnImport.map.check')}
            </Button>
            <Button component={Link} to={PATH} variant="default">
              {t('asnImport.another')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function quantityText(quantity: string, unit: string | null) {
  return unit ? `${quantity} ${unit}` : quantity;
}

function AsnCard({ asn }: { asn: PreviewAsn }) {
  const { t } = useTranslation();
  const problems = asn.lines.filter((line) => line.problem !== null).length;
  const order = asn.order
    ? t('asnImport.preview.orderMatched', { number: asn.order.number })
    : asn.orderNumber
      ? t('asnImport.preview.orderNotOpen', { number: asn.orderNumber })
      : t('asnImport.preview.noOrder');
  return (
    <Paper withBorder p="md" component="section" aria-label={t('asnImport.preview.asn', { number: asn.asnNumber })}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {t('asnImport.preview.asn', { number: asn.asnNumber })}
          </Title>
          <Badge variant="light">{t('asnImport.preview.lines', { count: asn.lines.length })}</Badge>
        </Group>
        <Stack gap={4}>
          <Text size="sm">
            {t('asnImport.preview.supplier')}: <strong>{asn.supplierName}</strong>
          </Text>
          <Text size="sm" c={asn.order ? undefined : 'orange.9'}>
            {t('asnImport.preview.order')}: <strong>{order}</strong>
          </Text>
          <Text size="sm">
            {t('asnImport.preview.deliveryDate')}: <strong>{asn.deliveryDate ?? t('asnImport.preview.noDate')}</strong>
          </Text>
          {asn.warehouseNumber && (
            <Text size="sm">
              {t('asnImport.preview.warehouse')}: {asn.warehouseNumber}
            </Text>
          )}
          {asn.deliveryNoteNumber && (
            <Text size="sm">
              {t('asnImport.preview.deliveryNote')}: {asn.deliveryNoteNumber}
            </Text>
          )}
        </Stack>
        {asn.isCancellation && (
          <Alert color="yellow">{t('asnImport.preview.cancellation', { number: asn.asnNumber })}</Alert>
        )}
        {asn.existing?.receivingStarted ? (
          <Alert color="red" role="alert">
            {t('asnImport.preview.receivingStarted', { number: asn.asnNumber })}
          </Alert>
        ) : (
          asn.existing &&
          !asn.isCancellation && (
            <Alert color="blue">{t('asnImport.preview.replaces', { number: asn.asnNumber })}</Alert>
          )
        )}
        {problems > 0 && (
          <Text size="sm" c="orange.9">
            {t('asnImport.preview.problems', { count: problems })}
          </Text>
        )}
        <DataTable
          aria-label={t('asnImport.preview.asn', { number: asn.asnNumber })}
          minWidth={720}
          rows={asn.lines}
          rowKey={(line) => line.position}
          columns={[
            { header: t('asnImport.preview.line'), cell: (line) => line.position, hideOnPhone: true },
            {
              header: t('asnImport.preview.item'),
              kind: 'title',
              cell: (line) => (
                <span style={{ overflowWrap: 'anywhere' }}>
                  {[line.gtin ?? line.supplierItemCode, line.description].filter(Boolean).join(' · ')}
                </span>
              ),
            },
            {
              header: t('asnImport.preview.product'),
              cell: (line) => line.productName ?? t('asnImport.preview.noProduct'),
            },
            {
              header: t('asnImport.preview.sent'),
              nowrap: true,
              cell: (line) => quantityText(line.sentQuantity, line.unitCode),
            },
            {
              header: t('asnImport.preview.expected'),
              nowrap: true,
              cell: (line) => (line.quantity === null ? '—' : quantityText(line.quantity, line.productUnit)),
            },
            {
              header: t('asnImport.preview.details'),
              cell: (line) =>
                [
                  line.bestBefore && t('asnImport.preview.bestBefore', { date: line.bestBefore }),
                  line.lot && t('asnImport.preview.lot', { lot: line.lot }),
                  line.sscc && t('asnImport.preview.sscc', { sscc: line.sscc }),
                ]
                  .filter(Boolean)
                  .join(' · '),
            },
            {
              header: t('asnImport.preview.problem'),
              cell: (line) =>
                line.problem ? (
                  <Text size="sm" c="red.9">
                    {t(`asnImport.problems.${line.problem}`, { unit: line.unitCode ?? '' })}
                  </Text>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}

function PreviewStep({
  token,
  supplierId,
  mapping,
  preview,
}: {
  token: string;
  supplierId: number | null;
  mapping: AsnColumnMapping | null;
  preview: AsnPreviewData;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'import';
  const submitOnce = useSubmitOnce();
  const blocked = preview.badRows.length > 0 || preview.asns.some((asn) => asn.existing?.receivingStarted);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('asnImport.preview.title')}
      </Title>
      <Text role="status">
        {t('asnImport.fileFormat', { format: t(`asnImport.formats.${preview.format}`) })}.{' '}
        {t('asnImport.preview.summary', { count: preview.asns.length })}
      </Text>
      {preview.badRows.length > 0 && (
        <Paper withBorder p="md">
          <Stack>
            <Title order={3} size="h4">
              {t('asnImport.preview.badRows')}
            </Title>
            <Text>{t('asnImport.preview.badRowsIntro')}</Text>
            <ImportRowErrors
              subjectLabel={t('asnImport.preview.rowSubject')}
              rows={preview.badRows.slice(0, 500).map((bad) => ({
                row: bad.row,
                subject: bad.subject,
                problems: bad.issues.map(
                  (issue) => `${t(fieldLabel(issue.field))}: ${t(`asnImport.rowErrors.${issue.code}`)}`,
                ),
              }))}
            />
          </Stack>
        </Paper>
      )}
      {preview.asns.map((asn) => (
        <AsnCard key={`${asn.supplierId}-${asn.asnNumber}`} asn={asn} />
      ))}
      {preview.asns.length === 0 ? (
        <Alert color="yellow">{t('asnImport.preview.nothing')}</Alert>
      ) : (
        !blocked && (
          <Form
            method="post"
            action={`${PATH}?file=${token}${supplierId === null ? '' : `&supplier=${supplierId}`}`}
            onSubmit={submitOnce}
          >
            <input type="hidden" name="token" value={token} />
            {supplierId !== null && <input type="hidden" name="supplier" value={supplierId} />}
            {mapping?.map((field, index) => (
              <input key={index} type="hidden" name={`column.${index}`} value={field} />
            ))}
            <Group>
              <Button type="submit" name="intent" value="import" loading={busy}>
                {t('asnImport.preview.confirm', { count: preview.asns.length })}
              </Button>
              <Button component={Link} to={PATH} variant="default">
                {t('asnImport.another')}
              </Button>
            </Group>
          </Form>
        )
      )}
      {blocked && (
        <Button component={Link} to={PATH} variant="default" w="fit-content">
          {t('asnImport.another')}
        </Button>
      )}
      {busy && <WorkProgress label={t('asnImport.importing')} />}
    </Stack>
  );
}

function Done({ asns }: { asns: Extract<AsnImportActionData, { step: 'done' }>['asns'] }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" role="status" title={t('asnImport.done', { count: asns.length })}>
      <Stack gap="xs">
        {asns.map((asn) => (
          <Group key={asn.id} gap="xs" wrap="wrap">
            <Button component={Link} to={`/admin/advance-ship-notice/${asn.id}`} variant="light" size="sm">
              {t('asnImport.doneAsn', { number: asn.asnNumber })}
            </Button>
            <Text size="sm">
              {[
                asn.replaced && t('asnImport.doneReplaced'),
                asn.status === 'cancelled' && t('asnImport.doneCancelled'),
                asn.problems.length > 0 && t('asnImport.doneProblems', { count: asn.problems.length }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

function ActionError({ actionData }: { actionData: AsnImportActionData }) {
  const { t } = useTranslation();
  if (actionData.step === 'format') return <FormatErrors errors={actionData.errors} />;
  if (actionData.step !== 'error') return null;
  return (
    <Alert color="red" role="alert">
      {actionData.error === 'receivingStarted'
        ? t('asnImport.errors.receivingStarted', { number: actionData.number })
        : t(`asnImport.errors.${actionData.error}`)}
    </Alert>
  );
}

/** Upload → supplier and columns (spreadsheets) → preview of each ASN with its lines and problems → import. */
export function AsnImportPage({
  loaderData,
  actionData,
}: {
  loaderData: AsnImportPageData;
  actionData?: AsnImportActionData;
}) {
  const { t } = useTranslation();
  const title = t('asnImport.title');
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
      <Title order={1}>{title}</Title>
      <Text>{t('asnImport.intro')}</Text>
      {done && <Done asns={actionData.asns} />}
      {actionData && <ActionError actionData={actionData} />}
      {loaderData.step === 'upload' && loaderData.expired && !actionData && (
        <Alert color="yellow" role="alert">
          {t('asnImport.errors.expired')}
        </Alert>
      )}
      {loaderData.step === 'invalid' && !actionData && <FormatErrors errors={loaderData.errors} />}
      {showUpload && <UploadForm />}
      {!done && loaderData.step === 'supplier' && <SupplierStep page={loaderData} />}
      {!done && loaderData.step === 'map' && <MapStep page={loaderData} actionData={actionData} />}
      {!done && preview && (
        <PreviewStep
          token={preview.token}
          supplierId={preview.supplierId}
          mapping={preview.mapping}
          preview={preview.preview}
        />
      )}
    </Stack>
  );
}
