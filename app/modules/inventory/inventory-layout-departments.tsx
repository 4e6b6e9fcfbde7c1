import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import type { DepartmentRow } from './inventory-layout.repo.server';
import { AddPartForm, LayoutList, useRemoveMessage } from './inventory-layout-list';

/** The departments page: departments with their sub-departments, each list ordered by drag or by the arrows. */
export function DepartmentsPage({ departments }: { departments: DepartmentRow[] }) {
  const { t } = useTranslation();
  const removeMessage = useRemoveMessage();
  const sum = (department: DepartmentRow, key: 'sectorCount' | 'productCount') =>
    department.subDepartments.reduce((total, sub) => total + sub[key], 0);
  return (
    <Stack maw={960}>
      <PageTitle>{t('inventoryLayout.departments.title')}</PageTitle>
      <Title order={1}>{t('inventoryLayout.departments.title')}</Title>
      <Text>{t('inventoryLayout.departments.intro')}</Text>
      <Paper withBorder p="md">
        <AddPartForm
          fields={{ level: 'department' }}
          label={t('inventoryLayout.departments.name')}
          button={t('inventoryLayout.departments.add')}
          description={t('inventoryLayout.departments.newHint')}
        />
      </Paper>
      {departments.length === 0 ? (
        <Text c="gray.7">{t('inventoryLayout.departments.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" visibleFrom="sm">
            {t('inventoryLayout.dragHint')}
          </Text>
          <LayoutList
            label={t('inventoryLayout.departments.title')}
            fields={{ level: 'department' }}
            items={departments.map((department) => ({
              id: department.id,
              name: department.name,
              details: (
                <Text size="sm" c="gray.7">
                  {[
                    t('inventoryLayout.counts.subDepartments', { count: department.subDepartments.length }),
                    t('inventoryLayout.counts.sectors', { count: sum(department, 'sectorCount') }),
                    t('inventoryLayout.counts.places', { count: sum(department, 'productCount') }),
                  ].join(' · ')}
                </Text>
              ),
              removeMessage: removeMessage(department.name, {
                subDepartments: department.subDepartments.length,
                sectors: sum(department, 'sectorCount'),
                places: sum(department, 'productCount'),
              }),
              children: <SubDepartments department={department} />,
            }))}
          />
        </>
      )}
    </Stack>
  );
}

function SubDepartments({ department }: { department: DepartmentRow }) {
  const { t } = useTranslation();
  const removeMessage = useRemoveMessage();
  const fields = { level: 'subDepartment', parentId: department.id };
  return (
    <Stack gap="xs" mt="sm" pl={{ base: 0, sm: 52 }}>
      <Title order={2} size="h5">
        {t('inventoryLayout.departments.subDepartments', { name: department.name })}
      </Title>
      {department.subDepartments.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('inventoryLayout.departments.noSubs')}
        </Text>
      ) : (
        <LayoutList
          label={t('inventoryLayout.departments.subDepartments', { name: department.name })}
          fields={fields}
          items={department.subDepartments.map((sub) => ({
            id: sub.id,
            name: sub.name,
            details: (
              <Group gap="xs">
                <Text size="sm" c="gray.7">
                  {t('inventoryLayout.counts.sectors', { count: sub.sectorCount })} ·{' '}
                  {t('inventoryLayout.counts.places', { count: sub.productCount })}
                </Text>
                <Anchor
                  component={Link}
                  to={`/admin/inventory/sectors?subDepartment=${sub.id}`}
                  size="sm"
                  mih={44}
                  display="inline-flex"
                  style={{ alignItems: 'center' }}
                  aria-label={t('inventoryLayout.departments.sectorsOf', { name: sub.name })}
                >
                  {t('inventoryLayout.departments.sectorsLink')}
                </Anchor>
              </Group>
            ),
            removeMessage: removeMessage(sub.name, { sectors: sub.sectorCount, places: sub.productCount }),
          }))}
        />
      )}
      <AddPartForm
        fields={fields}
        label={t('inventoryLayout.departments.subName')}
        button={t('inventoryLayout.departments.addSub')}
      />
    </Stack>
  );
}
