import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/**
 * Server-side pagination: every page is a link, so it works before hydration and from the keyboard. Each page and
 * arrow link has a name of its own for screen readers.
 */
export function Pager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="gray.7">
        {t('common.pagination.showing', { from, to, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          withEdges
          aria-label={t('common.pagination.label')}
          getItemProps={(target) => ({
            component: Link,
            to: hrefFor(target),
            'aria-label': t('common.pagination.page', { page: target }),
          })}
          getControlProps={(control) => {
            const target =
              control === 'first' ? 1 : control === 'last' ? pages : control === 'next' ? page + 1 : page - 1;
            return {
              component: Link,
              to: hrefFor(Math.min(pages, Math.max(1, target))),
              'aria-label': t(`common.pagination.${control}`),
            };
          }}
        />
      )}
    </Group>
  );
}
