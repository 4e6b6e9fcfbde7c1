import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/export';
import { requestContext } from '#app/context';
import { DataTable } from '#app/components/data-table';
import { FormErrors, NativeSelectField, TextField } from '#app/components/form';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import {
  columnsText,
  ENCODINGS,
  ITEM_CODES,
  PANTHEON_COLUMNS,
  settingsFormSchema,
} from '#app/modules/exporters/stock-export-settings.schema';
import { getStockExportPage, saveStockExportSettings } from '#app/modules/exporters/stock-export.service.server';
import { formatCalendarDate, formatQuantity } from '#app/modules/ordering/cart.format';
import { formatMoney } from '#app/utils/format';
import { parseListParams } from '#app/utils/list-params';
import { notFound, parseId, refused } from '#app/utils/params';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'inventory:manage');
  const { shop } = requireShop(context);
  const page = await getStockExportPage(context.get(requestContext).db, shop, parseId(params.inventoryId));
  if (!page) notFound();
  if (!page.ok) refused(page.reason);
  const { page: number } = parseListParams(new URL(request.url));
  const perPage = user.resultsPerPage;
  const { preview, ...rest } = page;
  return {
    ...rest,
    preview: preview && {
      ...preview,
      lines: preview.lines.slice((number - 1) * perPage, number * perPage),
    },
    page: number,
    perPage,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requirePermission(context, 'inventory:manage');
  const { shop } = requireShop(context);
  const submission = parseWithZod(await request.formData(), { schema: settingsFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 });
  const result = await saveStockExportSettings(
    context.get(requestContext).db,
    shop,
    parseId(params.inventoryId),
    submission.value,
  );
  if (!result) notFound();
  if (!result.ok) refused(result.reason);
  return { result: submission.reply(), saved: true };
}

