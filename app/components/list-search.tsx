import { Group } from '@mantine/core';
import { RowButton } from './plain';
import { FilterSelect, FilterTextInput } from './filter-fields';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form } from 'react-router';

export interface StatusFilter {
  value: string;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * A list's search box and status filter, as a GET form: the filter lives in the address, works without JavaScript
 * (the button) and, with it, applies as soon as the status changes.
 */
export function ListSearch({
  q,
  label,
  status,
  width = 360,
}: {
  q: string;
  label: string;
  status: StatusFilter;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search">
      <Group align="flex-end">
        <FilterTextInput
          name="q"
          defaultValue={q}
          label={label}
          leftSection={<IconSearch size={16} aria-hidden />}
          width="search"
          searchWidth={width}
          type="search"
        />
        <FilterSelect
          name="status"
          defaultValue={status.value}
          label={status.label}
          data={status.options}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <RowButton type="submit" variant="default">
          {t('common.search')}
        </RowButton>
      </Group>
    </Form>
  );
}
