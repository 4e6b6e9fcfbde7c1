import { Anchor, Badge, Button, Group, MantineProvider, Stack, Text } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmAction } from './confirm-action';
import { normalizedMarkup } from './markup.testing';
import { rowPartsRules, withRowParts } from './row-parts.testing';
import {
  BADGE_COLOURS,
  BADGE_TEXT_TRANSFORMS,
  BUTTON_COLOURS,
  BUTTON_SIZES,
  GROUP_GAPS,
  RowBadge,
  RowButton,
  RowCheckbox,
  RowGroup,
  RowLink,
} from './plain';
import { RowStack, RowText, STACK_GAPS, TEXT_SIZES } from './plain-layout';
import { badgeStyles, cssVariablesResolver, theme } from './theme';

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

/** Mantine's variables inline on an element of the markup (a declaration `--badge-bg:…`, not a value `var(--…)`). */
const INLINE_VARIABLES = /style="(?:[^"]*;)?--/;

/** The plain part looks as its original: same markup, and the same declarations apply to each element. */
function expectAsOriginal(plain: ReactElement, original: ReactElement, via: 'classes' | 'inline') {
  const html = render(plain);
  expect(withRowParts(html)).toBe(render(original));
  // Through the classes, nothing of Mantine's variables is left inline; a value without a class keeps them.
  if (via === 'classes') expect(html).not.toMatch(INLINE_VARIABLES);
  else expect(html).toMatch(INLINE_VARIABLES);
}

/** The parts with their props' types widened: values the types leave out, which fall back to inline variables. */
const LooseBadge = RowBadge as unknown as (props: {
  color?: string;
  variant?: string;
  tt?: string;
  children: ReactNode;
  'data-testid'?: string;
}) => ReactElement;
const LooseButton = RowButton as unknown as (
  props: Omit<Parameters<typeof RowButton>[0], 'color' | 'variant' | 'size'> & {
    color?: string;
    variant?: string;
    size?: string;
  },
) => ReactElement;

const hasColour = (table: Readonly<Record<string, readonly string[]>>, variant: string, color: string | undefined) =>
  table[variant]?.includes(color ?? theme.primaryColor!) ?? false;

