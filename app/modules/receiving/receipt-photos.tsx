import { ActionIcon, Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { useRevalidator } from 'react-router';

export interface ReceiptPhoto {
  id: number;
  lineUid: string | null;
  width: number;
  height: number;
}

const PROBLEMS = ['not_an_image', 'unreadable_image', 'too_large', 'too_many', 'signed_off', 'no_file'] as const;
type PhotoProblem = (typeof PROBLEMS)[number] | 'failed';
const problemOf = (reason: unknown): PhotoProblem =>
  (PROBLEMS as readonly unknown[]).includes(reason) ? (reason as PhotoProblem) : 'failed';

interface ReceiptPhotosProps {
  noteId: number;
  basePath: string;
  /** The line the photos show; null for the whole delivery. */
  lineUid: string | null;
  photos: ReceiptPhoto[];
  readOnly?: boolean;
}

/** Photos of a line or of the delivery: taken with the camera or picked from the phone, checked on the server. */
export function ReceiptPhotos({ noteId, basePath, lineUid, photos, readOnly = false }: ReceiptPhotosProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const url = `${basePath}/deliveries/notes/${noteId}/photos`;

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = new FormData();
      body.set('file', file);
      if (lineUid) body.set('lineUid', lineUid);
      const response = await fetch(url, { method: 'POST', body });
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { reason?: unknown };
        setProblem(problemOf(answer.reason));
      } else await revalidator.revalidate();
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (photoId: number) => {
    setBusy(true);
    setProblem(null);
    try {
      // An empty form: the server reads every page action's body as a form (server/form-body.ts).
      const response = await fetch(`${url}/${photoId}`, { method: 'POST', body: new FormData() });
      if (!response.ok) setProblem('failed');
      else await revalidator.revalidate();
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  if (readOnly && photos.length === 0) return null;
  return (
    <Stack gap="xs">
      {photos.length > 0 && (
        <Group gap="xs" data-testid="photos">
          {photos.map((photo, index) => (
            <div key={photo.id} style={{ position: 'relative' }}>
              <a href={`${url}/${photo.id}`} target="_blank" rel="noreferrer">
                <Image
                  src={`${url}/${photo.id}`}
                  alt={t('receiving.photos.alt', { number: index + 1 })}
                  w={96}
                  h={96}
                  fit="cover"
                  radius="sm"
                />
              </a>
              {!readOnly && (
                <ActionIcon
                  size={44}
                  color="red"
                  variant="filled"
                  pos="absolute"
                  top={0}
                  right={0}
                  onClick={() => void remove(photo.id)}
                  disabled={busy}
                  aria-label={t('receiving.photos.delete', { number: index + 1 })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </div>
          ))}
        </Group>
      )}
      {!readOnly && (
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} variant="default" loading={busy} leftSection={<IconCamera size={18} aria-hidden />}>
                {lineUid ? t('receiving.photos.takeLine') : t('receiving.photos.takeDelivery')}
              </Button>
            )}
          </FileButton>
          <FileButton onChange={(file) => void upload(file)} accept="image/*">
            {(props) => (
              <Button {...props} variant="subtle" loading={busy} leftSection={<IconPhoto size={18} aria-hidden />}>
                {t('receiving.photos.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {t(`receiving.photos.problems.${problem}`)}
        </Alert>
      )}
      {readOnly && photos.length === 0 && <Text size="sm">{t('receiving.photos.none')}</Text>}
    </Stack>
  );
}
