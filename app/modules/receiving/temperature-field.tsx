import { ActionIcon, Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlusMinus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import type { LineTemperature } from './temperature';
import type { DecimalMark } from './receipt-scan';

const VERDICT_COLORS = { ok: 'green', tolerated: 'yellow', breach: 'red' } as const;

interface TemperatureFieldProps {
  label: string;
  /** The accessible name, when the visible label alone would repeat on every line. */
  accessibleName?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  /** The verdict to show under the field (a line's), if any. */
  verdict?: LineTemperature;
  mark: DecimalMark;
  disabled?: boolean;
}

/** Flips the sign of a reading as typed: phones' decimal keypads often have no minus key. */
function flipSign(value: string | null): string {
  const text = (value ?? '').trim();
  if (text.startsWith('-') || text.startsWith('\u2212')) return text.slice(1);
  return `-${text.replace(/^\+/, '')}`;
}

/** A temperature in °C on the decimal keypad, a ± key for frozen readings, and the verdict against the limit. */
export function TemperatureField(props: TemperatureFieldProps) {
  const { label, accessibleName, value, onChange, onBlur, error, verdict, mark, disabled } = props;
  const { t } = useTranslation();
  const shown = verdict && 'reading' in verdict ? verdict : null;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          size="md"
          label={label}
          aria-label={accessibleName}
          value={value ?? ''}
          placeholder={mark === ',' ? '4,0' : '4.0'}
          rightSection={<Text size="sm">°C</Text>}
          onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
          onBlur={onBlur}
          inputMode="decimal"
          autoComplete="off"
          error={error}
          disabled={disabled}
        />
        <ActionIcon
          size={44}
          mt={25}
          variant="default"
          onClick={() => onChange(flipSign(value))}
          aria-label={t('receiving.temperature.flipSign', { name: accessibleName ?? label })}
          disabled={disabled}
        >
          <IconPlusMinus size={20} aria-hidden />
        </ActionIcon>
      </Group>
      {shown && (
        <Group gap={6} data-testid="verdict">
          <Badge color={VERDICT_COLORS[shown.verdict]} variant="light" tt="none">
            {t(`deliveries.verdict.${shown.verdict}`)}
          </Badge>
          {shown.source === 'delivery' && (
            <Text size="sm" c="gray.7">
              {t('receiving.temperature.fromDelivery', { reading: shown.reading.replace('.', mark) })}
            </Text>
          )}
          {shown.verdict === 'tolerated' && (
            <Text size="sm" c="gray.7">
              {t('receiving.temperature.freezeNow')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
