import { Button, Modal, Stack, Textarea, Group, Alert } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { useFetcher } from 'react-router';
import { messageKey } from '#app/utils/i18n';

interface AmendAnswer {
  intent: 'amend' | 'accept-latest' | null;
  result: { error?: Record<string, string[] | null> } | null;
  refusal?: string;
}

/** "Amend": a correction of a signed-off note is a new draft linked to it, with the reason asked first. */
export function AmendNoteButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const fetcher = useFetcher<AmendAnswer>();
  const errors = fetcher.data?.intent === 'amend' ? fetcher.data.result?.error?.reason : undefined;
  const refusal = fetcher.data?.intent === 'amend' ? fetcher.data.refusal : undefined;
  return (
    <>
      <Button variant="light" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {t('receiving.amend.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('receiving.amend.title')}>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="amend" />
          <Stack>
            <Textarea
              name="reason"
              size="md"
              autosize
              minRows={3}
              maxLength={500}
              required
              label={t('receiving.amend.reason')}
              description={t('receiving.amend.hint')}
              error={errors?.[0] ? t(messageKey(errors[0])) : undefined}
            />
            {refusal && (
              <Alert color="red" role="alert">
                {t(`receiving.amend.refused.${refusal === 'already_amended' ? 'already_amended' : 'other'}`)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={fetcher.state !== 'idle'}>
                {t('receiving.amend.submit')}
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
      </Modal>
    </>
  );
}
