import { Anchor, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useSubmit } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import type { DepartmentRow, SectorRow } from './inventory-layout.repo.server';
import { AddPartForm, LayoutList, useRemoveMessage } from './inventory-layout-list';

interface SectorsPageProps {
  departments: DepartmentRow[];
  subDepartment: { id: number; name: string } | null;
  sectors: SectorRow[];
}

/** The sectors page: pick a sub-department, then add, rename, remove and order its sectors. */
export function SectorsPage({ departments, subDepartment, sectors }: SectorsPageProps) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const removeMessage = useRemoveMessage();
  return (
    <Stack maw={960}>
      <PageTitle>{t('inventoryLayout.sectors.title')}</PageTitle>
      <Title order={1}>{t('inventoryLayout.sectors.title')}</Title>
      <Text>{t('inventoryLayout.sectors.intro')}</Text>
      {!subDepartment ? (
        <Text>
          {t('inventoryLayout.sectors.noSubDepartments')}{' '}
          <Anchor component={Link} to="/admin/inventory/departments">
            {t('inventoryLayout.sectors.departmentsLink')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Form method="get">
            <NativeSelect
              name="subDepartment"
              label={t('inventoryLayout.sectors.pick')}
              defaultValue={String(subDepartment.id)}
              key={subDepartment.id}
              size="md"
              onChange={(event) => void submit(event.currentTarget.form)}
            >
              {departments
                .filter((department) => department.subDepartments.length > 0)
                .map((department) => (
                  <optgroup key={department.id} label={department.name}>
                    {department.subDepartments.map((sub) => (
                      <option key={sub.id} value={sub.id}>
                        {`${department.name} › ${sub.name}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
            </NativeSelect>
          </Form>
          <Paper withBorder p="md">
            <AddPartForm
              key={subDepartment.id}
              fields={{ level: 'sector', parentId: subDepartment.id }}
              label={t('inventoryLayout.sectors.name')}
              button={t('inventoryLayout.sectors.add')}
            />
          </Paper>
          <Title order={2} size="h4">
            {t('inventoryLayout.sectors.listOf', { name: subDepartment.name })}
          </Title>
          {sectors.length === 0 ? (
            <Text c="gray.7">{t('inventoryLayout.sectors.empty', { name: subDepartment.name })}</Text>
          ) : (
            <>
              <Text size="sm" c="gray.7" visibleFrom="sm">
                {t('inventoryLayout.dragHint')}
              </Text>
              <LayoutList
                key={subDepartment.id}
                label={t('inventoryLayout.sectors.listOf', { name: subDepartment.name })}
                fields={{ level: 'sector', parentId: subDepartment.id }}
                items={sectors.map((sector) => ({
                  id: sector.id,
                  name: sector.name,
                  details: (
                    <Group gap="xs">
                      <Text size="sm" c="gray.7">
                        {t('inventoryLayout.counts.products', { count: sector.productCount })}
                      </Text>
                      <Anchor
                        component={Link}
                        to={`/admin/inventory/sector-products?sector=${sector.id}`}
                        size="sm"
                        mih={44}
                        display="inline-flex"
                        style={{ alignItems: 'center' }}
                        aria-label={t('inventoryLayout.sectors.productsOf', { name: sector.name })}
                      >
                        {t('inventoryLayout.sectors.productsLink')}
                      </Anchor>
                    </Group>
                  ),
                  removeMessage: removeMessage(sector.name, { places: sector.productCount }),
                }))}
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
