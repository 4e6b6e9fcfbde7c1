import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors } from '#app/components/form';
import { AddItemButton, ListFieldError, RemoveItemButton } from '#app/components/list-field';
import { PageTitle } from '#app/components/page-title';
import { messageKey } from '#app/utils/i18n';
import { CREDIT_NOTES_PATH, useLanguage } from './credit-note-format';
import {
  creditNoteFormSchema,
  KINDS,
  MAX_LINES,
  type CreditNoteFormInput,
  type CreditNoteFormOutput,
} from './credit-notes.schema';

type Field = FieldMetadata<string | null | undefined>;

function Input({
  field,
  label,
  decimal = false,
  type = 'text',
  required = false,
}: {
  field: Field;
  label: string;
  decimal?: boolean;
  type?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  return (
    <TextInput
      key={field.key}
      id={field.id}
      name={field.name}
      label={label}
      type={type}
      required={required}
      defaultValue={typeof field.initialValue === 'string' ? field.initialValue : undefined}
      error={error ? t(messageKey(error)) : undefined}
      inputMode={decimal ? 'decimal' : undefined}
      autoComplete="off"
      styles={{ input: { minHeight: 44 } }}
    />
  );
}

const EMPTY_LINE = {
  itemId: '',
  description: '',
  invoiceQuantity: '',
  unit: '',
  differenceQuantity: '',
  unitPrice: '',
  amount: '',
};

export type CreditNoteEntryActionData =
  | { result: SubmissionResult<string[]>; duplicateId?: undefined }
  | { result: SubmissionResult<string[]>; duplicateId: number | null };

/**
 * Typing in a supplier's invoice, credit or debit note (spec §3): header, then its lines, added and removed; on a
 * phone one column, decimal keypads for quantities and amounts. Validated by the same schema as the server, in the
 * user's language; a refused form keeps what was typed. A second tap while saving is ignored.
 */
export function CreditNoteEntryPage({
  suppliers,
  today,
  actionData,
}: {
  suppliers: { supplierId: number; name: string }[];
  today: string;
  actionData?: CreditNoteEntryActionData;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigation = useNavigation();
  const sending = useRef(false);
  useEffect(() => {
    if (navigation.state === 'idle') sending.current = false;
  }, [navigation.state]);
  const schema = useMemo(() => creditNoteFormSchema(language), [language]);
  const [form, fields] = useForm<CreditNoteFormInput, CreditNoteFormOutput>({
    lastResult: actionData?.result,
    defaultValue: {
      supplierId: suppliers.length === 1 ? String(suppliers[0]!.supplierId) : '',
      kind: 'credit',
      issueDate: today,
      lines: [EMPTY_LINE],
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const lines = fields.lines.getFieldList();
  const title = t('creditNotes.entry.title');
  const error = (field: Field) => (field.errors?.[0] ? t(messageKey(field.errors[0])) : undefined);
  return (
    <Stack maw={960}>
      <PageTitle>{title}</PageTitle>
      <Anchor component={Link} to={CREDIT_NOTES_PATH} size="sm">
        {t('creditNotes.detail.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {actionData?.duplicateId !== undefined && (
        <Alert color="red" role="alert">
          {t('creditNotes.errors.duplicate')}{' '}
          {actionData.duplicateId !== null && (
            <Anchor component={Link} to={`${CREDIT_NOTES_PATH}/${actionData.duplicateId}`}>
              {t('creditNotes.errors.openExisting')}
            </Anchor>
          )}
        </Alert>
      )}
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const saving = !submitter || submitter.name !== '__intent__';
          if (saving && sending.current) {
            event.preventDefault();
            return;
          }
          form.onSubmit(event);
          if (saving && !event.defaultPrevented) sending.current = true;
        }}
      >
        {/* Enter in a field saves; it does not remove line 1. */}
        <button type="submit" hidden tabIndex={-1} />
        <Stack gap="lg">
          <FormErrors errors={form.errors} />
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                key={fields.supplierId.key}
                id={fields.supplierId.id}
                name={fields.supplierId.name}
                label={t('creditNotes.fields.supplier')}
                required
                defaultValue={String(fields.supplierId.initialValue ?? '')}
                error={error(fields.supplierId as Field)}
                data={[
                  { value: '', label: t('creditNotes.entry.chooseSupplier') },
                  ...suppliers.map((s) => ({ value: String(s.supplierId), label: s.name })),
                ]}
                styles={{ input: { minHeight: 44 } }}
              />
              <NativeSelect
                key={fields.kind.key}
                id={fields.kind.id}
                name={fields.kind.name}
                label={t('creditNotes.fields.kind')}
                required
                defaultValue={String(fields.kind.initialValue ?? 'credit')}
                data={KINDS.map((value) => ({ value, label: t(`creditNotes.kinds.${value}`) }))}
                styles={{ input: { minHeight: 44 } }}
              />
              <Input field={fields.number} label={t('creditNotes.fields.number')} required />
              <Input field={fields.issueDate} label={t('creditNotes.fields.issueDate')} type="date" required />
              <Input field={fields.orderReference} label={t('creditNotes.fields.orderReference')} />
              <Input field={fields.deliveryReference} label={t('creditNotes.fields.deliveryReference')} />
              <Input field={fields.invoiceReference} label={t('creditNotes.fields.invoiceReference')} />
            </SimpleGrid>
          </Paper>
          <Title order={2} size="h3">
            {t('creditNotes.detail.lines')}
          </Title>
          <ListFieldError id={fields.lines.errorId} errors={fields.lines.errors} />
          {lines.map((line, index) => {
            const cells = line.getFieldset();
            return (
              <Paper key={line.key} withBorder p="md" aria-label={t('creditNotes.entry.line', { number: index + 1 })}>
                <Stack gap="xs">
                  <Text fw={600}>{t('creditNotes.entry.line', { number: index + 1 })}</Text>
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                    <Input field={cells.itemId} label={t('creditNotes.fields.itemId')} required />
                    <Input field={cells.description} label={t('creditNotes.fields.description')} />
                    <Input field={cells.invoiceQuantity} label={t('creditNotes.fields.invoiceQuantity')} decimal />
                    <Input field={cells.unit} label={t('creditNotes.fields.unit')} />
                    <Input
                      field={cells.differenceQuantity}
                      label={t('creditNotes.fields.differenceQuantity')}
                      decimal
                    />
                    <Input field={cells.unitPrice} label={t('creditNotes.fields.unitPrice')} decimal />
                    <Input field={cells.amount} label={t('creditNotes.fields.amount')} decimal />
                  </SimpleGrid>
                  {lines.length > 1 && (
                    <RemoveItemButton
                      buttonProps={form.remove.getButtonProps({ name: fields.lines.name, index })}
                      label={t('creditNotes.entry.removeLine', { number: index + 1 })}
                    />
                  )}
                </Stack>
              </Paper>
            );
          })}
          {lines.length < MAX_LINES && (
            <AddItemButton
              buttonProps={form.insert.getButtonProps({ name: fields.lines.name, defaultValue: EMPTY_LINE })}
              label={t('creditNotes.entry.addLine')}
            />
          )}
          <Text size="sm" c="gray.7">
            {t('creditNotes.entry.amountHint')}
          </Text>
          <Button type="submit" size="md" w={{ base: '100%', xs: 'fit-content' }} loading={navigation.state !== 'idle'}>
            {t('creditNotes.entry.save')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
