import { Alert, NativeSelect, PasswordInput, Select, TextInput, Textarea, NumberInput } from '@mantine/core';
import type { FieldMetadata } from '@conform-to/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';

type Field = FieldMetadata<string | number | null | undefined>;

/** Server and client errors are translation keys; this shows the first in the user's language. */
function useFieldError(field: Field): string | undefined {
  const { t } = useTranslation();
  const key = field.errors?.[0];
  return key ? t(messageKey(key)) : undefined;
}

function initial(field: Field): string | undefined {
  const value = field.initialValue;
  return typeof value === 'string' ? value : undefined;
}

interface FieldProps {
  field: Field;
  label: string;
  description?: string;
  autoComplete?: string;
  /**
   * Marks the field mandatory (asterisk, `required`; spec §5). Taken from the form's constraint when not given: give it
   * where the form has no constraint or the constraint cannot see the rule.
   */
  required?: boolean;
}

export function TextField({
  field,
  label,
  description,
  autoComplete,
  required = field.required,
  type = 'text',
  inputMode,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
}) {
  const error = useFieldError(field);
  return (
    <TextInput
      key={field.key}
      id={field.id}
      name={field.name}
      defaultValue={initial(field)}
      label={label}
      description={description}
      withAsterisk={required}
      required={required}
      error={error}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
    />
  );
}

export function NumberField({
  field,
  label,
  description,
  required = field.required,
  min,
  max,
}: FieldProps & { min?: number; max?: number }) {
  const error = useFieldError(field);
  return (
    <NumberInput
      key={field.key}
      id={field.id}
      name={field.name}
      defaultValue={initial(field)}
      label={label}
      description={description}
      withAsterisk={required}
      required={required}
      error={error}
      min={min}
      max={max}
      allowDecimal={false}
    />
  );
}

export function TextAreaField({
  field,
  label,
  description,
  required = field.required,
  minRows = 3,
}: FieldProps & { minRows?: number }) {
  const error = useFieldError(field);
  return (
    <Textarea
      key={field.key}
      id={field.id}
      name={field.name}
      defaultValue={initial(field)}
      label={label}
      description={description}
      withAsterisk={required}
      required={required}
      error={error}
      autosize
      minRows={minRows}
    />
  );
}

/** `clearOn`: a value that changes with each server answer, so a refused password is not left in the field. */
export function PasswordField({
  field,
  label,
  description,
  autoComplete,
  required = field.required,
  clearOn,
}: FieldProps & { clearOn?: unknown }) {
  const error = useFieldError(field);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (clearOn && ref.current) ref.current.value = '';
  }, [clearOn]);
  return (
    <PasswordInput
      ref={ref}
      key={field.key}
      id={field.id}
      name={field.name}
      label={label}
      description={description}
      withAsterisk={required}
      required={required}
      error={error}
      autoComplete={autoComplete}
    />
  );
}

export function SelectField({
  field,
  label,
  data,
  description,
  searchable,
  required = field.required,
}: FieldProps & { data: { value: string; label: string }[]; searchable?: boolean }) {
  const error = useFieldError(field);
  return (
    <Select
      key={field.key}
      id={field.id}
      name={field.name}
      defaultValue={initial(field) ?? null}
      label={label}
      description={description}
      withAsterisk={required}
      required={required}
      error={error}
      data={data}
      allowDeselect={false}
      searchable={searchable}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A select the browser draws itself: a long form's choice that works without JavaScript and on every phone. */
export function NativeSelectField({
  field,
  label,
  data,
  description,
  required = field.required,
}: FieldProps & { data: { value: string; label: string }[] }) {
  const error = useFieldError(field);
  return (
    <NativeSelect
      key={field.key}
      id={field.id}
      name={field.name}
      defaultValue={initial(field) ?? ''}
      label={label}
      description={description}
      withAsterisk={required}
      required={required}
      error={error}
      data={data}
    />
  );
}

/** Errors that belong to the whole form (a failed login), announced to screen readers. */
export function FormErrors({ errors }: { errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {errors.map((key) => t(messageKey(key))).join(' ')}
    </Alert>
  );
}
