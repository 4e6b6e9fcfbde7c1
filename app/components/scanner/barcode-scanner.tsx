import { Button, Group, Text } from '@mantine/core';
import { IconCamera, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { CameraDialog } from './camera-dialog';
import { createDuplicateFilter } from './duplicate-filter';
import { displayCode, vibrate } from './scan-feedback';
import { useKeyboardWedge } from './use-keyboard-wedge';
import { ScanField } from './scan-field';

export type ScanSource = 'field' | 'keyboard' | 'camera';

interface BarcodeScannerProps {
  /**
   * Each scanned code as the scanner sent it (GS1's FNC1 kept as "\u001d"); `source` says whether it was typed into
   * the field, sent by a hardware scanner while the focus was elsewhere on the page, or read by the camera.
   */
  onScan: (text: string, source: ScanSource) => void;
  /** The field's label; "Barcode" by default. */
  label?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Hear a hardware scanner anywhere on the page, not only in the field (one scanner per page). */
  listenOnPage?: boolean;
  /** The field's name, so a form around it posts what was typed when JavaScript is off. */
  name?: string;
  /** A message under the field, e.g. the server's answer to the last code. */
  error?: string;
  /** Show "Scanned …" under the field; off when the page confirms each scan itself. */
  confirm?: boolean;
}

/**
 * Scanning for receiving and counting: a field a hardware scanner types into, the same scanner heard anywhere on the
 * page, and the phone's camera. It reports raw texts only; the page decides what a code means (e.g. GS1 parsing).
 */
export function BarcodeScanner({
  onScan,
  label,
  autoFocus,
  disabled,
  listenOnPage = true,
  name,
  error,
  confirm = true,
}: BarcodeScannerProps) {
  const { t } = useTranslation();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const [cameraCount, setCameraCount] = useState(0);
  const [repeats] = useState(() => createDuplicateFilter());

  const report = useCallback(
    (text: string, source: ScanSource) => {
      vibrate();
      setLastCode(text);
      onScan(text, source);
    },
    [onScan],
  );

  const onCameraRead = useCallback(
    (codes: string[]) => {
      for (const text of repeats.read(codes)) {
        setCameraCount((count) => count + 1);
        report(text, 'camera');
      }
    },
    [repeats, report],
  );

  const onKeyboardScan = useCallback((text: string) => report(text, 'keyboard'), [report]);
  useKeyboardWedge(onKeyboardScan, listenOnPage && !disabled);

  const openCamera = () => {
    repeats.reset();
    setCameraCount(0);
    setCameraOpen(true);
  };

  return (
    <div>
      <ScanField
        label={label}
        name={name}
        error={error}
        autoFocus={autoFocus}
        disabled={disabled}
        onSubmit={(text) => report(text, 'field')}
        after={
          <Button
            size="md"
            variant="light"
            onClick={openCamera}
            disabled={disabled}
            leftSection={<IconCamera size={20} aria-hidden />}
            aria-label={t('scanner.camera.open')}
          >
            {t('scanner.camera.button')}
          </Button>
        }
      />
      {confirm && (
        <Group gap={6} mt={4} mih={24} role="status" aria-live="polite" wrap="nowrap" c="dimmed">
          {lastCode !== null && !cameraOpen && (
            <>
              <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-brand-7)' }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('scanner.scanned', { code: displayCode(lastCode) })}
              </Text>
            </>
          )}
        </Group>
      )}
      <CameraDialog
        opened={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onRead={onCameraRead}
        lastCode={cameraCount > 0 ? lastCode : null}
        count={cameraCount}
      />
    </div>
  );
}
