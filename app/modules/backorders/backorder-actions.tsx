import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDialog } from '#app/components/use-dialog';
import { useEffect } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { useFetcher, useSearchParams } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { RowButton } from '#app/components/plain';
import { messageKey } from '#app/utils/i18n';

/** What the backorder list's action answers a date change or a cancel with. */
export type BackorderActionData =
  | { intent: 'date'; backorderId: number; ok: true }
  | { intent: 'date'; backorderId: number; ok: false; error: string; value: string }
  | { intent: 'cancel'; ok: boolean; error?: string };

/** One fetcher for every row's date dialog, so the page can say a date was saved after its dialog closed. */
const DATE_FETCHER = 'backorder-date';

/** The answer to the last date change, for the page's message. */
export const useDateChange = () => useFetcher<BackorderActionData>({ key: DATE_FETCHER }).data;

/** "Change date": a dialog with the date field; a refused date stays in it with its error. */
export function ChangeBackorderDate({
  backorderId,
  number,
  expectedDate,
}: {
  backorderId: number;
  number: number;
  expectedDate: string;
}) {
  const { t } = useTranslation();
  const { mounted, opened, open, close } = useDialog();
  const fetcher = useFetcher<BackorderActionData>({ key: DATE_FETCHER });
  const result = fetcher.data?.intent === 'date' && fetcher.data.backorderId === backorderId ? fetcher.data : undefined;
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) close();
  }, [fetcher.state, result, close]);
  const title = t('deliveryLists.backorders.changeDateTitle', { number });
  return (
    <>
      <RowButton
        size="xs"
        variant="default"
        onClick={open}
        aria-label={t('deliveryLists.backorders.changeDateLabel', { number })}
      >
        {t('deliveryLists.backorders.changeDate')}
      </RowButton>
      {mounted && (
        <Modal
          opened={opened}
          onClose={close}
          title={title}
          centered
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <fetcher.Form method="post">
            <Stack>
              <input type="hidden" name="intent" value="date" />
              <input type="hidden" name="backorderId" value={backorderId} />
              <TextInput
                type="date"
                name="expectedDate"
                label={t('deliveryLists.backorders.newDate')}
                defaultValue={result && !result.ok ? result.value : expectedDate}
                error={result && !result.ok ? t(messageKey(result.error)) : undefined}
                required
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={fetcher.state !== 'idle'}>
                  {t('deliveryLists.backorders.saveDate')}
                </Button>
              </Group>
            </Stack>
          </fetcher.Form>
        </Modal>
      )}
    </>
  );
}

/** "Cancel backorder" with "Are you sure?". */
export function CancelBackorder({ backorderId, number }: { backorderId: number; number: number }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <ConfirmAction
      label={t('deliveryLists.backorders.cancel')}
      dismissLabel={t('deliveryLists.backorders.keep')}
      message={t('deliveryLists.backorders.cancelMessage', { number })}
      intent="cancel"
      action={`?${searchParams.toString()}`}
      fields={{ backorderId }}
      size="xs"
      color="red.9"
      variant="outline"
    />
  );
}

/** The outcome of the last date change or cancel, above the list. */
export function BackorderOutcome({ data }: { data: BackorderActionData | undefined }) {
  const { t } = useTranslation();
  if (!data) return null;
  if (data.ok)
    return (
      <Alert color="green" role="status">
        {t(data.intent === 'date' ? 'deliveryLists.backorders.dateSaved' : 'deliveryLists.backorders.cancelled')}
      </Alert>
    );
  if (data.intent === 'cancel' && data.error)
    return (
      <Alert color="red" role="alert">
        {t(messageKey(data.error))}
      </Alert>
    );
  return null;
}
