import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrors, SelectField, TextField } from '#app/components/form';
import { EXPORT_MODULES } from '#app/db/schema/org';
import { ShopSchema, type ShopInput } from './org.schema';

export function ShopForm({
  lastResult,
  defaultValue,
  cancelTo,
  timeZones,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: ShopInput;
  cancelTo: string;
  timeZones: string[];
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<ShopInput>({
    lastResult,
    defaultValue: defaultValue ?? { timeZone: 'Europe/Ljubljana', exportModule: 'pantheon' },
    constraint: getZodConstraint(ShopSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ShopSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Paper withBorder p="md" maw={800}>
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          <TextField field={fields.name} label={t('super.shop.name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField field={fields.address} label={t('super.shop.address')} autoComplete="street-address" />
            <TextField field={fields.deliveryAddress} label={t('super.shop.deliveryAddress')} />
            <TextField
              field={fields.gln}
              label={t('super.shop.gln')}
              description={t('super.shop.glnHint')}
              inputMode="numeric"
            />
            <SelectField
              field={fields.timeZone}
              label={t('super.shop.timeZone')}
              data={timeZones.map((zone) => ({ value: zone, label: zone }))}
              searchable
            />
            <SelectField
              field={fields.exportModule}
              label={t('super.shop.exportModule')}
              data={EXPORT_MODULES.map((module) => ({ value: module, label: t(`super.shop.exportModules.${module}`) }))}
            />
          </SimpleGrid>
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
