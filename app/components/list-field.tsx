import type { FieldMetadata } from '@conform-to/react';
import { ActionIcon, Button, Text, TextInput, type MantineSpacing } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';

/** What Conform's `form.insert/remove.getButtonProps(…)` return: a submit button carrying the list intent. */
type IntentButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The error of a whole list (e.g. "at least one e-mail"), above its rows. */
export function ListFieldError({ id, errors }: { id?: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <Text id={id} size="sm" c="red.8" role="alert">
      {t(messageKey(errors[0]!))}
    </Text>
  );
}

/** One e-mail row of a list; labelled per row, since the rows share the fieldset's legend. */
export function ListEmailInput({ field, label }: { field: FieldMetadata<string | undefined>; label: string }) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  return (
    <TextInput
      key={field.key}
      id={field.id}
      name={field.name}
      defaultValue={typeof field.initialValue === 'string' ? field.initialValue : undefined}
      aria-label={label}
      error={error ? t(messageKey(error)) : undefined}
      type="email"
      inputMode="email"
      autoComplete="off"
      style={{ flex: 1 }}
    />
  );
}

// Conform's list intents are submit buttons, so adding and removing rows works before hydration too; Mantine's
// buttons default to type="button", hence the explicit type.

export function RemoveItemButton({
  buttonProps,
  label,
  mt,
}: {
  buttonProps: IntentButtonProps;
  label: string;
  mt?: MantineSpacing | number;
}) {
  return (
    <ActionIcon
      {...buttonProps}
      type="submit"
      variant="subtle"
      color="red.9"
      size="input-sm"
      mt={mt}
      aria-label={label}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

export function AddItemButton({ buttonProps, label }: { buttonProps: IntentButtonProps; label: string }) {
  return (
    <Button
      {...buttonProps}
      type="submit"
      variant="light"
      size="sm"
      w="fit-content"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {label}
    </Button>
  );
}