describe('plain row parts render as their Mantine originals', () => {
  it('badges, in every colour and variant row-parts.css has a class for, with and without their own capitals', () => {
    for (const [variant, colours] of Object.entries(BADGE_COLOURS)) {
      for (const color of [...colours, ...(colours.includes(theme.primaryColor as never) ? [undefined] : [])]) {
        for (const tt of [undefined, ...Object.keys(BADGE_TEXT_TRANSFORMS)]) {
          expectAsOriginal(
            <LooseBadge color={color} variant={variant} tt={tt} data-testid="status">
              Received
            </LooseBadge>,
            <Badge color={color} variant={variant} tt={tt as never} data-testid="status">
              Received
            </Badge>,
            'classes',
          );
        }
      }
    }
  });

  it('badges in the colours and variants Mantine offers: a class where row-parts.css has one, else inline', () => {
    for (const color of [undefined, 'brand', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'teal', 'violet']) {
      for (const variant of ['filled', 'light', 'outline', 'default'] as const) {
        expectAsOriginal(
          <LooseBadge color={color} variant={variant} data-testid="status">
            Received
          </LooseBadge>,
          <Badge color={color} variant={variant} data-testid="status">
            Received
          </Badge>,
          hasColour(BADGE_COLOURS, variant, color) ? 'classes' : 'inline',
        );
      }
    }
    expectAsOriginal(
      <RowBadge color="orange.9" variant="outline" tt="none">
        deleted
      </RowBadge>,
      <Badge color="orange.9" variant="outline" tt="none">
        deleted
      </Badge>,
      'classes',
    );
    expectAsOriginal(
      <LooseBadge color="pink" variant="light" tt="capitalize">
        deleted
      </LooseBadge>,
      <Badge color="pink" variant="light" tt="capitalize">
        deleted
      </Badge>,
      'inline',
    );
  });

  it("the badges' fixed declarations are the theme's (never truncated)", () => {
    const declarations = (selector: string) =>
      rowPartsRules.find((rule) => rule.selectors.some((s) => s.map((c) => `.${c.join('.')}`).join(' > ') === selector))
        ?.declarations;
    const kebab = (style: Record<string, string | number>) =>
      Object.entries(style).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(value)]);
    expect(declarations('.m_347db0ec.rp-badge')).toEqual(kebab(badgeStyles.root));
    expect(declarations('.rp-badge > .m_5add502a')).toEqual(kebab(badgeStyles.label));
  });

  // A row's link is the router's markup with the mark its one click listener follows (useRowLinkNavigation).
  const rowLink = (element: ReactElement, via: 'classes' | 'inline' | 'none') => {
    const html = render(element);
    expect(html).toMatch(/<a [^>]* data-row-link=""/);
    if (via === 'inline') expect(html).toMatch(INLINE_VARIABLES);
    else expect(html).not.toMatch(INLINE_VARIABLES);
    if (via === 'none') expect(html).not.toMatch(/ rp-/);
    return withRowParts(html).replace(' data-row-link=""', '');
  };

  it('links', () => {
    expect(rowLink(<RowLink to="/admin/products/1/edit">Milk</RowLink>, 'none')).toBe(
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
        'none',
      ),
    ).toBe(
      render(
        <Anchor component={Link} to="/admin/ordering/7" aria-label="Open order 7">
          7
        </Anchor>,
      ),
    );
  });

  it('small links, also as a tap target', () => {
    for (const size of Object.keys(TEXT_SIZES) as (keyof typeof TEXT_SIZES)[]) {
      expect(
        rowLink(
          <RowLink to="/admin/ordering/7" size={size}>
            Order 7
          </RowLink>,
          'classes',
        ),
      ).toBe(
        render(
          <Anchor component={Link} to="/admin/ordering/7" size={size}>
            Order 7
          </Anchor>,
        ),
      );
      expect(
        rowLink(
          <RowLink to="/admin/inventory/3" size={size} tapTarget>
            Count 3
          </RowLink>,
          'classes',
        ),
      ).toBe(
        render(
          <Anchor
            component={Link}
            to="/admin/inventory/3"
            size={size}
            style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
          >
            Count 3
          </Anchor>,
        ),
      );
    }
    // A size without a class keeps Mantine's variables inline.
    const LooseLink = RowLink as unknown as (props: {
      to: string;
      size: string;
      tapTarget?: boolean;
      children: ReactNode;
    }) => ReactElement;
    expect(
      rowLink(
        <LooseLink to="/admin/ordering/7" size="lg" tapTarget>
          Order 7
        </LooseLink>,
        'inline',
      ),
    ).toBe(
      render(
        <Anchor
          component={Link}
          to="/admin/ordering/7"
          size="lg"
          style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
        >
          Order 7
        </Anchor>,
      ),
    );
  });

  it('buttons: submit or link, each variant and size, with or without a left section', () => {
    const icon = <svg aria-hidden />;
    for (const variant of ['filled', 'light', 'outline', 'default', 'subtle'] as const) {
      for (const size of [undefined, ...BUTTON_SIZES, 'xl'] as const) {
        const via = hasColour(BUTTON_COLOURS, variant, undefined) && size !== 'xl' ? 'classes' : 'inline';
        expectAsOriginal(
          <LooseButton type="submit" variant={variant} size={size} leftSection={icon} aria-label="Receive order 7">
            Receive
          </LooseButton>,
          <Button type="submit" variant={variant} size={size} leftSection={icon} aria-label="Receive order 7">
            Receive
          </Button>,
          via,
        );
        expectAsOriginal(
          <LooseButton to="/admin/deliveries/receive" variant={variant} size={size}>
            Unplanned delivery
          </LooseButton>,
          <Button component={Link} to="/admin/deliveries/receive" variant={variant} size={size}>
            Unplanned delivery
          </Button>,
          via,
        );
      }
    }
  });

  it("flat buttons: Mantine's markup without its inner, section and label spans; loading ones keep them", () => {
    // The three spans unwrapped: their contents become the button's own, in their order.
    const unwrapped = (html: string) =>
      html
        .replace('<span class="m_80f1301b mantine-Button-inner">', '')
        .replace('<span class="m_a74036a mantine-Button-section" data-position="left">', '')
        .replace('<span class="m_811560b9 mantine-Button-label">', '')
        .replace('</svg></span>', '</svg>')
        .replace('</span></span></button>', '</button>');
    const icon = <svg aria-hidden />;
    for (const variant of ['filled', 'light'] as const) {
      for (const withIcon of [true, false]) {
        const plain = render(
          <RowButton type="submit" variant={variant} size="sm" leftSection={withIcon ? icon : undefined} flat>
            Receive
          </RowButton>,
        );
        const mantine = render(
          <Button type="submit" variant={variant} size="sm" leftSection={withIcon ? icon : undefined}>
            Receive
          </Button>,
        );
        expect(plain).toMatch(/class="[^"]* rp-button-flat[ "]/);
        expect(plain).not.toContain('<span');
        expect(withRowParts(plain.replace(' rp-button-flat', ''))).toBe(unwrapped(mantine));
      }
    }
    expectAsOriginal(
      <RowButton type="submit" variant="filled" size="sm" loading flat>
        Receive
      </RowButton>,
      <Button type="submit" variant="filled" size="sm" loading>
        Receive
      </Button>,
      // The loader's own variables stay inline, as on any loading button.
      'inline',
    );
  });

  it('buttons in every colour and variant row-parts.css has a class for', () => {
    for (const [variant, colours] of Object.entries(BUTTON_COLOURS)) {
      for (const color of colours) {
        for (const size of [undefined, ...BUTTON_SIZES]) {
          expectAsOriginal(
            <LooseButton color={color} variant={variant} size={size} onClick={noop}>
              Delete
            </LooseButton>,
            <Button color={color} variant={variant} size={size} onClick={noop}>
              Delete
            </Button>,
            'classes',
          );
        }
      }
    }
  });

  it('submit buttons while their form is on its way (loading)', () => {
    for (const variant of ['light', 'default'] as const) {
      expectAsOriginal(
        <RowButton type="submit" variant={variant} size="xs" loading aria-label="Repeat order 5">
          Repeat
        </RowButton>,
        <Button type="submit" variant={variant} size="xs" loading aria-label="Repeat order 5">
          Repeat
        </Button>,
        // The loader's own variables stay inline (it shows on one button at a time).
        'inline',
      );
    }
  });

  it('disabled buttons, and links the browser follows itself (a download)', () => {
    for (const variant of ['light', 'default', 'filled'] as const) {
      expectAsOriginal(
        <RowButton type="submit" variant={variant} size="sm" disabled>
          Deactivate
        </RowButton>,
        <Button type="submit" variant={variant} size="sm" disabled>
          Deactivate
        </Button>,
        'classes',
      );
      expectAsOriginal(
        <RowButton href="/admin/products/export.csv" variant={variant} leftSection={<svg aria-hidden />}>
          Export CSV
        </RowButton>,
        <Button component="a" href="/admin/products/export.csv" variant={variant} leftSection={<svg aria-hidden />}>
          Export CSV
        </Button>,
        'classes',
      );
    }
  });

  it('submit buttons with a name and value', () => {
    expectAsOriginal(
      <RowButton type="submit" name="intent" value="deactivate" size="xs" variant="default">
        Deactivate
      </RowButton>,
      <Button type="submit" name="intent" value="deactivate" size="xs" variant="default">
        Deactivate
      </Button>,
      'classes',
    );
  });

  it('buttons that open a dialog, in a colour of the theme', () => {
    for (const color of [undefined, 'red', 'red.9', 'gray']) {
      for (const variant of ['filled', 'light', 'outline', 'default'] as const) {
        expectAsOriginal(
          <LooseButton color={color} variant={variant} size="xs" onClick={noop}>
            Cancel backorder
          </LooseButton>,
          <Button color={color} variant={variant} size="xs" onClick={noop}>
            Cancel backorder
          </Button>,
          hasColour(BUTTON_COLOURS, variant, color) ? 'classes' : 'inline',
        );
      }
    }
  });

  it('stacks and texts', () => {
    for (const gap of STACK_GAPS) {
      expectAsOriginal(<RowStack gap={gap}>a</RowStack>, <Stack gap={gap}>a</Stack>, 'classes');
      expectAsOriginal(
        <RowStack component="ul" gap={gap}>
          <li>a</li>
        </RowStack>,
        <Stack gap={gap} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          <li>a</li>
        </Stack>,
        'classes',
      );
    }
    expectAsOriginal(<RowStack>a</RowStack>, <Stack>a</Stack>, 'classes');
    // A gap without a class keeps Mantine's variables inline.
    expectAsOriginal(<RowStack gap={2 as never}>a</RowStack>, <Stack gap={2}>a</Stack>, 'inline');
    expect(withRowParts(render(<RowText fw={600}>Dobavitelj</RowText>))).toBe(render(<Text fw={600}>Dobavitelj</Text>));
    expectAsOriginal(
      <RowText size="sm" c="gray.7">
        3 lines
      </RowText>,
      <Text size="sm" c="gray.7">
        3 lines
      </Text>,
      'classes',
    );
    expectAsOriginal(
      <RowText size={'lg' as never} fw={700}>
        3 lines
      </RowText>,
      <Text size="lg" fw={700}>
        3 lines
      </Text>,
      'inline',
    );
    expect(withRowParts(render(<RowText>plain</RowText>))).toBe(render(<Text>plain</Text>));
  });

  it('groups', () => {
    const children = [<span key="a">a</span>, <span key="b">b</span>];
    expectAsOriginal(<RowGroup>{children}</RowGroup>, <Group>{children}</Group>, 'classes');
    for (const gap of GROUP_GAPS) {
      for (const wrap of ['wrap', 'nowrap'] as const) {
        for (const justify of ['flex-start', 'space-between'] as const) {
          expectAsOriginal(
            <RowGroup gap={gap} wrap={wrap} justify={justify}>
              {children}
            </RowGroup>,
            <Group gap={gap} wrap={wrap} justify={justify}>
              {children}
            </Group>,
            'classes',
          );
        }
      }
    }
    // A gap without a class keeps Mantine's variables inline.
    expectAsOriginal(
      <RowGroup gap={6 as never} wrap="nowrap">
        {children}
      </RowGroup>,
      <Group gap={6} wrap="nowrap">
        {children}
      </Group>,
      'inline',
    );
  });

  it('checkboxes: one input in its tap area, checked or not, with a name, a value and a form (the look: products.spec.ts)', () => {
    // What the provider renders beside any part (its media-query classes) is left out.
    const bare = (node: ReactElement) => render(node).replace(/^<style[^]*?<\/style>/, '');
    const box = (attributes: string) =>
      normalizedMarkup(
        `<label class="tap-area"><input class="mantine-focus-auto row-checkbox" ${attributes}/></label>`,
      );
    for (const checked of [false, true]) {
      expect(
        bare(
          <RowCheckbox
            form="bulk"
            name="ids"
            value="3"
            aria-label="Select Milk"
            checked={checked}
            onCheckedChange={noop}
          />,
        ),
      ).toBe(
        box(`form="bulk" aria-label="Select Milk" type="checkbox" name="ids" value="3"${checked ? ' checked=""' : ''}`),
      );
    }
    // An indeterminate box is marked on the client, after mounting (the input's property; the look is `:indeterminate`).
    expect(bare(<RowCheckbox aria-label="Select all" checked={false} indeterminate onCheckedChange={noop} />)).toBe(
      box('aria-label="Select all" type="checkbox"'),
    );
  });
});

