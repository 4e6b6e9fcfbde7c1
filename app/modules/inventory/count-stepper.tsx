import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import type { Language } from '#app/utils/language';
import { stepAmount } from './count-entry';

interface CountStepperProps {
  /** The field's visible label, e.g. "Cartons". */
  label: string;
  /** The product, for the accessible names ("Cartons: Milk 1 l"). */
  product: string;
  value: string | null;
  onChange: (value: string | null) => void;
  language: Language;
  disabled?: boolean;
  error?: string;
  testId: string;
}

/** One amount of a count: − and + one for a thumb, and the decimal keypad for the rest (receiving's stepper). */
export function CountStepper({
  label,
  product,
  value,
  onChange,
  language,
  disabled,
  error,
  testId,
}: CountStepperProps) {
  const { t } = useTranslation();
  const step = (by: string) => {
    const next = stepAmount(value, by, language);
    if (next !== null) onChange(next);
  };
  const name = `${label}: ${product}`;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ActionIcon
        size={44}
        variant="default"
        onClick={() => step('-1')}
        disabled={disabled || !value}
        aria-label={t('inventoryCounting.line.less', { name })}
        mt={25}
      >
        <IconMinus size={20} aria-hidden />
      </ActionIcon>
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        size="md"
        label={label}
        aria-label={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
        inputMode="decimal"
        autoComplete="off"
        error={error}
        disabled={disabled}
        data-testid={testId}
      />
      <ActionIcon
        size={44}
        variant="default"
        onClick={() => step('1')}
        disabled={disabled}
        aria-label={t('inventoryCounting.line.more', { name })}
        mt={25}
      >
        <IconPlus size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
