import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Checkbox, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors, NativeSelectField, TextField } from '#app/components/form';
import { SHORT_LINE_CHOICES } from '#app/db/schema/receiving';
import { AddItemButton, ListEmailInput, ListFieldError, RemoveItemButton } from '#app/components/list-field';
import { TimeInput } from '#app/components/time-input';
import type { Language } from '#app/utils/language';
import { formatDecimalInput } from '#app/utils/decimal-input';
import { isLanguage } from '#app/utils/language';
import { hourCycleFor, toTimeFields } from '#app/utils/time';
import {
  CUTOFF_RULES,
  MAX_ORDER_EMAILS,
  WEEKDAYS,
  shopSupplierFormSchema,
  type ShopSupplierFormInput,
  type ShopSupplierFormOutput,
} from './shop-supplier.schema';
import { weekdayNames } from './weekdays';

/** The stored shop side of a supplier, as the loader sends it. */
interface ShopSupplierFormDefaults {
  supplierShopNumber: string | null;
  shopSupplierNumber: string | null;
  customerIdAtSupplier: string | null;
  supplierIdInOwnSystem: string | null;
  orderEmails: string[];
  contactPerson: string | null;
  contactPhone: string | null;
  deliveryDays: number[];
  orderCutoffMinutes: number | null;
  minOrderValue: string | null;
  shortLineChoice: 'expect_rest' | 'cancel_rest';
  reclamationEmails: string[];
  ascCertificateNumber: string | null;
  ascCertificateExpires: string | null;
  mscCertificateNumber: string | null;
  mscCertificateExpires: string | null;
}

interface ShopSupplierFormProps {
  lastResult?: SubmissionResult<string[]> | null;
  link: ShopSupplierFormDefaults;
  /** A deleted link is shown, not edited. */
  disabled?: boolean;
}