it("the props' types allow only the values row-parts.css has a class for", () => {
  // Checked by the compiler (npm run typecheck): each element below fails to compile without its directive.
  const rejected = [
    // @ts-expect-error: no filled yellow badge
    <RowBadge color="yellow" variant="filled">
      a
    </RowBadge>,
    // @ts-expect-error: an outlined badge names its colour (no outlined primary one)
    <RowBadge variant="outline">a</RowBadge>,
    // @ts-expect-error: no outlined primary button
    <RowButton variant="outline">a</RowButton>,
    // @ts-expect-error: no button of size xl
    <RowButton size="xl">a</RowButton>,
    // @ts-expect-error: ConfirmAction's trigger is red unless named: no filled red button
    <ConfirmAction label="a" message="a" intent="a" variant="filled" />,
    // @ts-expect-error: no group gap of 6
    <RowGroup gap={6}>a</RowGroup>,
    // @ts-expect-error: no stack gap lg
    <RowStack gap="lg">a</RowStack>,
    // @ts-expect-error: no link of size lg
    <RowLink to="/" size="lg">
      a
    </RowLink>,
  ];
  expect(rejected).toHaveLength(8);
});

describe('row-parts.css', () => {
  /** Every part in every value its props' types allow. */
  function everyPart(): ReactElement[] {
    const parts: ReactElement[] = [];
    for (const [variant, colours] of Object.entries(BADGE_COLOURS))
      for (const color of colours)
        for (const tt of [undefined, ...Object.keys(BADGE_TEXT_TRANSFORMS)])
          parts.push(
            <LooseBadge color={color} variant={variant} tt={tt}>
              a
            </LooseBadge>,
          );
    for (const [variant, colours] of Object.entries(BUTTON_COLOURS))
      for (const color of colours)
        for (const size of [undefined, ...BUTTON_SIZES])
          for (const loading of [false, true])
            parts.push(
              <LooseButton color={color} variant={variant} size={size} loading={loading}>
                a
              </LooseButton>,
            );
    for (const gap of GROUP_GAPS)
      for (const wrap of ['wrap', 'nowrap'] as const)
        for (const justify of ['flex-start', 'space-between'] as const)
          parts.push(
            <RowGroup gap={gap} wrap={wrap} justify={justify}>
              a
            </RowGroup>,
          );
    for (const gap of STACK_GAPS)
      for (const component of ['div', 'ul'] as const)
        parts.push(
          <RowStack gap={gap} component={component}>
            a
          </RowStack>,
        );
    for (const size of [undefined, ...(Object.keys(TEXT_SIZES) as (keyof typeof TEXT_SIZES)[])]) {
      parts.push(<RowText size={size}>a</RowText>);
      for (const tapTarget of [false, true])
        parts.push(
          <RowLink to="/" size={size} tapTarget={tapTarget}>
            a
          </RowLink>,
        );
    }
    for (const indeterminate of [false, true])
      parts.push(<RowCheckbox aria-label="a" checked={false} indeterminate={indeterminate} onCheckedChange={noop} />);
    return parts;
  }

  const emitted = new Set(
    everyPart().flatMap((part) => [...render(part).matchAll(/class="([^"]*)"/g)].flatMap(([, c]) => c!.split(' '))),
  );
  const ruled = new Set(rowPartsRules.flatMap((rule) => rule.selectors.flat(2)));

  it('has a rule for every class the parts emit, and none for a class they do not', () => {
    expect([...emitted].filter((name) => name.startsWith('rp-') && !ruled.has(name))).toEqual([]);
    expect([...ruled].filter((name) => name.startsWith('rp-') && !emitted.has(name))).toEqual([]);
  });

  it("outranks Mantine's rules for the same element, as the inline style did, wherever app.css imports it", () => {
    // Mantine's own rules for a part's root are one class (`.m_347db0ec { --badge-bg: … }`, variants in `:where`):
    // a rule here names a Mantine class the element carries and one of the parts' classes, two classes or more.
    for (const selector of rowPartsRules.flatMap((rule) => rule.selectors)) {
      const classes = selector.flat();
      expect(selector.at(-1)!.some((name) => name.startsWith('m_'))).toBe(true);
      expect(classes.some((name) => name.startsWith('rp-'))).toBe(true);
      expect(classes.length).toBeGreaterThanOrEqual(2);
    }
  });
});
