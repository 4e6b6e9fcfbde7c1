import { Alert, Button, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { BarcodeScanner } from '#app/components/scanner/barcode-scanner';
import type { Language } from '#app/utils/language';
import { findForCount, type FoundCountProduct } from './count-requests';
import { addScanToEntry, matchScan } from './count-scan';
import type { ScreenLine, ScreenSector } from './count-screen';
import type { CountStore } from './count-store';

interface CountScanPanelProps {
  lines: ScreenLine[];
  sectors: ScreenSector[];
  currentSectorId: number;
  onSector: (sectorId: number) => void;
  store: CountStore;
  language: Language;
  today: string;
  findUrl: string;
  /** Whether a line may be counted now (its sector not held by someone else, or confirmed). */
  mayCount: (line: ScreenLine) => boolean;
  reveal: (lineId: number) => void;
  addProduct: (product: FoundCountProduct, countOne: boolean) => Promise<boolean>;
}

type Message =
  | { kind: 'counted'; name: string; added: 'carton' | 'unit' | 'weight' }
  | { kind: 'held'; name: string }
  | { kind: 'offer'; product: FoundCountProduct }
  | { kind: 'unknown'; code: string }
  | { kind: 'unreadable' }
  | { kind: 'failed' };

/**
 * Scanning on the counting screen (hardware scanner or camera): a product of the sub-department is counted one more
 * and shown; one of the shop's other products is offered to be added to the current sector; an unknown code says so.
 */
export function CountScanPanel(props: CountScanPanelProps) {
  const { lines, sectors, currentSectorId, onSector, store, language, today, findUrl, mayCount, reveal } = props;
  const { t } = useTranslation();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const onScan = async (raw: string) => {
    const match = matchScan(lines, raw, today, currentSectorId);
    if (match.kind === 'unreadable') return setMessage({ kind: 'unreadable' });
    if (match.kind === 'line') {
      const line = lines.find((candidate) => candidate.id === match.lineId)!;
      reveal(line.id);
      if (!mayCount(line)) return setMessage({ kind: 'held', name: line.name });
      const scanned = addScanToEntry(line, store.entryOf(line.id), match.netWeightKg, language);
      if (!scanned) return setMessage({ kind: 'unreadable' });
      store.change(line.id, scanned.entry);
      return setMessage({ kind: 'counted', name: line.name, added: scanned.added });
    }
    setBusy(true);
    const found = await findForCount(findUrl, { code: match.code });
    setBusy(false);
    if (found === null) return setMessage({ kind: 'failed' });
    const product = found[0];
    setMessage(product ? { kind: 'offer', product } : { kind: 'unknown', code: match.code });
  };

  const sectorName = sectors.find((sector) => sector.id === currentSectorId)?.name ?? '';
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <NativeSelect
          size="md"
          label={t('inventoryCounting.scan.sector')}
          value={String(currentSectorId)}
          onChange={(event) => onSector(Number(event.currentTarget.value))}
          data={sectors.map((sector) => ({ value: String(sector.id), label: sector.name }))}
        />
        <BarcodeScanner label={t('inventoryCounting.scan.label')} onScan={(raw) => void onScan(raw)} confirm={false} />
        <div role="status" aria-live="polite">
          {message && (
            <ScanMessage
              message={message}
              sectorName={sectorName}
              busy={busy}
              onAdd={async (product) => {
                setBusy(true);
                const added = await props.addProduct(product, true);
                setBusy(false);
                setMessage(added ? { kind: 'counted', name: product.name, added: 'unit' } : { kind: 'failed' });
              }}
            />
          )}
        </div>
      </Stack>
    </Paper>
  );
}

function ScanMessage({
  message,
  sectorName,
  busy,
  onAdd,
}: {
  message: Message;
  sectorName: string;
  busy: boolean;
  onAdd: (product: FoundCountProduct) => Promise<void>;
}) {
  const { t } = useTranslation();
  switch (message.kind) {
    case 'counted':
      return (
        <Alert color="green" data-testid="scan-message">
          {t(`inventoryCounting.scan.counted.${message.added}`, { name: message.name })}
        </Alert>
      );
    case 'held':
      return (
        <Alert color="orange" data-testid="scan-message">
          {t('inventoryCounting.scan.held', { name: message.name })}
        </Alert>
      );
    case 'offer':
      return (
        <Alert color="orange" data-testid="scan-message">
          <Stack gap="xs">
            <Text size="sm">{t('inventoryCounting.scan.notHere', { name: message.product.name })}</Text>
            <Button size="md" variant="light" loading={busy} onClick={() => void onAdd(message.product)}>
              {t('inventoryCounting.scan.addTo', { sector: sectorName })}
            </Button>
          </Stack>
        </Alert>
      );
    case 'unknown':
      return (
        <Alert color="red" data-testid="scan-message">
          {t('inventoryCounting.scan.unknown', { code: message.code })}
        </Alert>
      );
    case 'unreadable':
      return (
        <Alert color="red" data-testid="scan-message">
          {t('inventoryCounting.scan.unreadable')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" data-testid="scan-message">
          {t('inventoryCounting.scan.failed')}
        </Alert>
      );
  }
}
