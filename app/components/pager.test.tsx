import { Group, MantineProvider, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '#app/utils/i18n.server';
import { normalizedMarkup } from './markup.testing';
import { withRowParts } from './row-parts.testing';
import { PAGER_ICONS, Pager } from './pager';
import { cssVariablesResolver, theme } from './theme';

const i18n = getI18n('en');
const t = i18n.t;

function render(node: ReactNode, adjust: (html: string) => string = (html) => html) {
  return normalizedMarkup(
    adjust(
      renderToString(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/admin/products?q=mleko&page=3']}>
            <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
              {node}
            </MantineProvider>
          </MemoryRouter>
        </I18nextProvider>,
      ),
    ),
  );
}

/** The pager as it was written with Mantine's Group, Text and Pagination (its links through the router). */
function MantinePager({ page, pages, total }: { page: number; pages: number; total: number }) {
  const hrefFor = (target: number) => `?q=mleko&page=${target}`;
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="gray.7">
        {t('common.pagination.showing', { from: (page - 1) * 25 + 1, to: Math.min(total, page * 25), total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          withEdges
          aria-label={t('common.pagination.label')}
          {...PAGER_ICONS}
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

describe('the pager renders as Mantine’s Pagination', () => {
  it('on every page of lists of 1 to 12 pages, and around the middle and the ends of 41', () => {
    const cases: [number, number][] = [];
    for (let pages = 1; pages <= 12; pages++) for (let page = 1; page <= pages; page++) cases.push([page, pages]);
    for (const page of [1, 2, 3, 4, 5, 6, 20, 36, 37, 38, 39, 40, 41]) cases.push([page, 41]);
    for (const [page, pages] of cases) {
      const total = pages * 25;
      // The links carry the mark the row links' one click listener follows (useRowLinkNavigation).
      const marked = withRowParts(render(<Pager page={page} perPage={25} total={total} />));
      const links = marked.match(/<a /g)?.length ?? 0;
      expect(marked.match(/<a [^>]*data-row-link=""/g)?.length ?? 0, `page ${page} of ${pages}`).toBe(links);
      const plain = marked.replace(/ data-row-link=""/g, '');
      // Mantine marks a disabled arrow `disabled`, which a link ignores; the plain one says it with aria-disabled.
      const mantine = render(<MantinePager page={page} pages={pages} total={total} />, (html) =>
        html.replace(/ disabled=""/g, ' aria-disabled="true"'),
      );
      expect(plain, `page ${page} of ${pages}`).toBe(mantine);
    }
  });
});
