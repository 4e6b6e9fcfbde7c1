import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { parseDecimalInput } from '#app/utils/decimal-input';
import type { Language } from '#app/utils/language';
import type { ScreenCount } from './count-screen';
import { formatQuantity } from './count-format';

interface CountConflictProps {
  product: string;
  unit: string;
  counts: ScreenCount[];
  language: Language;
  /** Null: the person may look but not decide. */
  onDecide: ((total: string) => Promise<boolean>) | null;
}

/**
 * People's differing counts of one line side by side, each with its name, never summed: a tap takes one figure, or the
 * decided figure is typed (decision 035, "Counting together").
 */
export function CountConflict({ product, unit, counts, language, onDecide }: CountConflictProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (total: string) => {
    if (!onDecide) return;
    setBusy(true);
    const done = await onDecide(total);
    setBusy(false);
    if (done) setTyped('');
  };
  const decideTyped = () => {
    const parsed = parseDecimalInput(typed, language, { maxFractionDigits: 3, maxIntegerDigits: 11 });
    if (!parsed.ok || parsed.value === null) return setError(t('inventoryCounting.conflict.badFigure'));
    setError(null);
    void decide(parsed.value);
  };
  return (
    <Alert color="orange" title={t('inventoryCounting.conflict.title')} data-testid="count-conflict">
      <Stack gap="xs">
        {counts.map((person) => (
          <Group key={person.userId} justify="space-between" wrap="wrap" gap="xs" data-testid="conflict-count">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {t('inventoryCounting.conflict.figure', {
                name: person.name,
                total: formatQuantity(person.total, language),
                unit,
              })}
            </Text>
            {onDecide && (
              <Button
                size="md"
                variant="light"
                loading={busy}
                onClick={() => void decide(person.total)}
                aria-label={t('inventoryCounting.conflict.takeOf', { name: person.name, product })}
              >
                {t('inventoryCounting.conflict.take')}
              </Button>
            )}
          </Group>
        ))}
        {onDecide && (
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              size="md"
              style={{ flex: 1, minWidth: 0 }}
              label={t('inventoryCounting.conflict.decided', { unit })}
              aria-label={t('inventoryCounting.conflict.decidedOf', { product })}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              inputMode="decimal"
              autoComplete="off"
              error={error}
            />
            <Button size="md" loading={busy} onClick={decideTyped}>
              {t('inventoryCounting.conflict.decide')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
