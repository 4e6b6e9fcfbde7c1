import { ActionIcon, Anchor, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { CameraDialog } from '#app/components/scanner/camera-dialog';
import type { ReceiptEditor } from './receipt-editor';
import { problemKey } from './receipt-editor';
import type { ReceiptNoteInfo } from './receipt-view';

/**
 * The receipt's header: the supplier and the order it belongs to, the supplier's delivery number (typed, sent by a
 * hardware scanner into the field, or read with the camera) and the delivery date (the shop's today by default).
 */
export function ReceiptHeaderFields({ note, editor }: { note: ReceiptNoteInfo; editor: ReceiptEditor }) {
  const { t } = useTranslation();
  const [camera, setCamera] = useState(false);
  const { header } = editor;
  const dateProblem = editor.showProblems ? editor.problems.header.deliveryDate : undefined;
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text size="sm" c="gray.7">
              {t('receiving.header.supplier')}
            </Text>
            <Text fw={600}>{note.supplierName}</Text>
          </div>
          {note.orderId !== null && note.orderNumber !== null && (
            <Anchor component={Link} to={`${editor.basePath}/ordering/${note.orderId}`}>
              {note.backorderId !== null
                ? t('receiving.header.backorderOf', { number: note.orderNumber })
                : t('receiving.header.order', { number: note.orderNumber })}
            </Anchor>
          )}
        </Group>
        <TextInput
          size="md"
          label={t('receiving.header.deliveryNumber')}
          value={header.deliveryNumber ?? ''}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => editor.setHeader({ deliveryNumber: event.currentTarget.value || null })}
          onKeyDown={(event) => {
            // A hardware scanner ends with Enter: the number is in, nothing else should happen.
            if (event.key === 'Enter') event.preventDefault();
          }}
          onBlur={editor.flush}
          rightSectionWidth={48}
          rightSection={
            <ActionIcon
              size={44}
              variant="subtle"
              onClick={() => setCamera(true)}
              aria-label={t('receiving.header.scanNumber')}
            >
              <IconCamera size={20} aria-hidden />
            </ActionIcon>
          }
        />
        <TextInput
          size="md"
          type="date"
          label={t('receiving.header.deliveryDate')}
          value={header.deliveryDate}
          max={editor.today}
          required
          onChange={(event) => editor.setHeader({ deliveryDate: event.currentTarget.value })}
          onBlur={editor.flush}
          error={dateProblem ? t(problemKey(dateProblem)) : undefined}
        />
      </Stack>
      <CameraDialog
        opened={camera}
        onClose={() => setCamera(false)}
        onRead={([code]) => {
          if (code === undefined) return;
          editor.setHeader({ deliveryNumber: code.replaceAll('\u001d', '').trim().slice(0, 80) });
          setCamera(false);
        }}
        lastCode={null}
        count={0}
      />
    </Paper>
  );
}
