import type { FieldMetadata } from '@conform-to/react';
import { Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import {
  describeStep,
  formatTimeOfDay,
  timeInputAttributes,
  timeOfDay,
  timeRules,
  type HourCycle,
  type TimeFields,
  type TimeRules,
} from '#app/utils/time';

interface TimeInputProps {
  /** The Conform field of the time: an object of its inputs, validated by `timeOfDaySchema(rules)`. */
  field: FieldMetadata<TimeFields | undefined>;
  legend: string;
  description?: string;
  rules: TimeRules;
  hourCycle: HourCycle;
  required?: boolean;
}

/**
 * A time of day as spec §9 has it: hours 0–23, or 1–12 with AM/PM, and minutes (and seconds). A fieldset whose legend
 * names the time and whose inputs are named by their part, so a screen reader says "Order cut-off time, Hours". The
 * inputs are numbers with the rules as HTML constraints (spinners and phone keypads follow them); the shared schema
 * checks the same rules, in the browser and on the server, and its error is shown under the inputs.
 */
export function TimeInput({ field, legend, description, rules, hourCycle, required = false }: TimeInputProps) {
  const { t } = useTranslation();
  const parts = field.getFieldset();
  const attributes = timeInputAttributes(rules, hourCycle);
  const dayPeriods = { am: t('time.am'), pm: t('time.pm') };
  const format = (seconds: number) =>
    formatTimeOfDay(seconds, hourCycle, { withSeconds: rules.withSeconds, dayPeriods });
  const step = describeStep(rules.step);
  const stepText = t(`time.units.${step.unit}`, { amount: step.amount });
  // An example on the step grid, in the afternoon where the range allows.
  const exampleSeconds = Math.min(
    rules.max,
    rules.min + Math.max(0, Math.ceil((timeOfDay(14, 10) - rules.min) / rules.step)) * rules.step,
  );
  const errorKey =
    field.errors?.[0] ??
    parts.hour.errors?.[0] ??
    parts.minute.errors?.[0] ??
    parts.second.errors?.[0] ??
    parts.period.errors?.[0];
  const error = errorKey
    ? t(messageKey(errorKey), {
        min: format(rules.min),
        max: format(rules.max),
        step: stepText,
        example: format(exampleSeconds),
      })
    : undefined;

  // Only what differs from "any time of the day" is worth a hint.
  const defaults = timeRules({ withSeconds: rules.withSeconds });
  const wholeDay = timeRules({ withSeconds: rules.withSeconds, step: rules.step });
  const hints = [
    description,
    rules.step !== defaults.step ? t('time.hint.step', { step: stepText }) : null,
    rules.min !== wholeDay.min || rules.max !== wholeDay.max
      ? t('time.hint.range', { min: format(rules.min), max: format(rules.max) })
      : null,
  ].filter(Boolean);
  const hintId = `${field.id}-hint`;
  const describedBy =
    [hints.length ? hintId : null, error ? field.errorId : null].filter(Boolean).join(' ') || undefined;
  /**
   * Each input is described by the group's hint and error. Mantine writes aria-describedby itself, from its own
   * description and error, so it gets copies of them that are not displayed (a description may point at hidden text);
   * the visible hint and error are the group's, shown once.
   */
  const notDisplayed = { style: { display: 'none' } };
  const describedByGroup = {
    description: hints.length ? hints.join(' ') : undefined,
    descriptionProps: notDisplayed,
    error,
    errorProps: notDisplayed,
  };
  const initial = (part: FieldMetadata<string | undefined>) =>
    typeof part.initialValue === 'string' ? part.initialValue : '';

  const number = (
    part: FieldMetadata<string | undefined>,
    label: string,
    limits: { min: number; max: number; step?: number },
  ) => (
    <TextInput
      key={part.key}
      id={part.id}
      name={part.name}
      defaultValue={initial(part)}
      label={label}
      type="number"
      inputMode="numeric"
      min={limits.min}
      max={limits.max}
      step={limits.step ?? 1}
      required={required}
      {...describedByGroup}
      autoComplete="off"
      w="5.5rem"
    />
  );

  return (
    <Fieldset
      variant="unstyled"
      id={field.id}
      aria-describedby={describedBy}
      legend={
        <Text span fw={500} size="sm">
          {legend}
          {required && (
            <Text span c="red.8" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
      }
    >
      <Stack gap={6}>
        {hints.length > 0 && (
          <Text id={hintId} size="xs" c="gray.7">
            {hints.join(' ')}
          </Text>
        )}
        <input type="hidden" name={`${field.name}.clock`} value={hourCycle} />
        <Group gap="xs" align="flex-end" wrap="wrap">
          {number(parts.hour, t('time.hours'), attributes.hour)}
          <Text aria-hidden fw={700} pb={8}>
            :
          </Text>
          {number(parts.minute, t('time.minutes'), attributes.minute)}
          {rules.withSeconds && (
            <>
              <Text aria-hidden fw={700} pb={8}>
                :
              </Text>
              {number(parts.second, t('time.seconds'), attributes.second)}
            </>
          )}
          {hourCycle === 'h12' && (
            <NativeSelect
              key={parts.period.key}
              id={parts.period.id}
              name={parts.period.name}
              defaultValue={initial(parts.period)}
              label={t('time.period')}
              data={[
                { value: '', label: t('time.choosePeriod') },
                { value: 'am', label: dayPeriods.am },
                { value: 'pm', label: dayPeriods.pm },
              ]}
              {...describedByGroup}
              w="8.5rem"
            />
          )}
        </Group>
        {error && (
          <Text id={field.errorId} size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
