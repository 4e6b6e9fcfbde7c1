import { Checkbox, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import type { ReceiptHeader } from './receipt.schema';
import type { ReceiptEditor } from './receipt-editor';
import { problemKey } from './receipt-editor';
import { TemperatureField } from './temperature-field';

const TAP = { body: { minHeight: 44, alignItems: 'center' } } as const;
const CHECKS = ['damagedSeal', 'missingSeal', 'dirty', 'unacceptable'] as const;
const READINGS = [
  ['roomTemperature', 'room'],
  ['fridgeTemperature', 'fridge'],
  ['freezerTemperature', 'freezer'],
] as const;

interface DeliveryChecksProps {
  editor: ReceiptEditor;
  /** The note receives an order (closing it is offered). */
  hasOrder: boolean;
  /** Some short line's rest is expected later: its date is asked for. */
  expectsRest: boolean;
  defaultBackorderDate: string | null;
}

/** The whole delivery: seal and cleanliness, refusing it all, the van's three readings, and what is still to come. */
export function DeliveryChecks({ editor, hasOrder, expectsRest, defaultBackorderDate }: DeliveryChecksProps) {
  const { t } = useTranslation();
  const { header } = editor;
  const problem = (field: keyof typeof editor.problems.header) => {
    const code = editor.showProblems ? editor.problems.header[field] : undefined;
    return code ? t(problemKey(code)) : undefined;
  };
  const set = (patch: Partial<ReceiptHeader>) => editor.setHeader(patch);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="delivery-checks">
      <Stack gap="sm">
        <Title order={2} size="h4" id="delivery-checks">
          {t('receiving.delivery.title')}
        </Title>
        {CHECKS.map((check) => (
          <Checkbox
            key={check}
            size="md"
            styles={TAP}
            color={check === 'unacceptable' ? 'red' : undefined}
            label={t(`deliveries.checks.${check}`)}
            description={check === 'unacceptable' ? t('receiving.delivery.unacceptableHint') : undefined}
            checked={header[check]}
            onChange={(event) => set({ [check]: event.currentTarget.checked })}
          />
        ))}
        <Title order={3} size="h5">
          {t('receiving.delivery.readings')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {READINGS.map(([field, name]) => (
            <TemperatureField
              key={field}
              label={t(`deliveries.readings.${name}`)}
              value={header[field]}
              onChange={(value) => set({ [field]: value })}
              onBlur={editor.flush}
              error={problem(field)}
              mark={editor.mark}
            />
          ))}
        </SimpleGrid>
        {hasOrder && (
          <Checkbox
            size="md"
            styles={TAP}
            label={t('receiving.delivery.closesOrder')}
            description={t('receiving.delivery.closesOrderHint')}
            checked={header.closesOrder}
            onChange={(event) => set({ closesOrder: event.currentTarget.checked })}
          />
        )}
        {expectsRest && !header.closesOrder && (
          <TextInput
            size="md"
            type="date"
            label={t('receiving.delivery.backorderDate')}
            value={header.backorderDate ?? defaultBackorderDate ?? ''}
            min={editor.today}
            onChange={(event) => set({ backorderDate: event.currentTarget.value || null })}
            onBlur={editor.flush}
            error={problem('backorderDate')}
          />
        )}
        <TextInput
          size="md"
          label={t('receiving.delivery.note')}
          value={header.note ?? ''}
          maxLength={500}
          onChange={(event) => set({ note: event.currentTarget.value || null })}
          onBlur={editor.flush}
        />
      </Stack>
    </Paper>
  );
}
