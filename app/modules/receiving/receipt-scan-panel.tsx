import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { BarcodeScanner } from '#app/components/scanner/barcode-scanner';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import type { ReceiptLineInput } from './receipt.schema';
import type { ReceiptEditor } from './receipt-editor';
import { useLanguage } from './receipt-format';
import { applyScan, scanIntoLine, type ScanOutcome } from './receipt-scan';
import type { ReceiptViewLine } from './receipt-view';
import { applyPalletScan, type PalletOutcome } from './pallet-scan';
import { findProducts } from './product-finder';
import { unplannedLine } from './unplanned-line';

interface ScanPanelProps {
  editor: ReceiptEditor;
  lines: ReceiptViewLine[];
  inputs: ReceiptLineInput[];
  supplierId: number;
  addLine: (line: ReceiptViewLine, input: ReceiptLineInput) => void;
  /** Shows the line a scan counted on. */
  reveal: (uid: string) => void;
}

type Message =
  | { outcome: ScanOutcome; raw: string; name?: string }
  | { notFound: string }
  | { lookupFailed: true }
  | { pallet: PalletOutcome };

/**
 * Scanning on the receiving screen: a hardware scanner (in the field or anywhere on the page) or the camera. A code
 * counts on its line; an unknown one is said so, with an offer to add it as an unplanned line.
 */
export function ReceiptScanPanel({ editor, lines, inputs, supplierId, addLine, reveal }: ScanPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [message, setMessage] = useState<Message | null>(null);
  const [looking, setLooking] = useState(false);

  const onScan = (raw: string) => {
    // A pallet's SSCC (receiving against an advance ship notice) confirms all its lines at once.
    const pallet = lines.some((line) => line.pallets?.length)
      ? applyPalletScan(lines, inputs, raw, editor.today, editor.mark)
      : null;
    if (pallet) {
      for (const changed of pallet.changed) editor.setLine(changed.uid, changed);
      if (pallet.changed[0]) reveal(pallet.changed[0].uid);
      return setMessage({ pallet: pallet.outcome });
    }
    const { input, outcome } = applyScan(lines, inputs, raw, editor.today, editor.mark);
    const line = 'uid' in outcome ? lines.find((candidate) => candidate.uid === outcome.uid) : undefined;
    if (input) {
      editor.setLine(input.uid, input);
      reveal(input.uid);
    }
    setMessage({ outcome, raw, name: line?.productName });
  };

  const addUnknown = async (outcome: Extract<ScanOutcome, { kind: 'unknown' }>) => {
    setLooking(true);
    const found = await findProducts(editor.basePath, supplierId, { code: outcome.code });
    setLooking(false);
    const product = found?.[0];
    if (!found) return setMessage({ lookupFailed: true });
    if (!product) return setMessage({ notFound: outcome.code });
    const { line, input } = unplannedLine(product, crypto.randomUUID());
    const scanned = scanIntoLine(line, input, outcome.scan, editor.today, editor.mark);
    addLine(line, scanned.input);
    reveal(line.uid);
    setMessage({ outcome: scanned.outcome, raw: outcome.code, name: line.productName });
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <BarcodeScanner label={t('receiving.scan.label')} onScan={onScan} confirm={false} />
        <div role="status" aria-live="polite">
          {message && <ScanMessage message={message} language={language} onAdd={addUnknown} looking={looking} />}
        </div>
      </Stack>
    </Paper>
  );
}

function ScanMessage({
  message,
  language,
  onAdd,
  looking,
}: {
  message: Message;
  language: ReturnType<typeof useLanguage>;
  onAdd: (outcome: Extract<ScanOutcome, { kind: 'unknown' }>) => Promise<void>;
  looking: boolean;
}) {
  const { t } = useTranslation();
  if ('notFound' in message)
    return (
      <Alert color="orange" data-testid="scan-message">
        {t('receiving.scan.notFound', { code: message.notFound })}
      </Alert>
    );
  if ('pallet' in message)
    return message.pallet.kind === 'confirmed' ? (
      <Alert color="green" data-testid="scan-message">
        {t('asn.receiving.palletConfirmed', { sscc: message.pallet.sscc, count: message.pallet.lines })}
      </Alert>
    ) : (
      <Alert color="orange" data-testid="scan-message">
        {t('asn.receiving.unknownPallet', { sscc: message.pallet.sscc })}
      </Alert>
    );
  if ('lookupFailed' in message)
    return (
      <Alert color="red" data-testid="scan-message">
        {t('receiving.scan.lookupFailed')}
      </Alert>
    );
  const { outcome, name = '' } = message;
  switch (outcome.kind) {
    case 'unreadable':
      return (
        <Alert color="red" data-testid="scan-message">
          {t(`receiving.scan.unreadable.${outcome.reason}`, { position: outcome.position + 1 })}
        </Alert>
      );
    case 'no_product':
      return (
        <Alert color="orange" data-testid="scan-message">
          {t('receiving.scan.noProduct')}
        </Alert>
      );
    case 'unknown':
      return (
        <Alert color="orange" data-testid="scan-message">
          <Stack gap="xs">
            <Text size="sm">{t('receiving.scan.unknown', { code: outcome.code })}</Text>
            <Button variant="light" loading={looking} onClick={() => void onAdd(outcome)}>
              {t('receiving.scan.addUnplanned')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="orange" data-testid="scan-message">
          {t(`receiving.scan.refused.${outcome.reason}`, { name })}
        </Alert>
      );
    case 'added':
      return (
        <Alert color={outcome.warning ? 'orange' : 'green'} data-testid="scan-message">
          <Text size="sm">
            {t('receiving.scan.added', {
              name,
              added: outcome.added.replace('.', language === 'si' ? ',' : '.'),
              total: outcome.delivered.replace('.', language === 'si' ? ',' : '.'),
            })}
          </Text>
          {outcome.warning && (
            <Text size="sm" fw={600}>
              {outcome.warning.warning === 'expired'
                ? t('receiving.shelfLife.expired', { date: formatCalendarDate(language, outcome.warning.date) })
                : t('receiving.shelfLife.short', {
                    date: formatCalendarDate(language, outcome.warning.date),
                    count: outcome.warning.daysLeft,
                    minimum: outcome.warning.minimumDays,
                  })}
            </Text>
          )}
        </Alert>
      );
  }
}