export default function StockExport({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'si' ? 'si' : 'en';
  const navigation = useNavigation();
  const { count, module, settings, complete, preview, sectors, page, perPage } = loaderData;
  const moduleName = t(`stockExport.module.${module}`);
  const base = `/admin/inventory/${count.id}`;
  const [sector, setSector] = useState('');
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { ...settings, pantheonColumns: columnsText(settings.pantheonColumns) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsFormSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const finished = count.status === 'finished';
  const { name, countDate } = count;
  const refusal = !finished
    ? t('stockExport.refused.not_finished')
    : !complete
      ? t('stockExport.refused.settings')
      : preview && preview.problems.length > 0
        ? t('stockExport.refused.problems')
        : null;
  const money = (value: string) => formatMoney(language, value);
  return (
    <Stack maw={960}>
      <PageTitle>{t('stockExport.title', { name })}</PageTitle>
      <Title order={1}>{t('stockExport.title', { name })}</Title>
      <Text>{t('stockExport.intro', { date: formatCalendarDate(language, countDate), module: moduleName })}</Text>
      <Anchor component={Link} to={base} mih={44} display="inline-flex" style={{ alignItems: 'center' }}>
        {t('stockExport.backToCount')}
      </Anchor>
      {!finished && (
        <Alert color="yellow" role="status">
          {t('stockExport.notFinished')}
        </Alert>
      )}

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('stockExport.settings.heading')}
        </Title>
        {actionData?.saved && navigation.state === 'idle' && (
          <Alert color="green" role="status" mb="sm">
            {t('stockExport.settings.saved')}
          </Alert>
        )}
        <Form method="post" {...getFormProps(form)}>
          <Stack>
            <FormErrors errors={form.errors} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                field={fields.warehouseCode}
                label={t('stockExport.settings.warehouseCode')}
                description={t('stockExport.settings.warehouseHint', { module: moduleName })}
                required
              />
              <NativeSelectField
                field={fields.itemCode}
                label={t('stockExport.settings.itemCode')}
                data={ITEM_CODES.map((code) => ({ value: code, label: t(`stockExport.settings.itemCodes.${code}`) }))}
                required
              />
              <NativeSelectField
                field={fields.encoding}
                label={t('stockExport.settings.encoding')}
                data={ENCODINGS.map((encoding) => ({
                  value: encoding,
                  label: t(`stockExport.settings.encodings.${encoding}`),
                }))}
                required
              />
              {module === 'pantheon' ? (
                <TextField
                  field={fields.pantheonColumns}
                  label={t('stockExport.settings.pantheonColumns')}
                  description={t('stockExport.settings.pantheonColumnsHint', {
                    columns: Object.values(PANTHEON_COLUMNS).join(', '),
                  })}
                  required
                />
              ) : (
                <input type="hidden" name={fields.pantheonColumns.name} value={columnsText(settings.pantheonColumns)} />
              )}
            </SimpleGrid>
            <Group>
              <Button type="submit" variant="light" mih={44} loading={navigation.state === 'submitting'}>
                {t('stockExport.settings.save')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>

      {preview && preview.problems.length > 0 && (
        <Paper withBorder p="md" role="region" aria-label={t('stockExport.problems.heading')}>
          <Title order={2} size="h4" mb="xs" c="red.8">
            {t('stockExport.problems.heading')}
          </Title>
          <Text mb="sm">{t('stockExport.problems.intro')}</Text>
          <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
            {preview.problems.map((problem) => (
              <li key={`${problem.productId}-${problem.reason}`}>
                <Text fw={600}>{problem.name}</Text>
                <Text size="sm">{t(`stockExport.problems.${problem.reason}`, { unit: problem.unit ?? '' })}</Text>
                <Anchor
                  component={Link}
                  to={`/admin/products/${problem.productId}/edit`}
                  mih={44}
                  display="inline-flex"
                  style={{ alignItems: 'center' }}
                >
                  {t('stockExport.problems.editProduct', { name: problem.name })}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Paper>
      )}

      {preview && (
        <Paper withBorder p="md" role="region" aria-label={t('stockExport.preview.heading')}>
          <Title order={2} size="h4" mb="sm">
            {t('stockExport.preview.heading')}
          </Title>
          <Group gap="lg" mb="sm">
            <Text fw={600} data-testid="export-lines">
              {t('stockExport.preview.lines', { count: preview.totals.lines })}
            </Text>
            <Text fw={600} data-testid="export-total">
              {t('stockExport.preview.totalValue')}: {money(preview.totals.value)}
            </Text>
          </Group>
          {preview.lines.length === 0 ? (
            <Text c="gray.7">{t('stockExport.preview.empty')}</Text>
          ) : (
            <DataTable
              minWidth={640}
              rows={preview.lines}
              rowKey={(line) => line.productId}
              columns={[
                { header: t('stockExport.preview.name'), kind: 'title', cell: (line) => line.name },
                { header: t('stockExport.preview.itemCode'), cell: (line) => line.itemCode },
                {
                  header: t('stockExport.preview.quantity'),
                  align: 'right',
                  nowrap: true,
                  cell: (line) => formatQuantity(language, line.quantity),
                },
                { header: t('stockExport.preview.unit'), cell: (line) => line.unit },
                {
                  header: t('stockExport.preview.price'),
                  align: 'right',
                  nowrap: true,
                  cell: (line) => formatMoney(language, line.price),
                },
                {
                  header: t('stockExport.preview.value'),
                  align: 'right',
                  nowrap: true,
                  cell: (line) => money(line.value),
                },
              ]}
            />
          )}
          <Pager page={page} perPage={perPage} total={preview.totals.lines} />
        </Paper>
      )}

      {finished && (
        <Stack gap="xs">
          {refusal && (
            <Alert color="yellow" role="status">
              {refusal}
            </Alert>
          )}
          <Button
            {...(refusal
              ? { disabled: true }
              : { component: 'a' as const, href: `${base}/export/${module}`, download: true })}
            size="lg"
            mih={52}
            fullWidth
            leftSection={<IconDownload size={20} aria-hidden />}
          >
            {t('stockExport.download', { module: moduleName })}
          </Button>
        </Stack>
      )}

      {preview && preview.leftOut.length > 0 && (
        <Paper withBorder p="md" role="region" aria-label={t('stockExport.leftOut.heading')}>
          <Title order={2} size="h4" mb="sm">
            {t('stockExport.leftOut.heading')}
          </Title>
          <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
            {preview.leftOut.map((line) => (
              <li key={line.productId}>
                <Text fw={600}>{line.name}</Text>
                <Text size="sm" c="gray.7">
                  {t(`stockExport.leftOut.${line.reason}`)}
                </Text>
              </li>
            ))}
          </Stack>
        </Paper>
      )}

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('stockExport.otherFiles.heading')}
        </Title>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                component="a"
                href={`${base}/export/${format}`}
                download
                variant="light"
                mih={44}
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              >
                {t(`stockExport.otherFiles.${format}`)}
              </Button>
            ))}
          </SimpleGrid>
          <NativeSelect
            label={t('stockExport.otherFiles.sheetSector')}
            value={sector}
            onChange={(event) => setSector(event.currentTarget.value)}
            data={[
              { value: '', label: t('stockExport.otherFiles.allSectors') },
              ...sectors.map((s) => ({
                value: String(s.id),
                label: `${s.departmentName} › ${s.subDepartmentName} › ${s.sectorName}`,
              })),
            ]}
          />
          <Button
            component="a"
            href={`${base}/export/sheet${sector ? `?sector=${sector}` : ''}`}
            download
            variant="light"
            mih={44}
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('stockExport.otherFiles.sheet')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
