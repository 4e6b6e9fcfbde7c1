import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import type { z } from 'zod';
import { Form, useNavigation } from 'react-router';
import { FormErrors } from '#app/components/form';
import { messageKey } from '#app/utils/i18n';
import { isLanguage, type Language } from '#app/utils/language';
import { ReceivingRulesSchema, type ReceivingRules } from './receiving-rules.schema';
import { DEFAULT_TEMPERATURE_LIMITS } from './temperature';

/** A stored limit ("-18.0") as the user writes it ("-18" or "−18,5" in Slovenian). */
function editableReading(language: Language, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(Number(value));
  return language === 'si' ? text.replace('.', ',') : text;
}

const FIELDS = [
  ['chilledMax', DEFAULT_TEMPERATURE_LIMITS.chilled.max],
  ['frozenMax', DEFAULT_TEMPERATURE_LIMITS.frozen.max],
  ['frozenTransportMax', DEFAULT_TEMPERATURE_LIMITS.frozen.transportMax!],
  ['roomMax', DEFAULT_TEMPERATURE_LIMITS.room.max],
] as const;

/** The shop's temperature limits; a blank field shows its default as the placeholder. */
export function ReceivingRulesForm({
  rules,
  lastResult,
}: {
  rules: ReceivingRules;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof ReceivingRulesSchema>>({
    lastResult,
    defaultValue: Object.fromEntries(FIELDS.map(([name]) => [name, editableReading(language, rules[name])])),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReceivingRulesSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <Stack>
        <FormErrors errors={form.errors} />
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('deliveryLists.settings.limits')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map(([name, fallback]) => {
              const field = fields[name];
              const error = field.errors?.[0];
              const initial = field.initialValue;
              return (
                <TextInput
                  key={field.key}
                  id={field.id}
                  name={field.name}
                  defaultValue={typeof initial === 'string' ? initial : ''}
                  label={t(`deliveryLists.settings.${name}`)}
                  description={[
                    name === 'frozenTransportMax' ? t('deliveryLists.settings.frozenTransportHint') : null,
                    t('deliveryLists.settings.defaultValue', { value: editableReading(language, fallback) }),
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  placeholder={editableReading(language, fallback)}
                  error={error ? t(messageKey(error)) : undefined}
                  // Frozen limits are negative: the decimal keypad of some phones has no minus key.
                  inputMode={name.startsWith('frozen') ? 'text' : 'decimal'}
                  rightSection="°C"
                  autoComplete="off"
                />
              );
            })}
          </SimpleGrid>
        </Paper>
        <div>
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('common.save')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
