import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Fieldset, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useNavigation } from 'react-router';
import { FormErrors, SelectField, TextField } from '#app/components/form';
import { EXPORT_MODULES } from '#app/db/schema/org';
import { LANGUAGES } from '#app/utils/language';
import { ApproveFieldsSchema, type ApproveInput } from './registration-request.schema';

/** Company, region, shop and admin in one form; it opens filled in from the request. */
export function ApproveForm({
  lastResult,
  defaultValue,
  timeZones,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultValue: ApproveInput;
  timeZones: string[];
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<ApproveInput>({
    id: 'approve',
    lastResult,
    defaultValue,
    constraint: getZodConstraint(ApproveFieldsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApproveFieldsSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const isSubmitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'approve';
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {t('registrations.approve.title')}
      </Title>
      <Text size="sm" mb="md">
        {t('registrations.approve.intro')}
      </Text>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="approve" />
        <Stack>
          <FormErrors errors={form.errors} />
          <Fieldset legend={t('registrations.approve.company')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField field={fields.companyName} label={t('registrations.approve.companyName')} autoComplete="off" />
              <TextField field={fields.vatNumber} label={t('registrations.approve.vatNumber')} autoComplete="off" />
              <TextField
                field={fields.companyAddress}
                label={t('registrations.approve.companyAddress')}
                autoComplete="off"
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('registrations.approve.region')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField field={fields.regionName} label={t('registrations.approve.regionName')} autoComplete="off" />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('registrations.approve.shop')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField field={fields.shopName} label={t('registrations.approve.shopName')} autoComplete="off" />
              <TextField field={fields.shopAddress} label={t('registrations.approve.shopAddress')} autoComplete="off" />
              <SelectField
                field={fields.timeZone}
                label={t('registrations.approve.timeZone')}
                data={timeZones.map((zone) => ({ value: zone, label: zone }))}
                searchable
              />
              <SelectField
                field={fields.exportModule}
                label={t('registrations.approve.exportModule')}
                data={EXPORT_MODULES.map((module) => ({
                  value: module,
                  label: t(`super.shop.exportModules.${module}`),
                }))}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('registrations.approve.admin')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField field={fields.adminName} label={t('registrations.approve.adminName')} autoComplete="off" />
              <TextField
                field={fields.adminLastname}
                label={t('registrations.approve.adminLastname')}
                autoComplete="off"
              />
              <TextField
                field={fields.adminEmail}
                label={t('registrations.approve.adminEmail')}
                type="email"
                inputMode="email"
                autoComplete="off"
              />
              <SelectField
                field={fields.adminLanguage}
                label={t('registrations.approve.adminLanguage')}
                data={LANGUAGES.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
              />
            </SimpleGrid>
          </Fieldset>
          <div>
            <Button type="submit" loading={isSubmitting} leftSection={<IconCheck size={16} aria-hidden />}>
              {t('registrations.approve.submit')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Paper>
  );
}
