import { Button, Collapse, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { LineDetails } from './line-details';
import { editorCertificate, LineRecordFlags } from './line-records';
import { LineStateBadge } from './line-state-badge';
import type { ReceiptLineInput } from './receipt.schema';
import type { ReceiptEditor } from './receipt-editor';
import { problemKey } from './receipt-editor';
import type { ReceiptViewLine } from './receipt-view';
import { QuantityStepper } from './quantity-stepper';
import { lineStateOf, readingOf, shortChoiceOf } from './sign-off-check';
import { TemperatureField } from './temperature-field';
import { formatQuantity } from '#app/modules/ordering/cart.format';
import { useLanguage } from './receipt-format';
import type { ReceiptPhoto } from './receipt-photos';
import { ReceiptPhotos } from './receipt-photos';

interface LineCardProps {
  line: ReceiptViewLine;
  input: ReceiptLineInput;
  editor: ReceiptEditor;
  photos: ReceiptPhoto[];
  /** Opened from the list of what blocks sign-off. */
  open: boolean;
  onToggle: () => void;
}

/** One line of the receipt: the product, what was ordered, what came (steppers and keypad), its state and details. */
export function LineCard({ line, input, editor, photos, open, onToggle }: LineCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [detailsId] = useState(() => `details-${line.uid}`);
  const state = lineStateOf(line, input, editor.header);
  const reading = readingOf(line, input, editor.header);
  const problems = editor.showProblems ? (editor.problems.lines[line.uid] ?? {}) : {};
  const error = (field: keyof typeof problems) => {
    const code = problems[field];
    return code ? t(problemKey(code)) : undefined;
  };
  const set = (patch: Partial<ReceiptLineInput>) => editor.setLine(line.uid, patch);
  const unit = line.unit ?? '';
  const needsReading = line.temperatureRegime !== 'room';
  const isShort = state === 'short' && line.expected !== null && !editor.header.closesOrder;
  const certificate = editorCertificate(editor, line);

  return (
    <Paper withBorder p="sm" id={`line-${line.uid}`} component="section" aria-label={line.productName}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {line.productName}
            </Text>
            <Text size="sm" c="gray.7">
              {[line.itemCode, t(`deliveries.regime.${line.temperatureRegime}`)].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm" data-testid="ordered">
              {line.ordered === null
                ? t('receiving.line.unplanned')
                : t('receiving.line.ordered', { quantity: formatQuantity(language, line.ordered), unit })}
              {line.expected !== null && line.ordered !== null && !new Decimal(line.expected).eq(line.ordered)
                ? ` · ${t('receiving.line.expected', { quantity: formatQuantity(language, line.expected), unit })}`
                : ''}
            </Text>
            {line.announced && (
              <Text size="sm" data-testid="announced">
                {t('asn.receiving.announced', { quantity: formatQuantity(language, line.announced), unit })}
              </Text>
            )}
            {line.pallets && line.pallets.length > 0 && (
              <Text size="sm" c="gray.7" data-testid="pallets" style={{ overflowWrap: 'anywhere' }}>
                {t('asn.receiving.pallets', { list: line.pallets.map((pallet) => pallet.sscc).join(', ') })}
              </Text>
            )}
          </div>
          <LineStateBadge state={state} />
        </Group>
        <LineRecordFlags line={line} input={input} certificate={certificate} />

        <QuantityStepper
          label={line.productName}
          value={input.delivered}
          onChange={(delivered) => set({ delivered })}
          onBlur={editor.flush}
          error={error('delivered')}
          mark={editor.mark}
        />

        {needsReading && (
          <TemperatureField
            label={t('receiving.temperature.line')}
            accessibleName={t('receiving.temperature.lineOf', { name: line.productName })}
            value={input.temperature}
            onChange={(temperature) => set({ temperature })}
            onBlur={editor.flush}
            error={error('temperature')}
            verdict={reading}
            mark={editor.mark}
          />
        )}

        {reading.verdict === 'breach' && !input.isRejected && (
          <Textarea
            size="md"
            autosize
            minRows={2}
            label={t('receiving.line.correctiveNote')}
            description={t('receiving.line.correctiveHint')}
            aria-label={t('receiving.line.correctiveNoteOf', { name: line.productName })}
            value={input.correctiveNote ?? ''}
            onChange={(event) => set({ correctiveNote: event.currentTarget.value || null })}
            onBlur={editor.flush}
            error={error('correctiveNote')}
          />
        )}

        {isShort && (
          <Radio.Group
            label={t('receiving.line.rest')}
            value={shortChoiceOf(editor, input)}
            onChange={(value) => set({ shortChoice: value === 'cancel_rest' ? 'cancel_rest' : 'expect_rest' })}
            error={error('shortChoice')}
          >
            <Group gap="md">
              <Radio value="expect_rest" label={t('deliveries.shortChoice.expect_rest')} />
              <Radio value="cancel_rest" label={t('deliveries.shortChoice.cancel_rest')} />
            </Group>
          </Radio.Group>
        )}

        <Button
          variant="subtle"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={detailsId}
          rightSection={open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
          justify="space-between"
          fullWidth
          aria-label={t('receiving.line.detailsOf', { name: line.productName })}
        >
          {t('receiving.line.details')}
        </Button>
        <Collapse in={open} id={detailsId}>
          {open && (
            <Stack gap="sm">
              <LineDetails
                line={line}
                input={input}
                editor={editor}
                rejectError={error('rejectReason')}
                excludeError={error('excludeReason')}
                certificate={certificate}
              />
              <ReceiptPhotos noteId={editor.noteId} basePath={editor.basePath} lineUid={line.uid} photos={photos} />
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}
