import {
  Alert,
  Box,
  Button,
  Checkbox,
  Fieldset,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useNavigation } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { isLanguage } from '#app/utils/language';
import type { listLayoutForCount } from './inventory-layout.repo.server';
import type { inventoryChoices } from './inventories.repo.server';

export interface AddInventoryValues {
  name: string;
  countDate: string;
  cutOffTime: string;
  blind: boolean;
  source: string;
  subDepartmentIds: string[];
  fromInventoryId: string;
}

interface AddInventoryPageProps {
  departments: Awaited<ReturnType<typeof listLayoutForCount>>;
  earlier: Awaited<ReturnType<typeof inventoryChoices>>;
  defaults: AddInventoryValues;
  result: { values: AddInventoryValues; fieldErrors: Record<string, string[]> } | null;
}

/** A big-enough row for a finger around a labelled checkbox (decision 024). */
const tapRow = { minHeight: 44, display: 'flex', alignItems: 'center' } as const;

/** Add a count: name, date and cut-off, blind option, and either the layout's departments or an earlier count. */
export function AddInventoryPage({ departments, earlier, defaults, result }: AddInventoryPageProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigation = useNavigation();
  const values = result?.values ?? defaults;
  const errors = result?.fieldErrors ?? {};
  // Messages are locale keys from the schema or the route.
  const message = (key: string) => String(t(key as never));
  const error = (field: string) => (errors[field]?.[0] ? message(errors[field][0]) : undefined);
  const [source, setSource] = useState(values.source || 'layout');
  const [chosen, setChosen] = useState(new Set(values.subDepartmentIds));
  const toggle = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const title = t('inventory.add.title');
  return (
    <Stack maw={640}>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="md">
        <Form method="post" noValidate key={JSON.stringify(values)}>
          <Stack>
            {errors.form && (
              <Alert color="red" role="alert">
                {message(errors.form[0]!)}
              </Alert>
            )}
            <TextInput
              name="name"
              label={t('inventory.add.name')}
              placeholder={t('inventory.add.namePlaceholder')}
              defaultValue={values.name}
              error={error('name')}
              required
            />
            <TextInput
              name="countDate"
              type="date"
              label={t('inventory.add.date')}
              defaultValue={values.countDate}
              error={error('countDate')}
              required
            />
            <TextInput
              name="cutOffTime"
              type="time"
              label={t('inventory.add.cutOffTime')}
              description={t('inventory.add.cutOffHint')}
              defaultValue={values.cutOffTime}
              error={error('cutOffTime')}
              required
            />
            <Box style={tapRow}>
              <Checkbox
                name="blind"
                label={t('inventory.add.blind')}
                description={t('inventory.add.blindHint')}
                defaultChecked={values.blind}
              />
            </Box>
            <Radio.Group
              name="source"
              label={t('inventory.add.source')}
              value={source}
              onChange={setSource}
              error={error('source')}
            >
              <Stack gap={0}>
                <Box style={tapRow}>
                  <Radio value="layout" label={t('inventory.add.fromLayout')} />
                </Box>
                <Box style={tapRow}>
                  <Radio value="duplicate" label={t('inventory.add.duplicate')} disabled={earlier.length === 0} />
                </Box>
              </Stack>
            </Radio.Group>
            {source === 'layout' ? (
              <Fieldset legend={t('inventory.add.departments')} aria-describedby="departments-error">
                <Text size="sm" c="gray.7" mb="xs">
                  {t('inventory.add.departmentsHint')}
                </Text>
                {departments.length === 0 && <Text c="gray.7">{t('inventory.add.noLayout')}</Text>}
                <Stack gap={4}>
                  {departments.map((department) => {
                    const ids = department.subDepartments.map((sub) => String(sub.id));
                    const ticked = ids.filter((id) => chosen.has(id)).length;
                    return (
                      <Stack key={department.id} gap={0}>
                        <Box style={tapRow}>
                          <Checkbox
                            label={<Text fw={600}>{department.name}</Text>}
                            checked={ticked === ids.length && ids.length > 0}
                            indeterminate={ticked > 0 && ticked < ids.length}
                            onChange={(event) => toggle(ids, event.currentTarget.checked)}
                          />
                        </Box>
                        <Stack gap={0} pl="xl">
                          {department.subDepartments.map((sub) => (
                            <Box key={sub.id} style={tapRow}>
                              <Checkbox
                                name="subDepartmentId"
                                value={String(sub.id)}
                                checked={chosen.has(String(sub.id))}
                                onChange={(event) => toggle([String(sub.id)], event.currentTarget.checked)}
                                label={`${sub.name} · ${t('inventory.add.products', { count: sub.productCount })}`}
                              />
                            </Box>
                          ))}
                        </Stack>
                      </Stack>
                    );
                  })}
                </Stack>
                {error('subDepartmentIds') && (
                  <Text id="departments-error" c="red" size="sm" role="alert" mt="xs">
                    {error('subDepartmentIds')}
                  </Text>
                )}
              </Fieldset>
            ) : (
              <NativeSelect
                name="fromInventoryId"
                label={t('inventory.add.fromInventory')}
                description={t('inventory.add.duplicateHint')}
                defaultValue={values.fromInventoryId}
                error={error('fromInventoryId')}
                data={[
                  { value: '', label: t('inventory.add.chooseInventory') },
                  ...earlier.map((count) => ({
                    value: String(count.id),
                    label: `${count.name} · ${formatCalendarDate(language, count.countDate)}`,
                  })),
                ]}
              />
            )}
            <Button type="submit" size="md" loading={navigation.state === 'submitting'}>
              {t('inventory.add.submit')}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
