import { Alert, Anchor, Badge, Button, Input, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { DataTable } from '#app/components/data-table';
import { WorkProgress } from '#app/components/work-progress';
import { Form, Link, useNavigation } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { formatDate } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { postWithProgress } from '#app/utils/upload-progress';
import { formatQuantity } from './cart.format';
import type { ImportLine } from './import-order.service.server';
import { PackHintText } from './new-order.page';
import type { TranslationKey } from '#app/locales';

export type ImportActionData =
  | { step: 'preview'; lines: ImportLine[]; sheet: string; submissionKey: string }
  | { step: 'created'; orders: { id: number; number: number }[] }
  | { step: 'error'; error: TranslationKey; values?: Record<string, string | number> };

/** Upload, preview with each line matched or its error, then confirm to create one order per supplier. */
export function ImportOrderPage({ actionData: posted }: { actionData?: ImportActionData }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  // With JavaScript the file goes up with a progress bar and its preview comes back here; a newer answer of the page's
  // own form (the orders created) replaces it.
  const [uploaded, setUploaded] = useState<ImportActionData | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [seen, setSeen] = useState(posted);
  if (posted !== seen) {
    setSeen(posted);
    setUploaded(null);
  }
  const actionData = uploaded ?? posted;
  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    const body = new FormData(event.currentTarget);
    const file = body.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    event.preventDefault();
    setProgress(0);
    const answer = await postWithProgress<ImportActionData>('/admin/ordering/import-order/preview', body, setProgress);
    setProgress(null);
    setUploaded(answer ?? { step: 'error', error: 'orderHistory.importPage.uploadFailed' });
  };
  const title = t('orderHistory.importTitle');
  const lines = actionData?.step === 'preview' ? actionData.lines : [];
  const ok = lines.filter((line) => line.ok);
  const suppliers = new Set(ok.map((line) => (line.ok ? `${line.supplierId}|${line.deliveryDate}` : '')));
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Text>{t('orderHistory.importPage.intro')}</Text>
      <Paper withBorder p="md">
        <Form method="post" encType="multipart/form-data" onSubmit={onUpload}>
          <Stack>
            <Input.Wrapper label={t('orderHistory.importPage.file')} labelProps={{ htmlFor: 'import-file' }} required>
              <input
                id="import-file"
                type="file"
                name="file"
                required
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                style={{ display: 'block', marginTop: 4 }}
              />
            </Input.Wrapper>
            <Button
              type="submit"
              name="intent"
              value="preview"
              w="fit-content"
              loading={busy === 'preview' || progress !== null}
            >
              {t('orderHistory.importPage.preview')}
            </Button>
            {progress !== null && (
              <WorkProgress
                label={t(progress < 100 ? 'orderHistory.importPage.uploading' : 'orderHistory.importPage.reading', {
                  percent: progress,
                })}
                percent={progress}
              />
            )}
          </Stack>
        </Form>
      </Paper>
      {busy && (
        <WorkProgress
          label={t(busy === 'confirm' ? 'orderHistory.importPage.creating' : 'orderHistory.importPage.reading')}
        />
      )}
      {actionData?.step === 'error' && (
        <Alert color="red" role="alert">
          {t(actionData.error, actionData.values)}
        </Alert>
      )}
      {actionData?.step === 'created' && (
        <Alert color="green" role="status">
          {t('orderHistory.importPage.created', { count: actionData.orders.length })}{' '}
          {actionData.orders.map((order, index) => (
            <span key={order.id}>
              {index > 0 && ', '}
              <Anchor component={Link} to={`/admin/ordering/${order.id}`}>
                {t('cart.detailTitle', { number: order.number })}
              </Anchor>
            </span>
          ))}
          {' · '}
          <Anchor component={Link} to="/admin/ordering?status=new">
            {t('orderHistory.title')}
          </Anchor>
        </Alert>
      )}
      {actionData?.step === 'preview' && (
        <Paper withBorder p="md">
          <Stack>
            <Text role="status">
              {t('orderHistory.importPage.summary', { ok: ok.length, errors: lines.length - ok.length })}
            </Text>
            <DataTable
              aria-label={t('orderHistory.importPage.preview')}
              minWidth={800}
              rows={lines}
              rowKey={(line) => line.row}
              columns={[
                { header: t('orderHistory.importPage.columns.row'), cell: (line) => line.row },
                {
                  header: t('orderHistory.importPage.columns.product'),
                  kind: 'title',
                  cell: (line) => (line.ok ? line.name : line.code),
                },
                {
                  header: t('orderHistory.importPage.columns.supplier'),
                  cell: (line) => (line.ok ? line.supplierName : ''),
                },
                {
                  header: t('orderHistory.importPage.columns.quantity'),
                  align: 'right',
                  cell: (line) => (
                    <div>
                      {line.ok && formatQuantity(language, line.quantity)}
                      {line.ok && <PackHintText hint={line.hint} />}
                    </div>
                  ),
                },
                {
                  header: t('orderHistory.importPage.columns.deliveryDate'),
                  cell: (line) => (line.ok ? formatDate(language, `${line.deliveryDate}T12:00:00Z`) : ''),
                },
                {
                  header: t('orderHistory.importPage.columns.result'),
                  cell: (line) =>
                    line.ok ? (
                      <Badge color="teal.9">{t('orderHistory.importPage.ok')}</Badge>
                    ) : (
                      <Text size="sm" c="red.9">
                        {t(`orderHistory.importPage.errors.${line.error}`)}
                      </Text>
                    ),
                },
              ]}
            />
            {ok.length > 0 && (
              <Form method="post" encType="multipart/form-data">
                <input type="hidden" name="sheet" value={actionData.sheet} />
                <input type="hidden" name="submissionKey" value={actionData.submissionKey} />
                <Button type="submit" name="intent" value="confirm" loading={busy === 'confirm'}>
                  {t('orderHistory.importPage.confirm', { count: suppliers.size })}
                </Button>
              </Form>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
