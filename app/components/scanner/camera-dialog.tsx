import { Alert, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { displayCode } from './scan-feedback';
import { useCameraScan } from './use-camera-scan';

interface CameraViewProps {
  /** The codes of each read of the camera; the caller drops repeats and confirms the scan. */
  onRead: (codes: string[]) => void;
  /** The last code reported and how many were reported since the dialog opened, for the confirmation. */
  lastCode: string | null;
  count: number;
  onClose: () => void;
}

/** The rear camera full screen on a phone (a dialog on a desktop), reading barcodes until it is closed. */
export function CameraDialog({ opened, ...view }: CameraViewProps & { opened: boolean }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [attempt, setAttempt] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={view.onClose}
      title={t('scanner.camera.title')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted only while open; a new key on "Try again" starts the camera afresh. */}
      <CameraView key={attempt} {...view} onRetry={() => setAttempt(attempt + 1)} />
    </Modal>
  );
}

function CameraView({ onRead, lastCode, count, onClose, onRetry }: CameraViewProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const state = useCameraScan(video, onRead);

  return (
    <Stack gap="sm">
      {state.status === 'problem' ? (
        <Alert color="red" role="alert">
          {t(`scanner.camera.problems.${state.problem}`)}
        </Alert>
      ) : (
        <Box
          pos="relative"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: 'black' }}
        >
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('scanner.camera.preview')}
            style={{ display: 'block', width: '100%', maxHeight: '60vh', objectFit: 'cover' }}
          />
          {count > 0 && <div key={count} className="scan-flash" aria-hidden />}
          {state.status !== 'scanning' && (
            <Group pos="absolute" inset={0} justify="center" c="white">
              <Loader color="white" size="sm" aria-hidden />
              <Text>{t(state.status === 'starting' ? 'scanner.camera.starting' : 'scanner.camera.loading')}</Text>
            </Group>
          )}
        </Box>
      )}
      <Box role="status" aria-live="polite" mih={48}>
        {lastCode ? (
          <Group gap="xs" wrap="nowrap" c="brand.7">
            <IconCircleCheck size={24} aria-hidden style={{ flexShrink: 0 }} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('scanner.scanned', { code: displayCode(lastCode) })}
              </Text>
              <Text size="sm">{t('scanner.camera.count', { count })}</Text>
            </div>
          </Group>
        ) : (
          state.status === 'scanning' && <Text>{t('scanner.camera.aim')}</Text>
        )}
      </Box>
      <Group grow>
        {state.status === 'problem' && state.problem !== 'insecure' && (
          <Button size="md" variant="light" onClick={onRetry}>
            {t('scanner.camera.retry')}
          </Button>
        )}
        <Button size="md" onClick={onClose}>
          {t('scanner.camera.done')}
        </Button>
      </Group>
    </Stack>
  );
}