/** The shop's side of a supplier (spec §3 Supplier), validated by the same schema as the server, in the user's language. */
export function ShopSupplierForm({ lastResult, link, disabled = false }: ShopSupplierFormProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const hourCycle = hourCycleFor(language);
  const schema = useMemo(() => shopSupplierFormSchema(language), [language]);
  const [form, fields] = useForm<ShopSupplierFormInput, ShopSupplierFormOutput>({
    lastResult,
    defaultValue: {
      supplierShopNumber: link.supplierShopNumber ?? '',
      shopSupplierNumber: link.shopSupplierNumber ?? '',
      customerIdAtSupplier: link.customerIdAtSupplier ?? '',
      supplierIdInOwnSystem: link.supplierIdInOwnSystem ?? '',
      // One empty row to type into when there is none; rows left empty are not saved.
      orderEmails: link.orderEmails.length ? link.orderEmails : [''],
      contactPerson: link.contactPerson ?? '',
      contactPhone: link.contactPhone ?? '',
      deliveryDays: link.deliveryDays.map(String),
      orderCutoff: toTimeFields(link.orderCutoffMinutes === null ? null : link.orderCutoffMinutes * 60, hourCycle),
      minOrderValue: formatDecimalInput(link.minOrderValue, language),
      shortLineChoice: link.shortLineChoice,
      reclamationEmails: link.reclamationEmails.length ? link.reclamationEmails : [''],
      ascCertificateNumber: link.ascCertificateNumber ?? '',
      ascCertificateExpires: link.ascCertificateExpires ?? '',
      mscCertificateNumber: link.mscCertificateNumber ?? '',
      mscCertificateExpires: link.mscCertificateExpires ?? '',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const emails = fields.orderEmails.getFieldList();
  const reclamationEmails = fields.reclamationEmails.getFieldList();
  const days = weekdayNames(language);
  const checkedDays = new Set(Array.isArray(fields.deliveryDays.initialValue) ? fields.deliveryDays.initialValue : []);
  const off = 'off';

  return (
    <Paper withBorder p="md">
      <Form method="post" {...getFormProps(form)}>
        {/* Enter in a field presses the first submit button: let that be a plain save, not "remove e-mail 1". */}
        <button type="submit" hidden tabIndex={-1} />
        <Fieldset variant="unstyled" disabled={disabled}>
          <Stack gap="lg">
            <FormErrors errors={form.errors} />

            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('shopSuppliers.sections.ordering')}
              </Title>
              <Fieldset
                legend={
                  <Text span fw={500} size="sm">
                    {t('shopSuppliers.fields.orderEmails')}
                    <Text span c="red.8" aria-hidden>
                      {' *'}
                    </Text>
                  </Text>
                }
                variant="unstyled"
                aria-describedby={`${fields.orderEmails.id}-hint`}
              >
                <Stack gap="xs">
                  <Text id={`${fields.orderEmails.id}-hint`} size="xs" c="gray.7">
                    {t('shopSuppliers.fields.orderEmailsHint')}
                  </Text>
                  <ListFieldError id={fields.orderEmails.errorId} errors={fields.orderEmails.errors} />
                  {emails.map((email, index) => (
                    <Group key={email.key} gap="xs" align="flex-start" wrap="nowrap">
                      <ListEmailInput
                        field={email}
                        label={t('shopSuppliers.fields.orderEmail', { number: index + 1 })}
                      />
                      <RemoveItemButton
                        buttonProps={form.remove.getButtonProps({ name: fields.orderEmails.name, index })}
                        label={t('shopSuppliers.fields.removeOrderEmail', { number: index + 1 })}
                      />
                    </Group>
                  ))}
                  {emails.length < MAX_ORDER_EMAILS && (
                    <AddItemButton
                      buttonProps={form.insert.getButtonProps({ name: fields.orderEmails.name, defaultValue: '' })}
                      label={t('shopSuppliers.fields.addOrderEmail')}
                    />
                  )}
                </Stack>
              </Fieldset>

              <Fieldset
                legend={
                  <Text span fw={500} size="sm">
                    {t('shopSuppliers.fields.deliveryDays')}
                  </Text>
                }
                variant="unstyled"
                aria-describedby={`${fields.deliveryDays.id}-hint`}
              >
                <Stack gap="xs">
                  <Text id={`${fields.deliveryDays.id}-hint`} size="xs" c="gray.7">
                    {t('shopSuppliers.fields.deliveryDaysHint')}
                  </Text>
                  <ListFieldError id={fields.deliveryDays.errorId} errors={fields.deliveryDays.errors} />
                  <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs">
                    {WEEKDAYS.map((day) => (
                      <Checkbox
                        key={`${fields.deliveryDays.key ?? ''}-${day}`}
                        name={fields.deliveryDays.name}
                        value={String(day)}
                        label={days[day]}
                        defaultChecked={checkedDays.has(String(day))}
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              </Fieldset>

              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TimeInput
                  field={fields.orderCutoff}
                  legend={t('shopSuppliers.fields.orderCutoff')}
                  description={t('shopSuppliers.fields.orderCutoffHint')}
                  rules={CUTOFF_RULES}
                  hourCycle={hourCycle}
                />
                <AmountField
                  field={fields.minOrderValue}
                  label={t('shopSuppliers.fields.minOrderValue')}
                  hint={t('shopSuppliers.fields.minOrderValueHint', { example: formatDecimalInput('150', language) })}
                />
                <NativeSelectField
                  field={fields.shortLineChoice}
                  label={t('shopSuppliers.fields.shortLineChoice')}
                  description={t('shopSuppliers.fields.shortLineChoiceHint')}
                  data={SHORT_LINE_CHOICES.map((value) => ({ value, label: t(`deliveries.shortChoice.${value}`) }))}
                  required
                />
              </SimpleGrid>
            </Stack>

            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('receivingRecords.supplier.title')}
              </Title>
              <Fieldset
                legend={
                  <Text span fw={500} size="sm">
                    {t('receivingRecords.supplier.reclamationEmails')}
                  </Text>
                }
                variant="unstyled"
                aria-describedby={`${fields.reclamationEmails.id}-hint`}
              >
                <Stack gap="xs">
                  <Text id={`${fields.reclamationEmails.id}-hint`} size="xs" c="gray.7">
                    {t('receivingRecords.supplier.reclamationEmailsHint')}
                  </Text>
                  <ListFieldError id={fields.reclamationEmails.errorId} errors={fields.reclamationEmails.errors} />
                  {reclamationEmails.map((email, index) => (
                    <Group key={email.key} gap="xs" align="flex-start" wrap="nowrap">
                      <ListEmailInput
                        field={email}
                        label={t('receivingRecords.supplier.reclamationEmail', { number: index + 1 })}
                      />
                      <RemoveItemButton
                        buttonProps={form.remove.getButtonProps({ name: fields.reclamationEmails.name, index })}
                        label={t('receivingRecords.supplier.removeReclamationEmail', { number: index + 1 })}
                      />
                    </Group>
                  ))}
                  {reclamationEmails.length < MAX_ORDER_EMAILS && (
                    <AddItemButton
                      buttonProps={form.insert.getButtonProps({
                        name: fields.reclamationEmails.name,
                        defaultValue: '',
                      })}
                      label={t('receivingRecords.supplier.addReclamationEmail')}
                    />
                  )}
                </Stack>
              </Fieldset>
              <Text size="xs" c="gray.7">
                {t('receivingRecords.supplier.certificatesHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  field={fields.ascCertificateNumber}
                  label={t('receivingRecords.supplier.number', { scheme: 'ASC' })}
                  autoComplete={off}
                />
                <TextField
                  field={fields.ascCertificateExpires}
                  label={t('receivingRecords.supplier.expires', { scheme: 'ASC' })}
                  type="date"
                  autoComplete={off}
                />
                <TextField
                  field={fields.mscCertificateNumber}
                  label={t('receivingRecords.supplier.number', { scheme: 'MSC' })}
                  autoComplete={off}
                />
                <TextField
                  field={fields.mscCertificateExpires}
                  label={t('receivingRecords.supplier.expires', { scheme: 'MSC' })}
                  type="date"
                  autoComplete={off}
                />
              </SimpleGrid>
            </Stack>

            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('shopSuppliers.sections.numbers')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  field={fields.supplierShopNumber}
                  label={t('shopSuppliers.fields.supplierShopNumber')}
                  autoComplete={off}
                />
                <TextField
                  field={fields.shopSupplierNumber}
                  label={t('shopSuppliers.fields.shopSupplierNumber')}
                  autoComplete={off}
                />
                <TextField
                  field={fields.customerIdAtSupplier}
                  label={t('shopSuppliers.fields.customerIdAtSupplier')}
                  autoComplete={off}
                />
                <TextField
                  field={fields.supplierIdInOwnSystem}
                  label={t('shopSuppliers.fields.supplierIdInOwnSystem')}
                  autoComplete={off}
                />
              </SimpleGrid>
            </Stack>

            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('shopSuppliers.sections.contact')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  field={fields.contactPerson}
                  label={t('shopSuppliers.fields.contactPerson')}
                  autoComplete={off}
                />
                <TextField
                  field={fields.contactPhone}
                  label={t('shopSuppliers.fields.contactPhone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete={off}
                />
              </SimpleGrid>
            </Stack>

            <Group>
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('common.save')}
              </Button>
              <Button component={Link} to="/admin/suppliers" variant="default">
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </Form>
    </Paper>
  );
}

/** One row of the order e-mail list: the legend names the list, the input is named by its number. */
/**
 * An amount in the user's format ("1.234,50"): a text input with the decimal keypad, since a number input would
 * refuse the Slovenian decimal comma in some browsers and drop what was typed.
 */
function AmountField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  return (
    <TextInput
      key={field.key}
      id={field.id}
      name={field.name}
      defaultValue={typeof field.initialValue === 'string' ? field.initialValue : undefined}
      label={label}
      description={hint}
      // Mantine's "dimmed" description colour fails the contrast check.
      descriptionProps={{ c: 'gray.7' }}
      error={error ? t(messageKey(error)) : undefined}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}
