import { Group, Pagination, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight, IconDots } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { formatNumber } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { useTranslation } from '#app/utils/use-translation';
import { RowGroup } from './plain';
import { RowText } from './plain-layout';
import { ROW_LINK_MARKS } from './row-link-navigation';

/** The icons of the pager's arrows and gaps (Mantine's `firstIcon`, `previousIcon`, … of its Pagination). */
export const PAGER_ICONS = {
  firstIcon: IconChevronsLeft,
  previousIcon: IconChevronLeft,
  nextIcon: IconChevronRight,
  lastIcon: IconChevronsRight,
  dotsIcon: IconDots,
};

const DOTS = 'dots';

/**
 * The page numbers Mantine's Pagination shows (one sibling each side of the current page, one page at each edge), with
 * gaps as `'dots'`: 1 2 3 4 5 … 41, 1 … 19 20 21 … 41, 1 … 37 38 39 40 41.
 */
function pagerItems(page: number, pages: number): (number | typeof DOTS)[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pages <= 7) return range(1, pages);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, pages - 1);
  const leftDots = left > 3;
  const rightDots = right < pages - 2;
  if (!leftDots && rightDots) return [...range(1, 5), DOTS, pages];
  if (leftDots && !rightDots) return [1, DOTS, ...range(pages - 4, pages)];
  return [1, DOTS, ...range(left, right), DOTS, pages];
}

const CONTROL = `mantine-focus-auto ${Pagination.classes.control} mantine-Pagination-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const ICON_STYLE: CSSProperties = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
};
const FOOT_STYLE = {
  '--group-gap': 'var(--mantine-spacing-md)',
  '--group-align': 'center',
  '--group-justify': 'space-between',
  '--group-wrap': 'wrap',
  marginTop: 'var(--mantine-spacing-md)',
} as CSSProperties;

/**
 * Server-side pagination: every page is a link, so it works before hydration and from the keyboard. Each page and
 * arrow link has a name of its own for screen readers. `totalCapped`: the list stopped counting at `total` (there are
 * more, decision 037): it says "more than …" and offers one page past the counted ones. Every list page shows it, so
 * it is Mantine's Pagination as plain elements in its classes (pager.test.tsx compares the two): the component cost
 * 0.45 ms of each list page's server time.
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
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage) + (totalCapped ? 1 : 0));
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(location.search);
    next.set('page', String(target));
    return `${location.pathname}?${next.toString()}`;
  };
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  // Plain links, followed in the page by the row links' one listener (useRowLinkNavigation): a router `<Link>` each
  // cost every list page's render its path resolution and hooks (decision 037, "Rendering").
  const edge = (target: number, disabled: boolean, label: string, Icon: (typeof PAGER_ICONS)['firstIcon']) => (
    <a
      href={hrefFor(Math.min(pages, Math.max(1, target)))}
      {...ROW_LINK_MARKS}
      className={disabled ? CONTROL : `${CONTROL} mantine-active`}
      data-disabled={disabled || undefined}
      aria-disabled={disabled || undefined}
      aria-label={label}
    >
      <Icon className="mantine-rotate-rtl" style={ICON_STYLE} />
    </a>
  );
  return (
    <div style={FOOT_STYLE} className={`${Group.classes.root} mantine-Group-root`}>
      <RowText size="sm" c="gray.7">
        {totalCapped
          ? t('common.pagination.showingMore', {
              from,
              to,
              total: formatNumber(isLanguage(i18n.language) ? i18n.language : 'en', total),
            })
          : t('common.pagination.showing', { from, to, total })}
      </RowText>
      {pages > 1 && (
        <div className={`${Pagination.classes.root} mantine-Pagination-root`} aria-label={t('common.pagination.label')}>
          <RowGroup gap={8}>
            {edge(1, page === 1, t('common.pagination.first'), PAGER_ICONS.firstIcon)}
            {edge(page - 1, page === 1, t('common.pagination.previous'), PAGER_ICONS.previousIcon)}
            {pagerItems(page, pages).map((item, index) =>
              item === DOTS ? (
                <div key={`dots-${index}`} className={`${Pagination.classes.dots} mantine-Pagination-dots`}>
                  <PAGER_ICONS.dotsIcon style={ICON_STYLE} />
                </div>
              ) : (
                <a
                  key={item}
                  href={hrefFor(item)}
                  {...ROW_LINK_MARKS}
                  className={`${CONTROL} mantine-active`}
                  data-active={item === page || undefined}
                  data-with-padding="true"
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('common.pagination.page', { page: item })}
                >
                  {item}
                </a>
              ),
            )}
            {edge(page + 1, page === pages, t('common.pagination.next'), PAGER_ICONS.nextIcon)}
            {edge(pages, page === pages, t('common.pagination.last'), PAGER_ICONS.lastIcon)}
          </RowGroup>
        </div>
      )}
    </div>
  );
}
