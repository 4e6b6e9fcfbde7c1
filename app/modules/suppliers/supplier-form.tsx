import { getFormProps, useForm, type DefaultValue, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Fieldset, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors, TextField } from '#app/components/form';
import { AddItemButton, ListEmailInput, ListFieldError, RemoveItemButton } from '#app/components/list-field';
import {
  DEFAULT_SUPPLIER_COUNTRY,
  MAX_CONTACT_EMAILS,
  SUPPLIER_COUNTRIES,
  SUPPLIER_LANGUAGES,
  SupplierFieldsSchema,
  SupplierSchema,
  type SupplierInput,
  type SupplierValues,
} from './supplier.schema';

/** The stored supplier as the form's starting values (null fields become empty inputs). */
type SupplierFormDefaults = { [K in keyof SupplierValues]?: string | string[] | null };

interface SupplierFormProps {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: SupplierFormDefaults;
  /** A deleted supplier is shown, not edited. */
  disabled?: boolean;
}

/** Add and edit share this form: every field of spec §3 Supplier, validated by the same schema as the server. */
export function SupplierForm({ lastResult, defaultValue, disabled = false }: SupplierFormProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<SupplierInput, SupplierValues>({
    lastResult,
    // Stored rows have plain strings where the schema has a list of countries; the form shows what is stored.
    defaultValue: {
      ...stripNulls(defaultValue),
      country: defaultValue?.country ?? DEFAULT_SUPPLIER_COUNTRY,
      // One empty row to type into; rows left empty are not saved.
      contactEmails: defaultValue?.contactEmails?.length ? defaultValue.contactEmails : [''],
    } as DefaultValue<SupplierInput>,
    constraint: getZodConstraint(SupplierFieldsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SupplierSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const collator = new Intl.Collator(i18n.language === 'si' ? 'sl-SI' : 'en-GB');
  const countries = SUPPLIER_COUNTRIES.map((code) => ({ value: code, label: t(`suppliers.countries.${code}`) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
  const emails = fields.contactEmails.getFieldList();
  const countryError = fields.country.errors?.[0];
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
                {t('suppliers.sections.company')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField field={fields.name} label={t('suppliers.fields.name')} autoComplete={off} />
                <NativeSelect
                  key={fields.country.key}
                  id={fields.country.id}
                  name={fields.country.name}
                  defaultValue={
                    typeof fields.country.initialValue === 'string'
                      ? fields.country.initialValue
                      : DEFAULT_SUPPLIER_COUNTRY
                  }
                  label={t('suppliers.fields.country')}
                  withAsterisk
                  required
                  error={countryError ? t(messageKey(countryError)) : undefined}
                  data={countries}
                />
                <TextField field={fields.address} label={t('suppliers.fields.address')} autoComplete={off} />
                <TextField field={fields.city} label={t('suppliers.fields.city')} autoComplete={off} />
                <TextField field={fields.postCode} label={t('suppliers.fields.postCode')} autoComplete={off} />
                <HintedTextField
                  field={fields.vatNumber}
                  label={t('suppliers.fields.vatNumber')}
                  hint={t('suppliers.fields.vatNumberHint')}
                />
                <HintedTextField
                  field={fields.gln}
                  label={t('suppliers.fields.gln')}
                  hint={t('suppliers.fields.glnHint')}
                  inputMode="numeric"
                />
              </SimpleGrid>
            </Stack>

            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('suppliers.sections.ordering')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <HintedTextField
                  field={fields.email}
                  label={t('suppliers.fields.email')}
                  hint={t('suppliers.fields.emailHint')}
                  type="email"
                />
                <NativeSelect
                  key={fields.language.key}
                  id={fields.language.id}
                  name={fields.language.name}
                  defaultValue={typeof fields.language.initialValue === 'string' ? fields.language.initialValue : ''}
                  label={t('suppliers.fields.language')}
                  description={t('suppliers.fields.languageHint')}
                  descriptionProps={{ c: 'gray.7' }}
                  error={fields.language.errors?.[0] ? t(messageKey(fields.language.errors[0])) : undefined}
                  data={[
                    { value: '', label: t('suppliers.fields.languageNone') },
                    ...SUPPLIER_LANGUAGES.map((code) => ({
                      value: code,
                      label: t(`suppliers.fields.languages.${code}`),
                    })),
                  ]}
                />
                <TextField
                  field={fields.supplierShopNumber}
                  label={t('suppliers.fields.supplierShopNumber')}
                  autoComplete={off}
                />
                <TextField
                  field={fields.shopSupplierNumber}
                  label={t('suppliers.fields.shopSupplierNumber')}
                  autoComplete={off}
                />
                <TextField
                  field={fields.customerIdAtSupplier}
                  label={t('suppliers.fields.customerIdAtSupplier')}
                  autoComplete={off}
                />
                <TextField
                  field={fields.supplierIdInOwnSystem}
                  label={t('suppliers.fields.supplierIdInOwnSystem')}
                  autoComplete={off}
                />
              </SimpleGrid>
            </Stack>

            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('suppliers.sections.contact')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  field={fields.contactPerson}
                  label={t('suppliers.fields.contactPerson')}
                  autoComplete={off}
                />
                <TextField
                  field={fields.contactPhone}
                  label={t('suppliers.fields.contactPhone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete={off}
                />
              </SimpleGrid>
              <Fieldset legend={t('suppliers.fields.contactEmails')} variant="filled">
                <Stack gap="xs">
                  <ListFieldError errors={fields.contactEmails.errors} />
                  {emails.length === 0 && (
                    <Text size="sm" c="gray.7">
                      {t('suppliers.fields.noContactEmails')}
                    </Text>
                  )}
                  {emails.map((email, index) => (
                    <Group key={email.key} gap="xs" align="flex-start" wrap="nowrap">
                      <ListEmailInput field={email} label={t('suppliers.fields.contactEmail', { number: index + 1 })} />
                      <RemoveItemButton
                        buttonProps={form.remove.getButtonProps({ name: fields.contactEmails.name, index })}
                        label={t('suppliers.fields.removeContactEmail', { number: index + 1 })}
                      />
                    </Group>
                  ))}
                  {emails.length < MAX_CONTACT_EMAILS && (
                    <AddItemButton
                      buttonProps={form.insert.getButtonProps({ name: fields.contactEmails.name, defaultValue: '' })}
                      label={t('suppliers.fields.addContactEmail')}
                    />
                  )}
                </Stack>
              </Fieldset>
            </Stack>

            <Group>
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('common.save')}
              </Button>
              <Button component={Link} to="/super/suppliers" variant="default">
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </Form>
    </Paper>
  );
}

/**
 * A text field with a hint under its label. Mantine draws descriptions in the "dimmed" colour, which fails the
 * contrast check, so the hint is gray.7 here (the shared TextField does not let a caller set that).
 */
function HintedTextField({
  field,
  label,
  hint,
  type = 'text',
  inputMode,
}: {
  field: FieldMetadata<string | null | undefined>;
  label: string;
  hint: string;
  type?: 'text' | 'email';
  inputMode?: 'numeric';
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
      descriptionProps={{ c: 'gray.7' }}
      withAsterisk={field.required}
      required={field.required}
      error={error ? t(messageKey(error)) : undefined}
      type={type}
      inputMode={type === 'email' ? 'email' : inputMode}
      autoComplete="off"
    />
  );
}

/** One row of the contact e-mail list: the legend names the list, the input is named by its number. */
function stripNulls(values: SupplierFormDefaults | undefined): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  // Only text and lists of text: a stored row also carries ids, flags and dates the form has no field for.
  for (const [key, value] of Object.entries(values ?? {}))
    if (typeof value === 'string' || Array.isArray(value)) result[key] = value;
  return result;
}
