import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useNavigation } from 'react-router';
import { RowButton } from '#app/components/plain';
import { useDialog } from '#app/components/use-dialog';

/**
 * "Duplicate": asks for the new count's name (spec §4), then posts to the count's page, which opens the copy.
 * The history repeats it per row, so its trigger is the plain-element button (app/components/plain.tsx).
 */
export function DuplicateDialog({
  inventoryId,
  error,
  variant = 'default',
  ariaLabel,
}: {
  inventoryId: number;
  error?: string;
  variant?: 'default' | 'subtle';
  /** Names the count when several buttons share the page (history). */
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  const { mounted, opened, open, close } = useDialog(Boolean(error));
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'duplicate';
  return (
    <>
      <RowButton variant={variant} onClick={open} aria-label={ariaLabel}>
        {t('inventory.page.duplicate')}
      </RowButton>
      {mounted && (
        <Modal
          opened={opened}
          onClose={close}
          title={t('inventory.duplicate.title')}
          centered
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Form method="post" action={`/admin/inventory/${inventoryId}`} onSubmit={() => setTimeout(close, 0)}>
            <Stack>
              <input type="hidden" name="intent" value="duplicate" />
              <TextInput name="name" label={t('inventory.duplicate.name')} required data-autofocus error={error} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} mih={44}>
                  {t('inventory.duplicate.cancel')}
                </Button>
                <Button type="submit" loading={submitting} mih={44}>
                  {t('inventory.duplicate.submit')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Modal>
      )}
    </>
  );
}
