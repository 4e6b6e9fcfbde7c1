import { Anchor, Badge, Checkbox, Group, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { normalizedMarkup } from './markup.testing';
import { RowBadge, RowCheckbox, RowGroup, RowLink } from './plain';
import { TapCheckbox } from './tap-checkbox';
import { cssVariablesResolver, theme } from './theme';

function render(node: ReactNode) {
  return normalizedMarkup(
    renderToString(
      <MemoryRouter>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
          {node}
        </MantineProvider>
      </MemoryRouter>,
    ),
  );
}

const noop = () => {};

describe('plain row parts render as their Mantine originals', () => {
  it('badges, in every colour and variant the lists use', () => {
    for (const color of [undefined, 'brand', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'teal', 'violet']) {
      for (const variant of ['filled', 'light', 'outline', 'default'] as const) {
        const plain = render(
          <RowBadge color={color} variant={variant} data-testid="status">
            Received
          </RowBadge>,
        );
        expect(plain).toBe(
          render(
            <Badge color={color} variant={variant} data-testid="status">
              Received
            </Badge>,
          ),
        );
      }
    }
    expect(
      render(
        <RowBadge color="orange.9" variant="outline" tt="none">
          deleted
        </RowBadge>,
      ),
    ).toBe(
      render(
        <Badge color="orange.9" variant="outline" tt="none">
          deleted
        </Badge>,
      ),
    );
  });

  it('links', () => {
    expect(render(<RowLink to="/admin/products/1/edit">Milk</RowLink>)).toBe(
      render(
        <Anchor component={Link} to="/admin/products/1/edit">
          Milk
        </Anchor>,
      ),
    );
    expect(
      render(
        <RowLink to="/admin/ordering/7" aria-label="Open order 7">
          7
        </RowLink>,
      ),
    ).toBe(
      render(
        <Anchor component={Link} to="/admin/ordering/7" aria-label="Open order 7">
          7
        </Anchor>,
      ),
    );
  });

  it('groups', () => {
    const children = [<span key="a">a</span>, <span key="b">b</span>];
    expect(render(<RowGroup>{children}</RowGroup>)).toBe(render(<Group>{children}</Group>));
    expect(render(<RowGroup gap={4}>{children}</RowGroup>)).toBe(render(<Group gap={4}>{children}</Group>));
    expect(
      render(
        <RowGroup gap="xs" wrap="nowrap">
          {children}
        </RowGroup>,
      ),
    ).toBe(
      render(
        <Group gap="xs" wrap="nowrap">
          {children}
        </Group>,
      ),
    );
  });

  it('checkboxes in their tap area, checked or not, with a name, a value and a form', () => {
    for (const checked of [false, true]) {
      expect(
        render(
          <RowCheckbox form="bulk" name="ids" value="3" aria-label="Select Milk" checked={checked} onChange={noop} />,
        ),
      ).toBe(
        render(
          <TapCheckbox form="bulk" name="ids" value="3" aria-label="Select Milk" checked={checked} onChange={noop} />,
        ),
      );
    }
    // Mantine marks an indeterminate box on the client only; its icon is the bar from the first render.
    expect(render(<RowCheckbox aria-label="Select all" checked={false} indeterminate onChange={noop} />)).toBe(
      render(
        <label className="tap-area">
          <Checkbox aria-label="Select all" checked={false} indeterminate onChange={noop} />
        </label>,
      ),
    );
  });
});
