import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors, TextField } from '#app/components/form';
import { RegionSchema, type RegionInput } from './org.schema';

export function RegionForm({
  lastResult,
  defaultValue,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: RegionInput;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<RegionInput>({
    lastResult,
    defaultValue,
    constraint: getZodConstraint(RegionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegionSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Paper withBorder p="md" maw={640}>
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          <TextField field={fields.name} label={t('super.region.name')} />
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
