import { Alert, Checkbox, Group, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { REJECT_REASONS, type RejectReason } from '#app/db/schema/receiving';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import type { ReceiptLineInput } from './receipt.schema';
import type { ReceiptEditor } from './receipt-editor';
import type { ReceiptViewLine } from './receipt-view';
import { useLanguage } from './receipt-format';
import { LineRecordFields } from './line-records';
import type { LineCertificate } from './seafood-certificates';
import { shelfLifeWarning } from './shelf-life';

const TAP = { body: { minHeight: 44, alignItems: 'center' } } as const;

interface LineDetailsProps {
  line: ReceiptViewLine;
  input: ReceiptLineInput;
  editor: ReceiptEditor;
  rejectError?: string;
  excludeError?: string;
  /** Certified seafood: its scheme and the supplier's certificate (line-records.tsx). */
  certificate: LineCertificate | null;
}

/** A line's details: accepted or rejected and why, best before and lot, the certificate, a reclamation note. */
export function LineDetails({ line, input, editor, rejectError, excludeError, certificate }: LineDetailsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const set = (patch: Partial<ReceiptLineInput>) => editor.setLine(line.uid, patch);
  const warning = shelfLifeWarning({ bestBefore: input.bestBefore }, editor.today, line.minShelfLifeDays);
  const name = line.productName;

  return (
    <Stack gap="sm">
      <Checkbox
        size="md"
        styles={TAP}
        label={t('receiving.line.rejected')}
        aria-label={t('receiving.line.rejectedOf', { name })}
        checked={input.isRejected}
        onChange={(event) => {
          const isRejected = event.currentTarget.checked;
          set({ isRejected, rejectReason: isRejected ? input.rejectReason : null });
        }}
      />
      {input.isRejected && (
        <NativeSelect
          size="md"
          label={t('receiving.line.rejectReason')}
          aria-label={t('receiving.line.rejectReasonOf', { name })}
          value={input.rejectReason ?? ''}
          error={rejectError}
          data={[
            { value: '', label: t('receiving.line.chooseReason') },
            ...REJECT_REASONS.map((reason) => ({ value: reason, label: t(`deliveries.rejectReason.${reason}`) })),
          ]}
          onChange={(event) => set({ rejectReason: (event.currentTarget.value || null) as RejectReason | null })}
        />
      )}

      {(line.tracksLot || input.bestBefore || input.lot) && (
        <Group grow wrap="wrap" gap="sm">
          <TextInput
            size="md"
            type="date"
            label={t('receiving.line.bestBefore')}
            aria-label={t('receiving.line.bestBeforeOf', { name })}
            value={input.bestBefore ?? ''}
            onChange={(event) => set({ bestBefore: event.currentTarget.value || null })}
            onBlur={editor.flush}
            style={{ minWidth: 150 }}
          />
          <TextInput
            size="md"
            label={t('receiving.line.lot')}
            aria-label={t('receiving.line.lotOf', { name })}
            value={input.lot ?? ''}
            maxLength={80}
            onChange={(event) => set({ lot: event.currentTarget.value || null })}
            onBlur={editor.flush}
            style={{ minWidth: 150 }}
          />
        </Group>
      )}
      {warning && (
        <Alert color="orange" data-testid="shelf-life-warning">
          {warning.warning === 'expired'
            ? t('receiving.shelfLife.expired', { date: formatCalendarDate(language, warning.date) })
            : t('receiving.shelfLife.short', {
                date: formatCalendarDate(language, warning.date),
                count: warning.daysLeft,
                minimum: warning.minimumDays,
              })}
        </Alert>
      )}

      {/* Other certificates (BIO…) are ticked by hand; certified seafood has its scheme and number below. */}
      {line.certificates !== null && certificate === null && (
        <>
          <Checkbox
            size="md"
            styles={TAP}
            label={t('receiving.line.certified', { certificates: line.certificates })}
            checked={input.isCertified}
            onChange={(event) => set({ isCertified: event.currentTarget.checked })}
          />
          {input.isCertified && (
            <TextInput
              size="md"
              label={t('receiving.line.certificateNumber')}
              value={input.certificateNumber ?? ''}
              maxLength={80}
              onChange={(event) => set({ certificateNumber: event.currentTarget.value || null })}
              onBlur={editor.flush}
            />
          )}
        </>
      )}

      <LineRecordFields
        line={line}
        input={input}
        editor={editor}
        certificate={certificate}
        excludeError={excludeError}
      />

      <Textarea
        size="md"
        autosize
        minRows={2}
        maxLength={500}
        label={t('receiving.line.reclamationNote')}
        aria-label={t('receiving.line.reclamationNoteOf', { name })}
        value={input.reclamationNote ?? ''}
        onChange={(event) => set({ reclamationNote: event.currentTarget.value || null })}
        onBlur={editor.flush}
      />
      <Checkbox
        size="md"
        styles={TAP}
        label={t('receiving.line.solved')}
        checked={input.isSolved}
        onChange={(event) => set({ isSolved: event.currentTarget.checked })}
      />
    </Stack>
  );
}
