import { Anchor, Badge, Button, Checkbox, Group, MantineProvider, Stack, Text } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { normalizedMarkup } from './markup.testing';
import { RowBadge, RowButton, RowCheckbox, RowGroup, RowLink } from './plain';
import { RowStack, RowText } from './plain-layout';
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

  // A row's link is the router's markup with the mark its one click listener follows (useRowLinkNavigation).
  const rowLink = (element: ReactElement) => {
    const html = render(element);
    expect(html).toMatch(/<a [^>]* data-row-link=""/);
    return html.replace(' data-row-link=""', '');
  };

  it('links', () => {
    expect(rowLink(<RowLink to="/admin/products/1/edit">Milk</RowLink>)).toBe(
      render(
        <Anchor component={Link} to="/admin/products/1/edit">
          Milk
        </Anchor>,
      ),
    );
    expect(
      rowLink(
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

  it('small links', () => {
    expect(
      rowLink(
        <RowLink to="/admin/ordering/7" size="sm">
          Order 7
        </RowLink>,
      ),
    ).toBe(
      render(
        <Anchor component={Link} to="/admin/ordering/7" size="sm">
          Order 7
        </Anchor>,
      ),
    );
  });

  it('buttons: submit or link, each variant and size, with or without a left section', () => {
    const icon = <svg aria-hidden />;
    for (const variant of ['filled', 'light', 'outline', 'default', 'subtle'] as const) {
      for (const size of [undefined, 'xs', 'sm', 'md'] as const) {
        expect(
          render(
            <RowButton type="submit" variant={variant} size={size} leftSection={icon} aria-label="Receive order 7">
              Receive
            </RowButton>,
          ),
        ).toBe(
          render(
            <Button type="submit" variant={variant} size={size} leftSection={icon} aria-label="Receive order 7">
              Receive
            </Button>,
          ),
        );
        expect(
          render(
            <RowButton to="/admin/deliveries/receive" variant={variant} size={size}>
              Unplanned delivery
            </RowButton>,
          ),
        ).toBe(
          render(
            <Button component={Link} to="/admin/deliveries/receive" variant={variant} size={size}>
              Unplanned delivery
            </Button>,
          ),
        );
      }
    }
  });

  it('submit buttons while their form is on its way (loading)', () => {
    for (const variant of ['light', 'default'] as const) {
      expect(
        render(
          <RowButton type="submit" variant={variant} size="xs" loading aria-label="Repeat order 5">
            Repeat
          </RowButton>,
        ),
      ).toBe(
        render(
          <Button type="submit" variant={variant} size="xs" loading aria-label="Repeat order 5">
            Repeat
          </Button>,
        ),
      );
    }
  });

  it('submit buttons with a name and value', () => {
    expect(
      render(
        <RowButton type="submit" name="intent" value="deactivate" size="xs" variant="default">
          Deactivate
        </RowButton>,
      ),
    ).toBe(
      render(
        <Button type="submit" name="intent" value="deactivate" size="xs" variant="default">
          Deactivate
        </Button>,
      ),
    );
  });

  it('buttons that open a dialog, in a colour of the theme', () => {
    for (const color of [undefined, 'red', 'red.9', 'gray']) {
      for (const variant of ['filled', 'light', 'outline', 'default'] as const) {
        expect(
          render(
            <RowButton color={color} variant={variant} size="xs" onClick={noop}>
              Cancel backorder
            </RowButton>,
          ),
        ).toBe(
          render(
            <Button color={color} variant={variant} size="xs" onClick={noop}>
              Cancel backorder
            </Button>,
          ),
        );
      }
    }
  });

  it('stacks and texts', () => {
    expect(render(<RowStack gap={2}>a</RowStack>)).toBe(render(<Stack gap={2}>a</Stack>));
    expect(
      render(
        <RowStack component="ul" gap="xs">
          <li>a</li>
        </RowStack>,
      ),
    ).toBe(
      render(
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          <li>a</li>
        </Stack>,
      ),
    );
    expect(render(<RowText fw={600}>Dobavitelj</RowText>)).toBe(render(<Text fw={600}>Dobavitelj</Text>));
    expect(
      render(
        <RowText size="sm" c="gray.7">
          3 lines
        </RowText>,
      ),
    ).toBe(
      render(
        <Text size="sm" c="gray.7">
          3 lines
        </Text>,
      ),
    );
    expect(render(<RowText>plain</RowText>)).toBe(render(<Text>plain</Text>));
  });

  it('groups', () => {
    const children = [<span key="a">a</span>, <span key="b">b</span>];
    expect(render(<RowGroup>{children}</RowGroup>)).toBe(render(<Group>{children}</Group>));
    expect(render(<RowGroup gap={4}>{children}</RowGroup>)).toBe(render(<Group gap={4}>{children}</Group>));
    expect(
      render(
        <RowGroup gap="xs" justify="space-between">
          {children}
        </RowGroup>,
      ),
    ).toBe(
      render(
        <Group gap="xs" justify="space-between">
          {children}
        </Group>,
      ),
    );
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
