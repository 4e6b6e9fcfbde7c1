import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link, useSearchParams } from 'react-router';
import { formatNumber } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';

/**
 * Server-side pagination: every page is a link, so it works before hydration and from the keyboard. Each page and
 * arrow link has a name of its own for screen readers. `totalCapped`: the list stopped counting at `total` (there are
 * more, decision 037): it says "more than …" and offers one page past the counted ones.
 */
export function Pager({
  page,
  perPage,
  total,
  totalCapped = false,
}: {
  page: number;
  perPage: number;
  total: number;
  totalCapped?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / perPage) + (totalCapped ? 1 : 0));
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
        {totalCapped
          ? t('common.pagination.showingMore', {
              from,
              to,
              total: formatNumber(isLanguage(i18n.language) ? i18n.language : 'en', total),
            })
          : t('common.pagination.showing', { from, to, total })}
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
