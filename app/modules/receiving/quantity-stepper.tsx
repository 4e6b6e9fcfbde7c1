import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { useTranslation } from '#app/utils/use-translation';
import type { DecimalMark } from './receipt-scan';

interface QuantityStepperProps {
  label: string;
  /** As typed; null when nothing is entered yet. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  mark: DecimalMark;
  disabled?: boolean;
  id?: string;
}

/** The typed value as a number to step from, or null when it is not one. */
function stepFrom(value: string | null): Decimal | null {
  const compact = (value ?? '').replace(/\s/g, '').replace(',', '.');
  if (!compact) return new Decimal(0);
  return /^\d+(\.\d+)?$/.test(compact) ? new Decimal(compact) : null;
}

/** The delivered quantity: − and + a whole unit for a thumb, and the decimal keypad for anything else. */
export function QuantityStepper({ label, value, onChange, onBlur, error, mark, disabled, id }: QuantityStepperProps) {
  const { t } = useTranslation();
  const step = (by: number) => {
    const current = stepFrom(value);
    if (current === null) return;
    const next = Decimal.max(current.plus(by), 0).toFixed();
    onChange(mark === ',' ? next.replace('.', ',') : next);
  };
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ActionIcon
        size={44}
        variant="default"
        onClick={() => step(-1)}
        disabled={disabled || (stepFrom(value)?.lte(0) ?? true)}
        aria-label={t('receiving.line.less', { name: label })}
        mt={25}
      >
        <IconMinus size={20} aria-hidden />
      </ActionIcon>
      <TextInput
        id={id}
        style={{ flex: 1, minWidth: 0 }}
        size="md"
        label={t('receiving.line.delivered')}
        aria-label={t('receiving.line.deliveredOf', { name: label })}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
        onBlur={onBlur}
        inputMode="decimal"
        autoComplete="off"
        error={error}
        disabled={disabled}
      />
      <ActionIcon
        size={44}
        variant="default"
        onClick={() => step(1)}
        disabled={disabled || stepFrom(value) === null}
        aria-label={t('receiving.line.more', { name: label })}
        mt={25}
      >
        <IconPlus size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
