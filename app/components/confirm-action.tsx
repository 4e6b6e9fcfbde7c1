import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useNavigation } from 'react-router';
import { RowButton, type RowButtonSize, type RowButtonTone } from './plain';
import { useDialog } from './use-dialog';

/** The trigger's variant and colour are a RowButton's (light red by default). */
type ConfirmActionProps = RowButtonTone<'light', 'red'> & {
  /** The button that opens the dialog. */
  label: string;
  /** What will happen, in the dialog under "Are you sure?". */
  message: string;
  /** Sent as `intent` with the form, so one action can serve several buttons. */
  intent: string;
  /** Extra hidden fields, e.g. the id of the row. */
  fields?: Record<string, string | number>;
  action?: string;
  size?: RowButtonSize;
  leftSection?: ReactNode;
  /** The button that closes the dialog without doing anything; "Cancel" unless that would read like the action. */
  dismissLabel?: string;
};

/** A button that asks "Are you sure?" before it posts (spec §5: deleting and restoring ask for confirmation). */
export function ConfirmAction({
  label,
  message,
  intent,
  fields = {},
  action,
  color = 'red',
  variant = 'light',
  size = 'sm',
  leftSection,
  dismissLabel,
}: ConfirmActionProps) {
  const { t } = useTranslation();
  const { mounted, opened, open, close } = useDialog();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <>
      {/* Lists show one per row: the plain-element button (app/components/plain.tsx). */}
      <RowButton {...({ color, variant } as RowButtonTone)} size={size} onClick={open} leftSection={leftSection}>
        {label}
      </RowButton>
      {mounted && (
        <Modal
          opened={opened}
          onClose={close}
          title={t('common.confirm.title')}
          centered
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Form method="post" action={action} onSubmit={() => setTimeout(close, 0)}>
            <Stack>
              <Text>{message}</Text>
              <input type="hidden" name="intent" value={intent} />
              {Object.entries(fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {dismissLabel ?? t('common.cancel')}
                </Button>
                <Button type="submit" color={color} loading={isSubmitting}>
                  {label}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Modal>
      )}
    </>
  );
}
