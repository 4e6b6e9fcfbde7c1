import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import type { FetcherWithComponents } from 'react-router';
import { SignaturePad } from '#app/components/signature-pad';
import type { ReceiptEditor } from './receipt-editor';
import type { ReceiptViewLine } from './receipt-view';
import { CertificateWarnings } from './line-records';
import { SignOffProblemsList } from './sign-off-problems';
import type { SignOffState } from './use-sign-off';

interface SignOffPanelProps {
  editor: ReceiptEditor;
  lines: ReceiptViewLine[];
  state: SignOffState;
  /** The server says another sign-off of this order came first (known before pressing the button). */
  conflict: boolean;
  /** Posts "Use what was received" (the screen follows its answer). */
  rebase: FetcherWithComponents<{ rebased?: boolean }>;
  onSignOff: (signature: string | null) => void;
  reveal: (uid: string) => void;
}

/** The driver's name and signature, what still blocks sign-off, and the button; and what the server answered. */
export function SignOffPanel({ editor, lines, state, conflict, rebase, onSignOff, reveal }: SignOffPanelProps) {
  const { t } = useTranslation();
  const [signature, setSignature] = useState<string | null>(null);
  const sending = state.kind === 'sending';
  const showConflict = state.kind === 'conflict' || conflict;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="sign-off">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sign-off">
          {t('receiving.signOff.title')}
        </Title>
        <TextInput
          size="md"
          label={t('receiving.signOff.driverName')}
          value={editor.header.driverName ?? ''}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => editor.setHeader({ driverName: event.currentTarget.value || null })}
          onBlur={editor.flush}
        />
        <SignaturePad label={t('receiving.signOff.signature')} onChange={setSignature} />
        <SignOffProblemsList problems={editor.problems} lines={lines} reveal={reveal} />
        <CertificateWarnings editor={editor} lines={lines} reveal={reveal} />
        {showConflict && (
          <Alert color="orange" role="alert" title={t('receiving.signOff.conflictTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('receiving.signOff.conflict')}</Text>
              <rebase.Form method="post">
                <input type="hidden" name="intent" value="accept-latest" />
                <Button type="submit" variant="light" loading={rebase.state !== 'idle'}>
                  {t('receiving.signOff.useReceived')}
                </Button>
              </rebase.Form>
            </Stack>
          </Alert>
        )}
        {state.kind === 'offline' && (
          <Alert color="red" role="alert">
            {t('receiving.signOff.offline')}
          </Alert>
        )}
        {state.kind === 'problems' && (
          <Alert color="red" role="alert">
            {t('receiving.signOff.refusedProblems', { count: state.problems.count })}
          </Alert>
        )}
        {state.kind === 'refused' && (
          <Alert color="red" role="alert">
            {t(
              `receiving.signOff.refused.${state.reason === 'order_closed' || state.reason === 'stale' || state.reason === 'bad_signature' || state.reason === 'forbidden' ? state.reason : 'other'}`,
            )}
          </Alert>
        )}
        <Button
          size="lg"
          onClick={() => onSignOff(signature)}
          loading={sending}
          leftSection={<IconCircleCheck size={22} aria-hidden />}
          data-testid="sign-off"
        >
          {t('receiving.signOff.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
