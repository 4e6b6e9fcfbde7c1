import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors, TextField } from '#app/components/form';
import { CompanySchema, type CompanyInput } from './org.schema';

export function CompanyForm({
  lastResult,
  defaultValue,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: CompanyInput;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<CompanyInput>({
    lastResult,
    defaultValue,
    constraint: getZodConstraint(CompanySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CompanySchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Paper withBorder p="md" maw={640}>
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          <TextField field={fields.name} label={t('super.company.name')} autoComplete="organization" />
          <TextField field={fields.vatNumber} label={t('super.company.vatNumber')} />
          <TextField field={fields.address} label={t('super.company.address')} autoComplete="street-address" />
          <Group>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('common.save')}
            </Button>
            <Button component={Link} to={cancelTo} variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
